import { Star } from 'lucide-react';

import { AffiliateLink } from '@/components/offers/affiliate-link';
import { OfferBadges, OfferBenefits } from '@/components/offers/offer-parts';
import type { ProviderOffer } from '@/lib/content/offers';
import { CONTRACT_TYPE_LABELS, pricePeriodLabel } from '@/lib/domain/contracts';
import { formatKr, formatNumber } from '@/lib/format';

import { OfferPriceTable } from './offer-price-table';

/** Ratings in the catalogue are on a 1–5 scale (lib/domain/contracts.ts). */
const RATING_MAX = 5;

/** One contract of a provider page: terms, benefits, prices per area and the sign-up link. */
export function ProviderOfferCard({ offer }: { offer: ProviderOffer }) {
  const headingId = `avtal-${offer.id}`;
  return (
    <article aria-labelledby={headingId} data-offer-id={offer.id} className="rounded-lg border border-border p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {offer.name}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{offer.supplier}</p>
        </div>
        <OfferBadges
          typeLabel={CONTRACT_TYPE_LABELS[offer.contractType]}
          greenEnergy={offer.greenEnergy}
          popular={offer.popular}
        />
      </div>

      <p className="mt-3 flex items-center gap-1.5 text-sm">
        <Star aria-hidden="true" className="size-4 fill-warning text-warning" />
        <span>
          Betyg <strong>{formatNumber(offer.rating, 1)}</strong> av {formatNumber(RATING_MAX)} ({formatNumber(offer.reviewCount)} omdömen)
        </span>
      </p>

      <p className="mt-3 leading-7 text-muted-foreground">{offer.description}</p>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Månadsavgift</dt>
          <dd className="font-semibold" data-field="monthly-fee">
            {formatKr(offer.monthlyFee)}/mån
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Bindningstid</dt>
          <dd className="font-semibold">{offer.bindingLabel}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Elområden</dt>
          <dd className="font-semibold">{offer.priceAreas.join(', ')}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Prisets giltighet</dt>
          <dd className="font-semibold">{pricePeriodLabel(offer)}</dd>
        </div>
      </dl>

      <OfferBenefits benefits={offer.benefits} className="mt-4" />

      <div className="mt-5">
        <OfferPriceTable offer={offer} />
      </div>

      {offer.affiliateLink ? (
        <AffiliateLink href={offer.affiliateLink} className="mt-5">
          Teckna avtal hos {offer.supplier}
        </AffiliateLink>
      ) : null}
    </article>
  );
}
