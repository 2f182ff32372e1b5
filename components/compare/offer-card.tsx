import { ChevronDown, Leaf } from 'lucide-react';
import { memo } from 'react';

import { ReportButton } from '@/components/report/report-button';
import { Table } from '@/components/ui/table';
import { formatKr, formatKrExact, formatKwh, formatOrePerKwh } from '@/lib/format';
import { sourceText } from '@/lib/market/basis';
import type { BreakEven } from '@/lib/market/break-even';
import type { RankedOffer } from '@/lib/market/compare';
import type { RecentSpot } from '@/lib/market/recent-basis';
import { feeKrPerMonthInclVat, jamforprisTable, pricePerKwhInclVat } from '@/lib/market/cost';
import { CONTACT_EMAIL } from '@/lib/contact';
import { BINDING_UNKNOWN, OFFER_TYPE_LABELS, bindingLabel, originsText, pricePeriodLabel, type AreaSource, type MarketOffer } from '@/lib/market/offer';
import { offerOnwardStep, ONWARD_LABEL, type SupplierWebsites } from '@/lib/market/onward';
import { reportProps } from '@/lib/reports/report';

import { BreakEvenBasis, BreakEvenLine, RecentCostLine } from './fixed-or-variable';
import { OnwardStep } from './onward-step';

import { fixedReminderChoice } from './contract-end-choice';
import { ContractEndReminder } from './contract-end-reminder';

interface OfferCardProps {
  ranked: RankedOffer;
  rank: number;
  /** The consumption the cost is at, kWh per year. */
  annualKwh: number;
  source: Pick<AreaSource, 'date' | 'postalCode'>;
  /** The suppliers' own websites where the site can cite them (the onward step links them). */
  websites?: SupplierWebsites;
  /**
   * The break-even against the area's cheapest variable offer and the last 12 months' spot
   * (components/compare/fixed-or-variable.tsx); `recentOnFace` when the list is sorted on that basis.
   */
  fixedOrVariable?: { breakEven: BreakEven | undefined; variable: MarketOffer | null; recent: RecentSpot | undefined; recentOnFace: boolean };
}

/**
 * One offer of the market catalogue. The face holds what a buyer ranks by: the cost per
 * year and month at the chosen consumption, the jämförpris and the bindningstid, and the same
 * onward step for every offer, 'Sök avtalet hos Elpriskollen' (docs/rules/onward-step.md): no
 * offer looks stronger, and none carries an ad label (docs/rules/transparency.md). 'Visa detaljer' opens
 * what checks the figure by hand: price and fee incl. VAT, the sum, the period the price applies
 * to, the jämförpris at 2 000 / 5 000 / 20 000 kWh as Konsumentverket's rules describe, the
 * origin, and the source with its date. A native <details>: it opens by keyboard and without JS.
 * On the line of 'Visa detaljer', 'Rapportera fel' with the offer's id, area and day read filled in.
 */
function OfferCardView({ ranked, rank, annualKwh, source, websites, fixedOrVariable }: OfferCardProps) {
  const { offer, cost } = ranked;
  const headingId = `avtal-${offer.id}`;
  const price = pricePerKwhInclVat(offer);
  const fee = feeKrPerMonthInclVat(offer);
  const origins = originsText(offer.origins);
  const reminder = fixedReminderChoice(offer.id, offer.product, offer.type);
  return (
    <li
      aria-labelledby={headingId}
      data-testid="offer-card"
      data-offer-id={offer.id}
      className="min-w-0 rounded-lg border border-border bg-background p-4 shadow-sm render-later [--render-later-size:22rem] sm:py-3 sm:[--render-later-size:10.5rem]"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-xs text-muted-foreground">Plats {rank}</span>
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          {offer.supplierName} <span className="font-normal">– {offer.product}</span>
        </h3>
        <ul className="flex flex-wrap gap-2" aria-label="Avtalstyp och märkning">
          <li className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold" data-testid="offer-type">
            {OFFER_TYPE_LABELS[offer.type]}
          </li>
          {offer.braMiljoval ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">
              <Leaf aria-hidden="true" className="size-3.5" />
              Bra miljöval
            </li>
          ) : null}
          {offer.live ? <li className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold">Dagens pris</li> : null}
        </ul>
      </div>

      <div className="mt-1 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_auto_auto] sm:gap-x-5">
          <div>
            <dt className="text-muted-foreground">Per år</dt>
            <dd className="text-lg font-bold whitespace-nowrap" data-testid="yearly-cost">
              {formatKr(cost.yearlyKr)}
            </dd>
            <dd className="text-sm whitespace-nowrap text-muted-foreground" data-testid="monthly-cost">
              {formatKr(cost.monthlyKr)}/mån
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Jämförpris</dt>
            <dd className="text-base font-semibold whitespace-nowrap" data-testid="comparison-price">
              {formatOrePerKwh(cost.jamforprisOre, 2)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Bindningstid</dt>
            <dd className="font-semibold" data-testid="binding">
              {bindingLabel(offer.type)}
            </dd>
          </div>
        </dl>

        <OnwardStep step={offerOnwardStep(offer, source, websites)} label={ONWARD_LABEL} describedBy={headingId} />
      </div>

      {fixedOrVariable?.recentOnFace ? <RecentCostLine recentCost={ranked.recentCost} className="mt-1 text-xs leading-4" /> : null}
      <BreakEvenLine offer={offer} breakEven={fixedOrVariable?.breakEven} className="text-xs leading-4" />

      {/* The details and 'Rapportera fel' share a line, so the report costs the card no height. */}
      <div className="mt-1 flex flex-wrap items-start gap-x-4">
        <details className="group min-w-0 flex-1" data-testid="offer-details">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded text-sm font-medium text-primary hover:underline sm:min-h-6 [&::-webkit-details-marker]:hidden">
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            <span className="group-open:hidden">Visa detaljer</span>
            <span className="hidden group-open:inline">Dölj detaljer</span>
            <span className="sr-only">
              {' '}
              om {offer.supplierName} {offer.product}
            </span>
          </summary>

          <div className="mt-3 space-y-3 text-sm">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
              <div>
                <dt className="text-muted-foreground">Elpris</dt>
                <dd className="font-semibold" data-testid="price">
                  {formatOrePerKwh(price, 2)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Fast avgift</dt>
                <dd className="font-semibold" data-testid="fee">
                  {formatKrExact(fee)}/mån
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-muted-foreground">Ursprung</dt>
                <dd className="font-semibold" data-testid="origin">
                  {origins || BINDING_UNKNOWN}
                </dd>
              </div>
            </dl>

            <p className="text-muted-foreground" data-testid="cost-breakdown">
              Så räknar vi: {formatOrePerKwh(price, 2)} × {formatKwh(annualKwh)} + 12 × {formatKrExact(fee)} ≈ {formatKr(cost.yearlyKr)} per år,{' '}
              {formatKr(cost.monthlyKr)} per månad, inklusive moms men utan elnätsavgift och energiskatt. Prisperiod:{' '}
              {pricePeriodLabel(offer.type).toLocaleLowerCase('sv-SE')}.
            </p>

            <Table
              caption="Jämförpris inklusive fast avgift och moms, exklusive elnätsavgift och energiskatt"
              captionClassName="mb-1 text-left text-xs text-muted-foreground"
              className="w-full max-w-md text-left"
            >
              <thead>
                <tr className="border-b border-border text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">
                    Förbrukning
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Jämförpris
                  </th>
                </tr>
              </thead>
              <tbody>
                {jamforprisTable(offer).map((row) => (
                  <tr key={row.annualKwh} className="border-b border-border last:border-0">
                    <th scope="row" className="py-1 font-normal">
                      {formatKwh(row.annualKwh)} per år
                    </th>
                    <td className="py-1" data-testid={`jamforpris-${row.annualKwh}`}>
                      {formatOrePerKwh(row.ore, 2)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>

            {fixedOrVariable && !fixedOrVariable.recentOnFace ? <RecentCostLine recentCost={ranked.recentCost} /> : null}
            {fixedOrVariable ? (
              <BreakEvenBasis
                offer={offer}
                breakEven={fixedOrVariable.breakEven}
                variable={fixedOrVariable.variable}
                annualKwh={annualKwh}
                recent={fixedOrVariable.recent}
              />
            ) : null}

            {offer.note ? <p data-testid="offer-note">{offer.note}</p> : null}
            <p className="text-muted-foreground" data-testid="offer-source">
              {offer.live
                ? `Fast avgift, påslag och övriga kostnader: leverantörens pris för i dag. Spotpriset och övrigt: ${sourceText(source)}.`
                : `Källa: ${sourceText(source)}.`}
            </p>
            {reminder ? <ContractEndReminder supplierName={offer.supplierName} choices={[reminder]} /> : null}
          </div>
        </details>
        <ReportButton
          {...reportProps(
            {
              kind: 'offer',
              id: offer.id,
              label: `${offer.supplierName} – ${offer.product}`,
              area: offer.area,
              dataDate: source.date,
              dataDateLabel: 'hämtat',
            },
            CONTACT_EMAIL,
          )}
        />
      </div>
    </li>
  );
}

/**
 * Memoised: the list renders 20 cards, and the tool around it renders again on every keystroke in
 * the postcode field and once when it starts after hydration. A card renders again only when what
 * it shows changes (the list keeps its offers' identity while its query is the same,
 * components/compare/use-jamfor.ts).
 */
export const OfferCard = memo(OfferCardView, (before, after) => {
  const a = before.fixedOrVariable;
  const b = after.fixedOrVariable;
  return (
    before.ranked === after.ranked &&
    before.rank === after.rank &&
    before.annualKwh === after.annualKwh &&
    before.source === after.source &&
    before.websites === after.websites &&
    (a === b ||
      (a !== undefined &&
        b !== undefined &&
        a.breakEven === b.breakEven &&
        a.variable === b.variable &&
        a.recent === b.recent &&
        a.recentOnFace === b.recentOnFace))
  );
});
