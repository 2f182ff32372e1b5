import { ATOM_TYPE } from '@/lib/feeds/paths';
import { blogFeed } from '@/lib/feeds/site-feeds';

/** The blog as an Atom feed, a static file out/blog/feed.xml (lib/feeds/site-feeds.ts). */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(blogFeed(), { headers: { 'Content-Type': `${ATOM_TYPE}; charset=utf-8` } });
}
