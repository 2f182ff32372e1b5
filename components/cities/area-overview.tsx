import Link from 'next/link';

import type { IndexedArea } from '@/lib/cities/search';
import { formatNumber, formatOrePerKwh, formatPopulation } from '@/lib/format';

type AreaCard = IndexedArea & { characteristics?: string; municipalityCount?: number; population?: number };

/**
 * SE1–SE4 side by side: the latest full month's average and, where given, what each area is and
 * how many municipalities and people it has. Used on /stader (server) and by the fallback city
 * page (client), so it holds no state and imports no content.
 */
export function AreaOverviewCards({ areas, headingLevel = 3 }: { areas: readonly AreaCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {areas.map((area) => (
        <li key={area.area} className="flex flex-col rounded-lg border border-border p-5" data-testid={`area-${area.area}`}>
          <Heading className="text-lg font-semibold">
            {area.area} <span className="font-normal text-muted-foreground">– {area.name}</span>
          </Heading>
          <p className="mt-2 text-sm text-muted-foreground">Snittpris {area.monthLabel}</p>
          <p className="text-2xl font-bold tabular-nums">{formatOrePerKwh(area.oreExVat)}</p>
          <p className="text-xs text-muted-foreground">exklusive moms</p>
          {area.characteristics ? <p className="mt-3 flex-1 text-sm">{area.characteristics}</p> : null}
          {area.municipalityCount !== undefined && area.population !== undefined ? (
            <p className="mt-3 text-sm text-muted-foreground">
              {formatNumber(area.municipalityCount)} kommuner, {formatPopulation(area.population)} invånare
            </p>
          ) : null}
          <Link href={area.historyHref} className="mt-3 inline-block py-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
            Prishistorik för {area.area}
          </Link>
        </li>
      ))}
    </ul>
  );
}
