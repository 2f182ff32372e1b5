import { EDITORIAL_AUTHOR } from '@/lib/content/editorial/schemas';
import { BLOG_PATH, getAllArticles } from '@/lib/content/editorial';
import { getAllNews } from '@/lib/content/news';
import { stockholmMidnightMs, toStockholmIso } from '@/lib/domain/stockholm-time';
import { newsCategoryLabel } from '@/lib/news/categories';
import { NEWS_PATH } from '@/lib/news/paths';
import { absoluteUrl, siteConfig } from '@/lib/site';

import { writeAtomFeed, type AtomEntry } from './atom';
import { BLOG_FEED, NEWS_FEED } from './paths';

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

export function blogFeed(): string {
  const entries = getAllArticles().map(
    (article): AtomEntry => ({
      url: absoluteUrl(article.path),
      title: article.title,
      summary: article.excerpt,
      published: feedDate(article.publishDate),
      updated: feedDate(article.updatedDate),
      categories: [article.category],
    }),
  );
  return writeAtomFeed({
    selfUrl: absoluteUrl(BLOG_FEED.path),
    pageUrl: absoluteUrl(BLOG_PATH),
    title: BLOG_FEED.title,
    subtitle: `Artiklar från ${siteConfig.name} om elpriset, elavtal och att spara el.`,
    author: EDITORIAL_AUTHOR,
    language: 'sv',
    entries,
  });
}

export function newsFeed(): string {
  const entries = getAllNews().map(
    (item): AtomEntry => ({
      url: absoluteUrl(item.path),
      title: item.title,
      summary: item.excerpt,
      published: feedDate(item.publishDate),
      updated: feedDate(item.updatedDate),
      categories: [newsCategoryLabel(item.category)],
    }),
  );
  return writeAtomFeed({
    selfUrl: absoluteUrl(NEWS_FEED.path),
    pageUrl: absoluteUrl(NEWS_PATH),
    title: NEWS_FEED.title,
    subtitle: 'Månadsrapporter om elpriset i SE1–SE4, räknade ur vår prisdata, och daterade nyheter om skatter, regler och elproduktion.',
    author: EDITORIAL_AUTHOR,
    language: 'sv',
    entries,
  });
}
