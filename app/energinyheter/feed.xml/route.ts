import { ATOM_TYPE } from '@/lib/feeds/paths';
import { newsFeed } from '@/lib/feeds/site-feeds';

/** The energy news (written items and monthly price reports) as an Atom feed, out/energinyheter/feed.xml. */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(newsFeed(), { headers: { 'Content-Type': `${ATOM_TYPE}; charset=utf-8` } });
}
