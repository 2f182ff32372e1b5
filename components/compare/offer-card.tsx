import { ChevronDown, ExternalLink } from 'lucide-react';
import Link from 'next/link';

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
 * One contract in the list. The card's face holds what a buyer ranks by (cost per month,
 * jämförpris, binding) so that several offers fit one screen; 'Visa detaljer' opens everything
 * needed to check the ranking by hand: price, fee, the sum they make at the chosen consumption,
 * and the jämförpris at the three consumptions Konsumentverket's rules use (decisions.md,
 * "Consumer rules and transparency"). A native <details>, so it opens by keyboard and without JS.
 */
export function OfferCard({ offer, monthlyKwh, rank }: { offer: CompareOffer; monthlyKwh: number; rank: number }) {
  const cost = costSummary(offer.pricePerKwh, offer.monthlyFee, monthlyKwh);
  const headingId = `avtal-${offer.id}`;
  return (
    <li aria-labelledby={headingId} data-testid="offer-card" data-offer-id={offer.id} className="rounded-lg border border-border bg-background p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-xs text-muted-foreground">Plats {rank}</span>
        <h3 id={headingId} className="font-semibold">
          {offer.supplierPath ? (
            <Link href={offer.supplierPath} className="text-primary underline-offset-4 hover:underline">
              {offer.supplier}
            </Link>
          ) : (
            offer.supplier
          )}{' '}
          <span className="font-normal">– {offer.name}</span>
        </h3>
        <OfferBadges typeLabel={offer.contractTypeLabel} greenEnergy={offer.greenEnergy} />
      </div>

      <div className="mt-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-3 sm:flex-nowrap">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:min-w-0 sm:grid-cols-[auto_auto_auto] sm:gap-x-5">
          <div>
            <dt className="text-muted-foreground">Per månad</dt>
            <dd className="text-lg font-bold whitespace-nowrap" data-testid="monthly-cost">
              {formatKr(cost.monthlyCost)}
              <span className="text-sm font-medium text-muted-foreground">/mån</span>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Jämförpris</dt>
            <dd className="text-base font-semibold whitespace-nowrap sm:text-lg" data-testid="comparison-price">
              {formatOrePerKwh(cost.jamforpris)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Bindningstid</dt>
            <dd className="font-semibold sm:text-base" data-testid="binding">{offer.bindingLabel}</dd>
          </div>
        </dl>

        <div className="w-full sm:w-auto sm:shrink-0">
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
      </div>

      <details className="group mt-2" data-testid="offer-details">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-sm font-medium text-primary hover:underline [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          <span className="group-open:hidden">Visa detaljer</span>
          <span className="hidden group-open:inline">Dölj detaljer</span>
          <span className="sr-only"> om {offer.supplier} {offer.name}</span>
        </summary>

        <div className="mt-3 space-y-3">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Elpris</dt>
              <dd className="font-semibold" data-testid="price">{formatOrePerKwh(offer.pricePerKwh)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Månadsavgift</dt>
              <dd className="font-semibold" data-testid="fee">{formatFee(offer.monthlyFee)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Per år</dt>
              <dd className="font-semibold" data-testid="annual-cost">ca {formatKr(cost.annualCost)} per år</dd>
            </div>
          </dl>

          <p className="text-sm text-muted-foreground" data-testid="cost-breakdown">
            Så räknar vi: {formatOrePerKwh(offer.pricePerKwh)} × {formatNumber(monthlyKwh)} kWh ={' '}
            {formatKrExact((offer.pricePerKwh * monthlyKwh) / 100)}, plus månadsavgiften {formatKrExact(offer.monthlyFee)} ≈{' '}
            {formatKr(cost.monthlyCost)} per månad. Prisperiod: {offer.pricePeriod}.
          </p>

          <OfferBenefits benefits={offer.benefits} />
          <OfferSource
            source={offer.source}
            note={offer.termsArea ? `Uppgiften gäller elområde ${offer.termsArea}; vi räknar med samma påslag här.` : undefined}
          />

          <table className="w-full max-w-md text-left text-sm">
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
                <td className="py-1 font-semibold">{formatOrePerKwh(cost.jamforpris)}</td>
              </tr>
              {jamforprisTable(offer.pricePerKwh, offer.monthlyFee).map((row) => (
                <tr key={row.annualKwh} className="border-b border-border last:border-0">
                  <th scope="row" className="py-1 font-normal">{formatNumber(row.annualKwh)} kWh/år</th>
                  <td className="py-1">{formatOrePerKwh(row.orePerKwh)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </li>
  );
}
