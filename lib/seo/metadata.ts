import type { Metadata } from 'next';

import { ATOM_TYPE, type FeedLink } from '@/lib/feeds/paths';
import { absoluteUrl, siteConfig } from '@/lib/site';

export interface PageMetadataInput {
  /** The page's own path, e.g. '/villkor'; becomes the absolute canonical. */
  path: string;
  /** Page title without the site name; the root layout's template appends ' | Elvalet'. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Use the title as is, without the template (the home page). */
  absoluteTitle?: boolean;
  /** The canonical's path when it is not the page's own: a moved page names its new address. */
  canonicalPath?: string;
  /** Fallback pages (unknown slugs) are rendered but kept out of search engines. */
  noindex?: boolean;
  openGraphType?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** Atom feeds of the page's section, announced in the head (`<link rel="alternate">`) for feed readers. */
  feeds?: readonly FeedLink[];
}

/** The full title as it appears in <title>, for Open Graph and tests. */
export function fullTitle(title: string, absoluteTitle = false): string {
  return absoluteTitle ? title : `${title} | ${siteConfig.name}`;
}

/** The one metadata builder every page's `metadata` / `generateMetadata` uses. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const title = fullTitle(input.title, input.absoluteTitle);
  const openGraphBase = {
    title,
    description: input.description,
    url,
    siteName: siteConfig.name,
    locale: siteConfig.ogLocale,
  };
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: {
      canonical: input.canonicalPath ? absoluteUrl(input.canonicalPath) : url,
      ...(input.feeds?.length ? { types: { [ATOM_TYPE]: input.feeds.map((feed) => ({ url: absoluteUrl(feed.path), title: feed.title })) } } : {}),
    },
    openGraph:
      input.openGraphType === 'article'
        ? {
            ...openGraphBase,
            type: 'article',
            publishedTime: input.publishedTime,
            modifiedTime: input.modifiedTime,
          }
        : { ...openGraphBase, type: 'website' },
    twitter: { card: 'summary', title, description: input.description },
    robots: input.noindex ? { index: false, follow: true } : undefined,
  };
}
