import { CalendarDays, Clock, Database, UserRound } from 'lucide-react';

import { formatReadTime } from '@/lib/content/editorial';
import type { NewsItem } from '@/lib/content/news';
import { areasLabel, reportBasisLabel } from '@/lib/news/labels';
import { formatDate } from '@/lib/format';

import { NewsCategoryChip } from './news-category-chip';

/**
 * Under a news item's title: category, date(s), read time and the price areas. A written item
 * shows the day of its event and the day we published it; a report shows the last day of prices
 * it is computed from, since it is generated from the data rather than written on a day.
 */
export function NewsArticleMeta({ item }: { item: NewsItem }) {
  return (
    <div className="mt-5 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <NewsCategoryChip category={item.category} />
        <span className="text-sm text-muted-foreground">Gäller: {areasLabel(item.areas)}</span>
      </div>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <UserRound aria-hidden="true" className="size-4" />
          {item.author}
        </li>
        {item.kind === 'written' ? (
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <span>
              Händelsen: <time dateTime={item.eventDate}>{formatDate(item.eventDate)}</time> · publicerad{' '}
              <time dateTime={item.publishDate}>{formatDate(item.publishDate)}</time>
              {item.updatedDate !== item.publishDate ? (
                <>
                  , uppdaterad <time dateTime={item.updatedDate}>{formatDate(item.updatedDate)}</time>
                </>
              ) : null}
            </span>
          </li>
        ) : (
          <li className="flex items-center gap-1.5" data-testid="report-basis">
            <Database aria-hidden="true" className="size-4" />
            {reportBasisLabel(item)}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {formatReadTime(item.readTimeMinutes)}
        </li>
      </ul>
    </div>
  );
}
