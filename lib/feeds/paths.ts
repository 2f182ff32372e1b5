/**
 * Where the site's Atom feeds are published (app/blog/feed.xml/route.ts,
 * app/energinyheter/feed.xml/route.ts) and what a feed reader calls them. Plain constants, so the
 * pages that link a feed import nothing else.
 */
export const ATOM_TYPE = 'application/atom+xml';

export interface FeedLink {
  path: string;
  title: string;
}

export const BLOG_FEED: FeedLink = { path: '/blog/feed.xml', title: 'Elvalet: bloggen' };
export const NEWS_FEED: FeedLink = { path: '/energinyheter/feed.xml', title: 'Elvalet: energinyheter' };
