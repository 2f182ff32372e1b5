import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { inlineScriptHashes, pagePolicies } from '../../../scripts/lib/page-csp';
import { loaderScript, payloadHash, scriptsAfterPaint } from '../../../scripts/lib/script-placement';
import { parsePolicy, serializePolicy } from '../../../scripts/lib/security-headers';

/**
 * A second release made from an export, as the next `next build` of changed code would make it,
 * for the deploy test: a new build id in every page, RSC payload and script, and new names for
 * the chunks whose content changed (`changed`, rewritten, and every chunk that names one of them,
 * since a chunk's name is the hash of its content). Pages keep a valid Content-Security-Policy:
 * their inline scripts carry the build id, so their hashes are computed again; and their loader
 * names the new payload file's length and hash, as the build's last step would
 * (scripts/lib/script-placement.ts).
 */

export interface NextRelease {
  dir: string;
  buildId: string;
  /** Old chunk path (from the export's root) → its path in this release. */
  renamed: Map<string, string>;
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(dir, file)).isFile());
}

/** The build id of an export: the folder of _next/static/ that holds _buildManifest.js. */
export function buildIdOf(exportDir: string): string {
  const staticDir = path.join(exportDir, '_next', 'static');
  const id = readdirSync(staticDir).find((name) => statSync(path.join(staticDir, name, '_buildManifest.js'), { throwIfNoEntry: false })?.isFile());
  if (!id) throw new Error(`No build id in ${staticDir}`);
  return id;
}

/** The policy of the page's <meta> with script-src rebuilt from the page's inline scripts. */
function restampPolicy(html: string): string {
  const [policy] = pagePolicies(html);
  if (policy === undefined) return html;
  const directives = parsePolicy(policy);
  directives.set('script-src', ["'self'", ...inlineScriptHashes(html)]);
  const serialized = serializePolicy([...directives]);
  return html.replace(/(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/, (_, start: string, end: string) => `${start}${serialized}${end}`);
}

const TEXT = /\.(?:html|txt|js|json|css|xml)$/;

/**
 * Writes the next release of `from` into `to`: `changed` (chunk paths such as
 * '_next/static/chunks/abc.js') get new content and, with every chunk that refers to them, new names.
 * Files that stay the same are hard links (a copy across file systems).
 */
export function makeNextRelease(from: string, to: string, changed: string[], buildId: string): NextRelease {
  const oldBuildId = buildIdOf(from);
  const all = files(from).map((file) => file.split(path.sep).join('/'));
  const chunks = all.filter((file) => file.startsWith('_next/static/') && file.endsWith('.js'));
  const renamed = new Map<string, string>();
  const rename = (file: string) => {
    const dir = path.posix.dirname(file);
    const base = path.posix.basename(file, '.js');
    let next = `${dir}/${base.slice(0, -2)}zz.js`;
    for (let n = 0; chunks.includes(next) || [...renamed.values()].includes(next); n += 1) next = `${dir}/${base.slice(0, -3)}z${n}.js`;
    renamed.set(file, next);
  };
  changed.forEach(rename);
  // A chunk that names a renamed chunk changes too, and so gets a new name itself.
  for (let grew = true; grew;) {
    grew = false;
    for (const chunk of chunks) {
      if (renamed.has(chunk)) continue;
      const text = readFileSync(path.join(from, chunk), 'utf8');
      if ([...renamed.keys()].some((old) => text.includes(path.posix.basename(old)))) {
        rename(chunk);
        grew = true;
      }
    }
  }

  const rewrite = (file: string, text: string) => {
    let after = text.split(oldBuildId).join(buildId);
    for (const [old, next] of renamed) after = after.split(path.posix.basename(old)).join(path.posix.basename(next));
    if (changed.includes(file)) after += '\n/* changed in the next release */\n';
    return after;
  };
  // The loader checks the payload file it fetches against the length and hash the build wrote.
  const restampLoader = (html: string) => {
    const loader = scriptsAfterPaint(html);
    if (!loader?.payload) return html;
    const payloadFile = loader.payload.url.slice(1);
    const text = rewrite(payloadFile, readFileSync(path.join(from, payloadFile), 'utf8'));
    return html.replace(loaderScript(loader.sources, loader.payload), () =>
      loaderScript(loader.sources, { url: loader.payload!.url, length: text.length, hash: payloadHash(text) }),
    );
  };
  const target = (file: string) => {
    const moved = renamed.get(file) ?? file;
    return path.join(to, moved.replace(`_next/static/${oldBuildId}/`, `_next/static/${buildId}/`));
  };
  for (const file of all) {
    const destination = target(file);
    mkdirSync(path.dirname(destination), { recursive: true });
    if (!TEXT.test(file)) {
      try {
        linkSync(path.join(from, file), destination);
      } catch {
        copyFileSync(path.join(from, file), destination);
      }
      continue;
    }
    const before = readFileSync(path.join(from, file), 'utf8');
    let after = rewrite(file, before);
    if (file.endsWith('.html')) after = restampLoader(after);
    if (file.endsWith('.html') && after !== before) after = restampPolicy(after);
    writeFileSync(destination, after);
  }
  return { dir: to, buildId, renamed };
}
