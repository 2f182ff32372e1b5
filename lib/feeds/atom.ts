/**
 * An Atom 1.0 feed (RFC 4287) as text: what the blog and news feeds are written with. Pure; the
 * caller gives absolute URLs and RFC 3339 dates. The feed's `updated` is its newest entry's, so a
 * rebuild of the same content gives the same bytes (no build date anywhere).
 */

export interface AtomEntry {
  /** Absolute URL of the page; also the entry's id. */
  url: string;
  title: string;
  summary: string;
  /** RFC 3339, e.g. '2026-11-20T00:00:00+01:00'. */
  published: string;
  updated: string;
  categories: readonly string[];
}

export interface AtomFeed {
  /** Absolute URL of the feed itself; also the feed's id. */
  selfUrl: string;
  /** Absolute URL of the page the feed follows. */
  pageUrl: string;
  title: string;
  subtitle: string;
  author: string;
  language: string;
  entries: readonly AtomEntry[];
}

/** Text content and attribute values: the five characters XML reserves. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);
}

/** The newest of RFC 3339 instants (compared as instants, not as text). */
function newest(dates: readonly string[]): string | undefined {
  return [...dates].sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}

export function writeAtomFeed(feed: AtomFeed): string {
  const updated = newest(feed.entries.map((entry) => entry.updated));
  if (!updated) throw new Error(`${feed.selfUrl}: a feed needs at least one entry (its date is the newest entry's)`);
  const entries = feed.entries.map((entry) =>
    [
      '  <entry>',
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    <id>${escapeXml(entry.url)}</id>`,
      `    <published>${entry.published}</published>`,
      `    <updated>${entry.updated}</updated>`,
      ...entry.categories.map((term) => `    <category term="${escapeXml(term)}"/>`),
      `    <summary type="text">${escapeXml(entry.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `  <id>${escapeXml(feed.selfUrl)}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
