import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { listExportedPages } from './export-pages';
import { pagePolicyProblems } from './page-csp';
import { renderHeadersFile, type BuildEnv } from './security-headers';

/**
 * Security checks over a built export, shared by `npm run test:security`
 * (scripts/check-export-security.ts, which `npm run refresh` runs before it swaps a build in) and
 * the site checks over out/ (tests/site/security.test.ts, which the refresh runs with them):
 *
 * - every page carries exactly its page policy (scripts/lib/page-csp.ts);
 * - _headers is the one scripts/lib/security-headers.ts renders;
 * - no secret: only the public Supabase key may be in the export;
 * - links that open a new tab do so without giving the other site a handle on ours (noopener),
 *   and no link runs script (javascript:).
 */

/** Files read as text for the secret scan; images, fonts and other binaries cannot hold a key the build wrote. */
const TEXT_FILE = /\.(?:html|txt|js|mjs|css|json|xml|svg|csv|map|webmanifest)$|^_headers$/i;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export interface SecretFinding {
  /** File, relative to the export. */
  file: string;
  kind: string;
  /** The match, shortened so the report does not repeat the secret. */
  excerpt: string;
}

const shorten = (text: string) => (text.length > 16 ? `${text.slice(0, 10)}…(${text.length} tecken)` : text);

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

interface SecretPattern {
  kind: string;
  pattern: RegExp;
  /** When given, a match is a finding only if this says so (the anon JWT is public by design). */
  isSecret?: (match: string) => boolean;
}

/**
 * Shapes of credentials. A JWT is allowed only when its role is `anon` (Supabase's public key; the
 * service_role key is a JWT too, and pasting it into NEXT_PUBLIC_SUPABASE_ANON_KEY is the classic
 * leak). Supabase's newer keys say what they are: `sb_publishable_` is public, `sb_secret_` is not.
 */
const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'JWT with a role other than anon',
    pattern: /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    isSecret: (token) => decodeJwtPayload(token)?.role !== 'anon',
  },
  { kind: 'Supabase secret key', pattern: /\bsb_secret_[A-Za-z0-9_-]{8,}/g },
  { kind: 'private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/g },
  { kind: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/g },
  { kind: 'Stripe secret key', pattern: /\b[sr]k_live_[A-Za-z0-9]{16,}/g },
  { kind: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
];

/** Environment variables whose values are secrets by their name (NEXT_PUBLIC_* are public by definition). */
const SECRET_VARIABLE = /(?:SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|SERVICE_ROLE|CREDENTIAL|_KEY$|^KEY$)/i;

/** The values of the secret-named variables of `env` (at least 8 characters, so no common word matches). */
export function secretValues(env: BuildEnv): { name: string; value: string }[] {
  return Object.entries(env)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .filter(([name, value]) => !name.startsWith('NEXT_PUBLIC_') && SECRET_VARIABLE.test(name) && value.trim().length >= 8)
    .map(([name, value]) => ({ name, value }));
}

/** The secrets in one text: credential shapes, and the values of the environment's secret variables. */
export function findSecrets(text: string, env: BuildEnv, file = ''): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const { kind, pattern, isSecret } of SECRET_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (!isSecret || isSecret(match[0])) findings.push({ file, kind, excerpt: shorten(match[0]) });
    }
  }
  for (const { name, value } of secretValues(env)) {
    if (text.includes(value)) findings.push({ file, kind: `the value of ${name}`, excerpt: shorten(value) });
  }
  return findings;
}

/** Every secret in the text files of an export. */
export function scanExportForSecrets(outDir: string, env: BuildEnv): SecretFinding[] {
  return walk(outDir)
    .filter((file) => TEXT_FILE.test(path.basename(file)))
    .flatMap((file) => findSecrets(readFileSync(file, 'utf8'), env, path.relative(outDir, file)));
}

const ANCHOR = /<a\s[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

/** Links of one page that open a new tab with a handle on ours (no noopener/noreferrer) or run script. */
export function unsafeLinks(html: string): string[] {
  const problems: string[] = [];
  for (const [tag] of html.matchAll(ANCHOR)) {
    const href = attribute(tag, 'href') ?? '';
    if (/^\s*javascript:/i.test(href)) problems.push(`javascript: link ${tag}`);
    if ((attribute(tag, 'target') ?? '').toLowerCase() === '_blank') {
      const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('noopener') && !rel.includes('noreferrer')) problems.push(`target=_blank without rel=noopener: ${href}`);
    }
  }
  return problems;
}

/** Every problem of an export built with `env`, as readable lines (empty when none). */
export function exportSecurityProblems(outDir: string, env: BuildEnv): string[] {
  const problems: string[] = [];
  for (const page of listExportedPages(outDir, { includeNotFound: true })) {
    for (const problem of pagePolicyProblems(page.html, env)) problems.push(`${page.file}: ${problem}`);
    for (const problem of unsafeLinks(page.html)) problems.push(`${page.file}: ${problem}`);
  }
  let headers = '';
  try {
    headers = readFileSync(path.join(outDir, '_headers'), 'utf8');
  } catch {
    problems.push('_headers is missing (scripts/secure-export.ts writes it after the build)');
  }
  if (headers && headers !== renderHeadersFile()) problems.push('_headers differs from scripts/lib/security-headers.ts (run the build again)');
  for (const finding of scanExportForSecrets(outDir, env)) problems.push(`${finding.file}: ${finding.kind} (${finding.excerpt})`);
  return problems;
}
