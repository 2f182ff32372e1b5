'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Check } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import type { PriceArea } from '@/lib/domain/price-area';
import { cx } from '@/lib/utils';

export interface AreaSummary {
  area: PriceArea;
  name: string;
  /** Pre-formatted on the server, e.g. ['Mars 2026', '66,4 öre/kWh']. */
  figures: readonly { label: string; value: string }[];
}

/**
 * The area choice of /elpris-historik (docs/rules/spot-prices.md: SE1–SE4, default SE3, 'Välj {area}' buttons, the
 * selected card highlighted and marked 'Vald'). One selector only: the four compact area cards,
 * two by two on phones (a second row of area buttons above them pushed the
 * history about 1 400 px down on a phone). The server renders all four panels; this island
 * only decides which one is visible, so it ships almost no JavaScript. Without JavaScript the
 * default area's panel and the four-area comparison are still there. An address ending in an
 * area (/elpris-historik#SE1, as the city pages link) opens on that area.
 */
export function HistoryAreaSelector({
  defaultArea,
  summaries,
  panels,
}: {
  defaultArea: PriceArea;
  summaries: readonly AreaSummary[];
  panels: Readonly<Record<PriceArea, ReactNode>>;
}) {
  const [selected, setSelected] = useState<PriceArea>(defaultArea);
  useEffect(() => {
    const fromHash = () => {
      const hash = window.location.hash.slice(1).toUpperCase();
      const match = summaries.find((summary) => summary.area === hash);
      if (match) setSelected(match.area);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [summaries]);
  return (
    <div className="space-y-10">
      <section aria-labelledby="elomrade-heading">
        <h2 id="elomrade-heading" className="text-2xl font-semibold tracking-tight">
          Välj elområde
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Alla fyra elområden i korthet; historiken nedan gäller det valda.</p>
        <ul aria-labelledby="elomrade-heading" className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {summaries.map((summary) => {
            const isSelected = summary.area === selected;
            return (
              <li
                key={summary.area}
                data-testid={`compare-card-${summary.area}`}
                data-selected={isSelected}
                className={cx('flex flex-col rounded-lg border p-3 sm:p-5', isSelected ? 'border-2 border-primary bg-primary-soft/40' : 'border-border')}
              >
                <h3 className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 font-semibold sm:text-lg">
                  <span>
                    {summary.area} <span className="font-normal text-muted-foreground">– {summary.name}</span>
                  </span>
                  {isSelected ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                      <Check aria-hidden="true" className="size-3.5" />
                      Vald
                    </span>
                  ) : null}
                </h3>
                <dl className="mt-2 flex-1 space-y-1 text-sm">
                  {summary.figures.map((figure) => (
                    <div key={figure.label} className="flex flex-col sm:flex-row sm:justify-between sm:gap-2">
                      <dt className="text-muted-foreground">{figure.label}</dt>
                      <dd className="font-semibold tabular-nums">{figure.value}</dd>
                    </div>
                  ))}
                </dl>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => setSelected(summary.area)}
                  className={cx(buttonVariants({ variant: isSelected ? 'default' : 'outline', size: 'sm' }), 'mt-3 sm:mt-4')}
                >
                  Välj {summary.area}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      {summaries.map(({ area }) => (
        <div key={area} hidden={area !== selected} data-testid={`history-panel-${area}`}>
          {panels[area]}
        </div>
      ))}
    </div>
  );
}
