import { CalendarDays, Clock, UserRound } from 'lucide-react';

import { formatReadTime } from '@/lib/content/editorial';
import { formatDate } from '@/lib/format';

/** Author, dates (sv-SE) and read time under an article's or guide's title. */
export function ArticleMeta({
  author,
  publishDate,
  updatedDate,
  readTimeMinutes,
}: {
  author: string;
  publishDate: string;
  updatedDate: string;
  readTimeMinutes: number;
}) {
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4" />
        {author}
      </li>
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <span>
          Publicerad <time dateTime={publishDate}>{formatDate(publishDate)}</time>
          {updatedDate !== publishDate ? (
            <>
              , uppdaterad <time dateTime={updatedDate}>{formatDate(updatedDate)}</time>
            </>
          ) : null}
        </span>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {formatReadTime(readTimeMinutes)}
      </li>
    </ul>
  );
}
