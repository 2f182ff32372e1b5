import { ExternalLink } from 'lucide-react';

import { AffiliateLink } from '@/components/offers/affiliate-link';
import { OfferBadges, OfferBenefits, OfferSource } from '@/components/offers/offer-parts';
import { buttonVariants } from '@/components/ui/button-variants';
import type { CompareOffer } from '@/lib/compare/types';
import { costSummary, jamforprisTable } from '@/lib/domain/cost';
import { formatKr, formatKrExact, formatNumber, formatOrePerKwh } from '@/lib/format';

function formatFee(fee: number): string {
  return `${formatKrExact(fee)}/mån`;
}

/**
 * One contract in the list. Everything a buyer needs to check the ranking by hand is on the card:
 * the price, the fee, the sum they make at the chosen consumption, and the jämförpris at the three
 * consumptions Konsumentverket's rules use (decisions.md, "Consumer rules and transparency").
 */
export function OfferCard({ offer, monthlyKwh, rank }: { offer: CompareOffer; monthlyKwh: number; rank: number }) {
  const cost = costSummary(offer.pricePerKwh, offer.monthlyFee, monthlyKwh);
  const headingId = `avtal-${offer.id}`;
  return (
    <li aria-labelledby={headingId} data-testid="offer-card" data-offer-id={offer.id} className="rounded-lg border border-border bg-background p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">Plats {rank}</p>
          <h3 id={headingId} className="text-lg font-semibold">
            {offer.supplier} <span className="font-normal">– {offer.name}</span>
          </h3>
          <OfferBadges typeLabel={offer.contractTypeLabel} greenEnergy={offer.greenEnergy} className="mt-2" />
        </div>
        <div className="sm:text-right">
          <p className="text-2xl font-bold" data-testid="monthly-cost">
            {formatKr(cost.monthlyCost)}
            <span className="text-base font-medium text-muted-foreground">/mån</span>
          </p>
          <p className="text-sm text-muted-foreground">ca {formatKr(cost.annualCost)} per år</p>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Elpris</dt>
          <dd className="font-semibold" data-testid="price">{formatOrePerKwh(offer.pricePerKwh)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Månadsavgift</dt>
          <dd className="font-semibold" data-testid="fee">{formatFee(offer.monthlyFee)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Bindningstid</dt>
          <dd className="font-semibold">{offer.bindingLabel}</dd>
        </div>
      </dl>

      <p className="mt-3 text-sm text-muted-foreground" data-testid="cost-breakdown">
        Så räknar vi: {formatOrePerKwh(offer.pricePerKwh)} × {formatNumber(monthlyKwh)} kWh ={' '}
        {formatKrExact((offer.pricePerKwh * monthlyKwh) / 100)}, plus månadsavgiften {formatKrExact(offer.monthlyFee)} ≈{' '}
        {formatKr(cost.monthlyCost)} per månad. Prisperiod: {offer.pricePeriod}.
      </p>

      <OfferBenefits benefits={offer.benefits} className="mt-3" />
      <OfferSource
        source={offer.source}
        note={offer.termsArea ? `Uppgiften gäller elområde ${offer.termsArea}; vi räknar med samma påslag här.` : undefined}
        className="mt-3"
      />

      <table className="mt-4 w-full text-left text-sm">
        <caption className="mb-1 text-left text-xs text-muted-foreground">
          Jämförpris inklusive månadsavgift, exklusive elnätsavgift och energiskatt
        </caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="py-1 font-medium">Förbrukning</th>
            <th scope="col" className="py-1 font-medium">Jämförpris</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-border">
            <th scope="row" className="py-1 font-normal">Din förbrukning, {formatNumber(monthlyKwh)} kWh/mån</th>
            <td className="py-1 font-semibold" data-testid="comparison-price">{formatOrePerKwh(cost.jamforpris)}</td>
          </tr>
          {jamforprisTable(offer.pricePerKwh, offer.monthlyFee).map((row) => (
            <tr key={row.annualKwh} className="border-b border-border last:border-0">
              <th scope="row" className="py-1 font-normal">{formatNumber(row.annualKwh)} kWh/år</th>
              <td className="py-1">{formatOrePerKwh(row.orePerKwh)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4">
        {offer.affiliateLink ? (
          <AffiliateLink href={offer.affiliateLink}>Välj detta avtal</AffiliateLink>
        ) : (
          // No paid link: the button still leads somewhere real (decisions.md, "No dead ends"),
          // the supplier's own site, and is not an ad, so it carries no 'Annons' label.
          <a href={offer.website} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
            Välj detta avtal
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(leverantörens webbplats, öppnas i en ny flik)</span>
          </a>
        )}
      </div>
    </li>
  );
}
