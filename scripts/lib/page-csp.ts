import { createHash } from 'node:crypto';

import { connectOrigins, pagePolicy, parsePolicy, serializePolicy, usesWorker, type BuildEnv, type HashSource } from './security-headers';

/**
 * Each page's own Content-Security-Policy (scripts/lib/security-headers.ts, `pagePolicy`): the
 * hashes of the page's inline scripts, written into a `<meta http-equiv>` at the top of its
 * `<head>` after the build (scripts/secure-export.ts), and checked again before a deploy
 * (scripts/check-export-security.ts).
 *
 * Works on the HTML text, not on a parsed tree: a hash must cover the exact characters between
 * `<script …>` and `</script>`, which is what the browser hashes (script contents are raw text,
 * never entity-decoded).
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** Script types the browser runs (HTML: JavaScript MIME types, module) or that CSP governs inline (importmap, speculationrules). */
const EXECUTED_TYPES = new Set([
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'module',
  'importmap',
  'speculationrules',
]);

export interface InlineScript {
  /** The attributes as written, e.g. ` id="_R_"`. */
  attributes: string;
  /** The exact text between the tags. */
  text: string;
}

/**
 * The inline scripts of a page that CSP's script-src decides on: no src, and a type the browser
 * executes. `type="application/ld+json"` (structured data) is a data block: never run, no CSP check.
 */
export function executedInlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const typeMatch = TYPE_ATTRIBUTE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? '').trim().toLowerCase().split(';')[0]!.trim();
    if (type !== '' && !EXECUTED_TYPES.has(type)) continue;
    scripts.push({ attributes, text: match[2] ?? '' });
  }
  return scripts;
}

/**
 * The CSP hash source of a script's text: SHA-256 of its UTF-8 bytes, base64. Line breaks are
 * normalised first (CRLF and CR become LF), as the HTML parser does before the browser hashes.
 */
export function scriptHash(text: string): HashSource {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The distinct hashes of a page's inline scripts, in order of first appearance. */
export function inlineScriptHashes(html: string): HashSource[] {
  return [...new Set(executedInlineScripts(html).map((script) => scriptHash(script.text)))];
}

const CSP_META = /<meta\s+http-equiv\s*=\s*["']?content-security-policy["']?\s+content\s*=\s*"([^"]*)"\s*\/?>/gi;
const CHARSET_META = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;
const HEAD_START = /<head(?:\s[^>]*)?>/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The page policy this HTML should carry, for a build with `env`. */
export function expectedPagePolicy(html: string, env: BuildEnv): string {
  return serializePolicy(pagePolicy({ scriptHashes: inlineScriptHashes(html), connectOrigins: connectOrigins(env), workers: usesWorker(html) }));
}

/**
 * The page with its policy in a `<meta http-equiv="Content-Security-Policy">` right after
 * `<meta charset>` (or at the start of `<head>`): before every script, stylesheet and style, since a
 * `<meta>` policy covers only what the parser meets after it. A policy already there (the step ran
 * twice) is replaced. Throws when the page has no `<head>`.
 */
export function withPagePolicy(html: string, env: BuildEnv): string {
  const withoutPolicy = html.replace(CSP_META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(expectedPagePolicy(withoutPolicy, env))}"/>`;
  const anchor = CHARSET_META.exec(withoutPolicy) ?? HEAD_START.exec(withoutPolicy);
  if (!anchor) throw new Error('The page has no <head> to put its Content-Security-Policy in.');
  const at = anchor.index + anchor[0].length;
  return `${withoutPolicy.slice(0, at)}${meta}${withoutPolicy.slice(at)}`;
}

/** The policies in a page's `<meta http-equiv="Content-Security-Policy">` elements, decoded. */
export function pagePolicies(html: string): string[] {
  return [...html.matchAll(CSP_META)].map((match) => unescapeAttribute(match[1] ?? ''));
}

/**
 * What is wrong with a built page's policy (empty when nothing): exactly one `<meta>` policy, before
 * any script, stylesheet or style, equal to the policy this page and build call for (so its hashes
 * are exactly those of the page's inline scripts, and connect-src names exactly the build's origins).
 */
export function pagePolicyProblems(html: string, env: BuildEnv): string[] {
  const policies = pagePolicies(html);
  if (policies.length !== 1) return [`${policies.length} Content-Security-Policy <meta> elements (expected 1)`];
  const problems: string[] = [];
  const metaAt = html.search(CSP_META);
  const firstResource = html.search(/<(?:script|style)\b|<link\b[^>]*rel="?stylesheet/i);
  if (firstResource !== -1 && firstResource < metaAt) problems.push('the Content-Security-Policy <meta> comes after a script or stylesheet');
  const actual = parsePolicy(policies[0]!);
  const expected = parsePolicy(expectedPagePolicy(html, env));
  const missing = (expected.get('script-src') ?? []).filter((source) => !(actual.get('script-src') ?? []).includes(source));
  const extra = (actual.get('script-src') ?? []).filter((source) => !(expected.get('script-src') ?? []).includes(source));
  if (missing.length > 0) problems.push(`script-src lacks ${missing.length} inline script hash(es): ${missing.join(' ')}`);
  if (extra.length > 0) problems.push(`script-src allows sources no inline script needs: ${extra.join(' ')}`);
  for (const [name, sources] of expected) {
    if (name === 'script-src') continue;
    const got = actual.get(name);
    if (!got || got.join(' ') !== sources.join(' ')) problems.push(`${name} is '${got?.join(' ') ?? '(missing)'}', expected '${sources.join(' ')}'`);
  }
  for (const name of actual.keys()) if (!expected.has(name)) problems.push(`unexpected directive ${name}`);
  return problems;
}
