import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throw-away self-signed certificate for `hostname` (a P-256 key, valid two days), made with
 * the machine's openssl (Debian's ca-certificates depends on it) for the stand-ins the browser
 * reaches over HTTPS. Nothing is committed: a key in the repository would be a secret to explain.
 */
export function selfSignedCertificate(hostname: string): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'elvalet-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${hostname}`,
        '-addext',
        `subjectAltName=DNS:${hostname}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate for ${hostname}: ${made.stderr || made.error?.message}`);
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
