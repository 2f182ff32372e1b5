import { AffiliateLink } from '@/components/offers/affiliate-link';
import { OfferBadges, OfferBenefits, OfferSource } from '@/components/offers/offer-parts';
import { checkedDateLabel, type ProviderOffer } from '@/lib/content/offers';
import { CONTRACT_TYPE_LABELS, pricePeriodLabel, type FeeAsStated } from '@/lib/domain/contracts';
import { formatKrExact } from '@/lib/format';

import { OfferPriceTable } from './offer-price-table';

/** The fee as the source states it, when that is not already kr per month incl. VAT. */
function feeAsStatedText(fee: FeeAsStated): string | null {
  if (fee.per === 'month' && fee.vat === 'incl') return null;
  return `enligt källan ${formatKrExact(fee.kr)} per ${fee.per === 'year' ? 'år' : 'månad'} ${fee.vat === 'incl' ? 'inkl.' : 'exkl.'} moms`;
}

/** One contract of a provider page: terms, benefits, prices per area and the sign-up link. */
export function ProviderOfferCard({ offer }: { offer: ProviderOffer }) {
  const headingId = `avtal-${offer.id}`;
  const feeText = feeAsStatedText(offer.feeAsStated);
  return (
    <article aria-labelledby={headingId} data-offer-id={offer.id} className="rounded-lg border border-border p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {offer.name}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{offer.supplier}</p>
        </div>
        <OfferBadges typeLabel={CONTRACT_TYPE_LABELS[offer.contractType]} greenEnergy={offer.greenEnergy} />
      </div>

      <p className="mt-3 leading-7 text-muted-foreground">{offer.description}</p>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Månadsavgift</dt>
          <dd className="font-semibold" data-field="monthly-fee">
            {formatKrExact(offer.monthlyFee)}/mån inkl. moms
            {feeText ? <span className="block font-normal text-muted-foreground">({feeText})</span> : null}
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
      <OfferSource
        source={{ url: offer.source, name: offer.sourceName, dateLabel: checkedDateLabel(offer.checkedDate) }}
        note={
          offer.termsArea && offer.priceAreas.length > 1
            ? `Uppgiften gäller elområde ${offer.termsArea}; vi räknar med samma påslag i övriga elområden.`
            : undefined
        }
        className="mt-4"
      />
      <p className="mt-1 text-xs text-muted-foreground">{offer.sourceNote}</p>

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
