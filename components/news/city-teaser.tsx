import Link from 'next/link';

import { getLatestReport } from '@/lib/content/news';
import { latestAverageLabel, type NewsCity } from '@/lib/news/city-pages';
import { formatDate } from '@/lib/format';

/**
 * A city on /energinyheter (docs/rules/editorial.md: teasers for Stockholm, Göteborg, Malmö and Umeå with their
 * price-area tags): the area's latest monthly average from the newest report, the newest written
 * items that concern the area, and the way to the city's news page.
 */
export function CityTeaser({ city, written = 2 }: { city: NewsCity; written?: number }) {
  const report = getLatestReport();
  const items = city.allItems.filter((item) => item.kind === 'written').slice(0, written);
  const headingId = `teaser-${city.slug}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-4 rounded-lg border border-border p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold tracking-tight">
          {city.name}
        </h3>
        <span className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-hover">{city.priceArea}</span>
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">Snittpris i {city.priceArea}: </span>
        <Link href={report.path} className="font-semibold text-primary underline-offset-4 hover:underline">
          {latestAverageLabel(city)}
        </Link>
      </p>
      {items.length > 0 ? (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.slug}>
              <Link href={item.path} className="font-medium hover:text-primary hover:underline">
                {item.title}
              </Link>
              <p className="text-sm text-muted-foreground">
                <time dateTime={item.date}>{formatDate(item.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={city.path} className="mt-auto inline-block py-1 text-sm font-medium text-primary underline underline-offset-4">
        Alla {city.allItems.length} nyheter för {city.name}
      </Link>
    </article>
  );
}
