import { getAllNews, type NewsItem } from '@/lib/content/news';

const SAME_CATEGORY_WEIGHT = 3;
const SHARED_AREA_WEIGHT = 1;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/**
 * The `count` items closest to `item`: three points for the same category, one for sharing a price
 * area; ties go to the item nearest in date, then the newer, then by slug. So a report's neighbours
 * are the reports of the months around it, and a Ringhals item's the other items on power production.
 */
export function relatedNews(item: NewsItem, count = 3, items: readonly NewsItem[] = getAllNews()): NewsItem[] {
  const areas = new Set(item.areas);
  const score = (other: NewsItem) =>
    (other.category === item.category ? SAME_CATEGORY_WEIGHT : 0) + (other.areas.some((area) => areas.has(area)) ? SHARED_AREA_WEIGHT : 0);
  const distance = (other: NewsItem) => Math.abs(dayNumber(other.date) - dayNumber(item.date));
  return items
    .filter((other) => other.slug !== item.slug)
    .map((other) => ({ other, score: score(other), distance: distance(other) }))
    .sort((a, b) => b.score - a.score || a.distance - b.distance || b.other.date.localeCompare(a.other.date) || a.other.slug.localeCompare(b.other.slug, 'en'))
    .slice(0, count)
    .map(({ other }) => other);
}
