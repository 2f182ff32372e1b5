/**
 * Links inside running text, written in content as `[text](href)`: a page of the site ('/cookies'),
 * an authority ('https://www.imy.se') or an e-mail address ('mailto:…'). Rule: text
 * that names a page, an authority or an address links to it. The content schema checks every
 * link's form when the site builds (lib/content/schemas.ts); that a site path is a page the export
 * contains is the site-wide check's (scripts/lib/site-check.ts, every link of every page in out/).
 */

export type InlinePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Splits text into plain parts and links, in order; text without links is one plain part. */
export function parseInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', text: label!, href: href! });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The text a reader sees: links replaced by their text. */
export function plainText(text: string): string {
  return parseInlineLinks(text)
    .map((part) => part.text)
    .join('');
}

const MAILTO = /^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;
/** A root-relative path of this site: lower-case segments, an optional query and fragment. */
const SITE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:\?[^\s#]*)?(?:#[a-z0-9-]+)?$/;
const HTTPS = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:\/\S*)?$/i;

/**
 * Why a link cannot be used, or null when it can: internal ones must be paths of this site
 * ('/stader/malmo', '/jamfor?type=fast', '/el-avtals-skolan#kostnader'), external ones https,
 * addresses mailto.
 */
export function inlineLinkProblem(href: string): string | null {
  if (href.startsWith('/')) return SITE_PATH.test(href) ? null : `not a path of this site: ${href}`;
  if (href.startsWith('mailto:')) return MAILTO.test(href) ? null : `not an e-mail address: ${href}`;
  return HTTPS.test(href) ? null : `not an https address: ${href}`;
}

/** Helpers for content modules, so the markup is written one way. */
export const link = (text: string, href: string): string => `[${text}](${href})`;
export const mailLink = (email: string): string => link(email, `mailto:${email}`);
