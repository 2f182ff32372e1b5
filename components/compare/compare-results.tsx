import { MapPin, X } from 'lucide-react';
import Link from 'next/link';
import type { Dispatch, Ref } from 'react';

import { OfferCard } from '@/components/compare/offer-card';
import { NoFixedOffersNote } from '@/components/offers/no-fixed-offers-note';
import { buttonVariants } from '@/components/ui/button-variants';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SectionHeading } from '@/components/ui/section-heading';
import { areaLabel, areaNote } from '@/lib/compare/area-note';
import type { SearchAction, SearchResult, SearchState } from '@/lib/compare/search-state';
import type { CompareOffer } from '@/lib/compare/types';
import { CONTRACT_CHOICE_LABELS } from '@/lib/domain/contract-choice';
import { formatPostalCode } from '@/lib/domain/postal-code-rules';
import { DEFAULT_PRICE_AREA, PRICE_AREAS, PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import { formatNumber } from '@/lib/format';
import { cx } from '@/lib/utils';

/** After a search: the postcode, the area it gives (which the visitor may change) and 'Rensa sökning'. */
export function SearchSummary({ result, onAreaChange, onClear }: { result: SearchResult; onAreaChange: (value: string) => void; onClear: () => void }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-primary-soft/50 p-4">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
        <MapPin aria-hidden="true" className="size-4" />
        Resultat för postnummer {formatPostalCode(result.postalCode)}
      </span>
      <span className="flex items-center gap-2 text-sm">
        <Label htmlFor="jamfor-elomrade">Elområde</Label>
        <NativeSelect id="jamfor-elomrade" size="sm" value={result.area} onChange={(event) => onAreaChange(event.target.value)}>
          {PRICE_AREAS.map((option) => (
            <option key={option} value={option}>
              {option} ({PRICE_AREA_NAMES[option]})
            </option>
          ))}
        </NativeSelect>
      </span>
      <button type="button" onClick={onClear} className={cx(buttonVariants({ variant: 'outline', size: 'sm' }), 'ml-auto')}>
        <X aria-hidden="true" />
        Rensa sökning
      </button>
      <p className="w-full text-sm text-muted-foreground" data-testid="area-note">
        {areaNote(result)}{' '}
        <Link href="/stader#elomraden" className="font-medium text-primary underline underline-offset-4">
          Om elområdena
        </Link>
      </p>
    </div>
  );
}

/** The ranked list with its heading and basis, or why it is empty. */
export function OfferList({
  state,
  offers,
  area,
  hasLive,
  noFixedOffers,
  dispatch,
  headingRef,
}: {
  state: SearchState;
  offers: readonly CompareOffer[];
  area: PriceArea;
  hasLive: boolean;
  /** No fixed-price offer anywhere in the catalogue: the empty 'Fast pris' list says where to compare them. */
  noFixedOffers: boolean;
  dispatch: Dispatch<SearchAction>;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { result } = state;
  return (
    <>
      <SectionHeading id="jamfor-resultat" ref={headingRef} tabIndex={-1} className="focus:outline-none">
        Visar {formatNumber(offers.length)} elavtal för{' '}
        {result ? `postnummer ${formatPostalCode(result.postalCode)}` : `elområde ${state.startArea}`}
      </SectionHeading>
      <p className="mt-1 text-sm text-muted-foreground">
        {result
          ? `${CONTRACT_CHOICE_LABELS[state.choice]}, ${areaLabel(area)}, ${formatNumber(state.monthlyKwh)} kWh per månad. Billigast först.`
          : state.startArea === DEFAULT_PRICE_AREA
            ? `Innan du söker visar vi ${areaLabel(DEFAULT_PRICE_AREA)}, det elområde där flest hushåll bor. Ange ditt postnummer för att se avtalen där du bor.`
            : `Innan du söker visar vi ${areaLabel(state.startArea)}, som du har valt. Ange ditt postnummer för att se avtalen där du bor.`}
      </p>
      {hasLive ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="live-note">
          Elpris och månadsavgift är uppdaterade med leverantörernas priser för i dag.
        </p>
      ) : null}

      {offers.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {offers.map((offer, index) => (
            <OfferCard key={offer.id} offer={offer} monthlyKwh={state.monthlyKwh} rank={index + 1} />
          ))}
        </ul>
      ) : (
        <div className="mt-4 space-y-3 rounded-lg border border-border p-5" data-testid="empty-list">
          {state.choice === 'fast' && noFixedOffers ? (
            <NoFixedOffersNote className="leading-7" />
          ) : (
            <p>
              Jämförelsen har inga avtal av typen ”{CONTRACT_CHOICE_LABELS[state.choice]}” i elområde {area}: vi tar bara med
              avtal vars priser vi har en daterad källa för.
            </p>
          )}
          {state.choice === 'rorligt' ? null : (
            <button type="button" onClick={() => dispatch({ type: 'choice', choice: 'rorligt' })} className={buttonVariants({ variant: 'outline' })}>
              Visa rörliga elavtal
            </button>
          )}
        </div>
      )}
    </>
  );
}
