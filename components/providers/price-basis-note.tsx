import { Info } from 'lucide-react';

import type { ProviderPriceBasis } from '@/lib/content/providers';
import { VAT_RATE } from '@/lib/domain/constants';
import { JAMFORPRIS_CONSUMPTIONS } from '@/lib/domain/cost';
import { formatNumber, formatPercent } from '@/lib/format';

function joinSwedish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;
}

/**
 * What the prices rest on, stated next to them (decisions.md, "Consumer rules and transparency":
 * the basis and period of every price; spot month, VAT, what is excluded, where the terms come from).
 */
export function PriceBasisNote({ basis }: { basis: ProviderPriceBasis }) {
  const consumptions = joinSwedish(JAMFORPRIS_CONSUMPTIONS.map((kwh) => formatNumber(kwh)));
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-muted/60 p-4 text-sm leading-6">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p>
        {basis.spotMonthLabels.length > 0 ? (
          <>
            Rörliga priser och timpriser är beräknade på elområdets genomsnittliga spotpris i{' '}
            {joinSwedish(basis.spotMonthLabels)} plus leverantörens påslag; det du betalar följer spotpriset och
            ändras därför över tid.{' '}
          </>
        ) : null}
        {basis.hasFixedPrices ? 'Fasta priser gäller under avtalets bindningstid. ' : null}Alla priser är inklusive {formatPercent(VAT_RATE * 100, 0)}{' '}
        moms men exklusive elnätsavgift och energiskatt. Jämförpriset räknar även in månadsavgiften och visar vad en kWh
        kostar i genomsnitt vid {consumptions}&nbsp;kWh per år. Påslag och avgifter kommer från källan som anges vid
        varje avtal, med källans datum.
      </p>
    </div>
  );
}
