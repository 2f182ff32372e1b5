import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parseFeed } from '@rowanmanning/feed-parser';
import * as cheerio from 'cheerio';
import { XMLValidator } from 'fast-xml-parser';

import { ATOM_TYPE, BLOG_FEED, NEWS_FEED, type FeedLink } from '@/lib/feeds/paths';
import { siteConfig } from '@/lib/site';
import { listExportedPages, OUT_DIR, type ExportedPage } from '@/scripts/lib/export-pages';

/**
 * The Atom feeds as the build wrote them (out/blog/feed.xml, out/energinyheter/feed.xml), read
 * with a maintained feed parser (@rowanmanning/feed-parser) after a strict well-formedness check
 * (fast-xml-parser): every entry against the page it links to (the page exists, its canonical is
 * the entry's link, its heading is the entry's title, its JSON-LD dates are the entry's), every
 * article of the section in the feed, and every page of the section announcing the feed.
 */

const pages = listExportedPages();
const byPath = new Map(pages.map((page) => [page.urlPath, page]));

const FEEDS: { feed: FeedLink; section: RegExp; article: RegExp }[] = [
  { feed: BLOG_FEED, section: /^\/blog(?:\/|$)/, article: /^\/blog\/(?!kategori\/)[^/]+$/ },
  { feed: NEWS_FEED, section: /^\/energinyheter(?:\/|$)/, article: /^\/energinyheter\/artikel\/[^/]+$/ },
];

/** A moved article's old address is a page that only sends the reader on: not an article. */
const isMovedPage = (page: ExportedPage) => /<meta http-equiv="refresh"/i.test(page.html);

function articleDates(page: ExportedPage): { published: string; modified: string } {
  const $ = cheerio.load(page.html);
  const blocks = $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((el) => {
      const data = JSON.parse($(el).text()) as Record<string, unknown> | Record<string, unknown>[];
      const list = Array.isArray(data) ? data : [data];
      return list.flatMap((item) => (Array.isArray(item['@graph']) ? (item['@graph'] as Record<string, unknown>[]) : [item]));
    });
  const article = blocks.find((block) => typeof block.datePublished === 'string');
  if (!article) throw new Error(`${page.urlPath}: no JSON-LD with datePublished`);
  return { published: String(article.datePublished), modified: String(article.dateModified) };
}

const day = (date: Date | null) => (date ? new Date(date.getTime() + 12 * 3_600_000).toISOString().slice(0, 10) : null);

describe.each(FEEDS)('$feed.path', ({ feed, section, article }) => {
  const xml = readFileSync(path.join(OUT_DIR, feed.path), 'utf8');
  const parsed = parseFeed(xml);
  const articles = pages.filter((page) => article.test(page.urlPath) && !isMovedPage(page));

  it('is well-formed XML and an Atom 1.0 feed with absolute links to itself and its section', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed.meta).toEqual({ type: 'atom', version: '1.0' });
    expect(parsed.self).toBe(`${siteConfig.url}${feed.path}`);
    expect(parsed.title).toBe(feed.title);
    expect(parsed.language).toBe('sv');
  });

  it('dates itself by its newest entry', () => {
    expect(parsed.updated?.getTime()).toBe(Math.max(...parsed.items.map((item) => item.updated?.getTime() ?? 0)));
  });

  it('has one entry per article page of the section, and nothing else', () => {
    expect(parsed.items.length).toBeGreaterThan(0);
    expect(parsed.items.map((item) => item.url).sort()).toEqual(articles.map((page) => `${siteConfig.url}${page.urlPath}`).sort());
  });

  it('agrees with the page of every entry: canonical, heading, summary, dates', () => {
    for (const item of parsed.items) {
      const url = item.url ?? '';
      expect(url.startsWith(`${siteConfig.url}/`)).toBe(true);
      const page = byPath.get(url.slice(siteConfig.url.length));
      if (!page) throw new Error(`${feed.path}: ${url} is not a page of out/`);
      const $ = cheerio.load(page.html);
      expect({ url, canonical: $('link[rel="canonical"]').attr('href') }).toEqual({ url, canonical: url });
      expect({ url, heading: $('h1').first().text().trim() }).toEqual({ url, heading: item.title });
      expect(item.id).toBe(url);
      expect(item.description?.length).toBeGreaterThan(50);
      const dates = articleDates(page);
      expect({ url, published: day(item.published), updated: day(item.updated) }).toEqual({
        url,
        published: dates.published.slice(0, 10),
        updated: dates.modified.slice(0, 10),
      });
    }
  });

  it('is announced in the head of every page of the section', () => {
    const sectionPages = pages.filter((page) => section.test(page.urlPath) && !isMovedPage(page));
    expect(sectionPages.length).toBeGreaterThan(articles.length);
    for (const page of sectionPages) {
      const $ = cheerio.load(page.html);
      const link = $(`link[rel="alternate"][type="${ATOM_TYPE}"]`);
      expect({ page: page.urlPath, href: link.attr('href'), title: link.attr('title') }).toEqual({
        page: page.urlPath,
        href: `${siteConfig.url}${feed.path}`,
        title: feed.title,
      });
    }
  });
});
