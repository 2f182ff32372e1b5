import { EDITORIAL_AUTHOR } from '@/lib/content/editorial/schemas';
import { BLOG_PATH, getAllArticles } from '@/lib/content/editorial';
import { getAllNews } from '@/lib/content/news';
import { stockholmMidnightMs, toStockholmIso } from '@/lib/domain/stockholm-time';
import { newsCategoryLabel } from '@/lib/news/categories';
import { NEWS_PATH } from '@/lib/news/paths';
import { absoluteUrl, siteConfig } from '@/lib/site';

import { writeAtomFeed, type AtomEntry } from './atom';
import { BLOG_FEED, NEWS_FEED, type FeedLink } from './paths';

/**
 * The blog's and the energy news' Atom feeds, from the same collections the pages list: every
 * article (every news item: the written ones and the monthly price reports) with its own title,
 * summary (the excerpt the listings show), category and dates. An article's dates are days; an
 * entry gives them as Stockholm midnight of that day.
 */

/** A content date 'YYYY-MM-DD' as RFC 3339: the start of that day in Stockholm. */
export function feedDate(date: string): string {
  return toStockholmIso(stockholmMidnightMs(date));
}

interface FeedItem {
  path: string;
  title: string;
  excerpt: string;
  publishDate: string;
  updatedDate: string;
  category: string;
}

function siteFeed(link: FeedLink, pagePath: string, subtitle: string, items: readonly FeedItem[]): string {
  return writeAtomFeed({
    selfUrl: absoluteUrl(link.path),
    pageUrl: absoluteUrl(pagePath),
    title: link.title,
    subtitle,
    author: EDITORIAL_AUTHOR,
    language: 'sv',
    entries: items.map((item): AtomEntry => ({
      url: absoluteUrl(item.path),
      title: item.title,
      summary: item.excerpt,
      published: feedDate(item.publishDate),
      updated: feedDate(item.updatedDate),
      categories: [item.category],
    })),
  });
}

export function blogFeed(): string {
  return siteFeed(BLOG_FEED, BLOG_PATH, `Artiklar från ${siteConfig.name} om elpriset, elavtal och att spara el.`, getAllArticles());
}

export function newsFeed(): string {
  return siteFeed(
    NEWS_FEED,
    NEWS_PATH,
    'Månadsrapporter om elpriset i SE1–SE4, räknade ur vår prisdata, och daterade nyheter om skatter, regler och elproduktion.',
    getAllNews().map((item) => ({ ...item, category: newsCategoryLabel(item.category) })),
  );
}
