import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';

import { getAllArticles } from '@/lib/content/editorial';
import { getAllNews } from '@/lib/content/news';
import { escapeXml, writeAtomFeed, type AtomFeed } from '@/lib/feeds/atom';
import { blogFeed, feedDate, newsFeed } from '@/lib/feeds/site-feeds';

const FEED: AtomFeed = {
  selfUrl: 'https://example.org/blog/feed.xml',
  pageUrl: 'https://example.org/blog',
  title: 'Exempel & "citat"',
  subtitle: 'Om <el>',
  author: 'Redaktionen',
  language: 'sv',
  entries: [
    {
      url: 'https://example.org/blog/a?x=1&y=2',
      title: 'Äldre',
      summary: 'Sammanfattning med <b> & å',
      published: '2026-03-01T00:00:00+01:00',
      updated: '2026-06-01T00:00:00+02:00',
      categories: ['Tips'],
    },
    {
      url: 'https://example.org/blog/b',
      title: 'Nyare',
      summary: 'Två',
      published: '2026-05-01T00:00:00+02:00',
      updated: '2026-05-02T00:00:00+02:00',
      categories: [],
    },
  ],
};

describe('the Atom writer', () => {
  const xml = writeAtomFeed(FEED);

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('writes well-formed XML that a feed parser reads back as Atom', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseFeed(xml);
    expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
    expect(feed.title).toBe('Exempel & "citat"');
    expect(feed.self).toBe('https://example.org/blog/feed.xml');
    expect(feed.url).toBe('https://example.org/blog');
    expect(feed.items.map((item) => [item.id, item.url, item.title, item.description])).toEqual([
      ['https://example.org/blog/a?x=1&y=2', 'https://example.org/blog/a?x=1&y=2', 'Äldre', 'Sammanfattning med <b> & å'],
      ['https://example.org/blog/b', 'https://example.org/blog/b', 'Nyare', 'Två'],
    ]);
    expect(feed.items[0]!.categories.map((c) => c.term)).toEqual(['Tips']);
  });

  it('dates the feed by its newest entry, compared as instants (never the build)', () => {
    expect(xml).toContain('\n  <updated>2026-06-01T00:00:00+02:00</updated>\n');
    expect(writeAtomFeed(FEED)).toBe(xml);
  });

  it('refuses a feed without entries, which would have no date', () => {
    expect(() => writeAtomFeed({ ...FEED, entries: [] })).toThrow(/at least one entry/);
  });

  it('gives a content day as Stockholm midnight', () => {
    expect(feedDate('2026-01-15')).toBe('2026-01-15T00:00:00+01:00');
    expect(feedDate('2026-07-15')).toBe('2026-07-15T00:00:00+02:00');
  });
});

describe('the site’s feeds over the bundled content', () => {
  it('the blog feed has every article, newest first as the listing, with its own dates', () => {
    const feed = parseFeed(blogFeed());
    const articles = getAllArticles();
    expect(feed.items.map((item) => item.url)).toEqual(articles.map((a) => `https://elvalet.se${a.path}`));
    expect(feed.items.map((item) => item.published?.getTime())).toEqual(articles.map((a) => Date.parse(feedDate(a.publishDate))));
    expect(feed.updated?.getTime()).toBe(Math.max(...articles.map((a) => Date.parse(feedDate(a.updatedDate)))));
  });

  it('the news feed has every written item and price report', () => {
    const feed = parseFeed(newsFeed());
    const items = getAllNews();
    expect(feed.items.map((item) => item.url)).toEqual(items.map((item) => `https://elvalet.se${item.path}`));
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['written', 'report']));
  });
});
