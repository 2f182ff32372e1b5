'use client';

import { FullBillSection } from '@/components/grid/full-bill-section';
import { shownArea, visibleOffers } from '@/lib/compare/search-state';
import { fullBillSupply } from '@/lib/grid/full-bill';
import type { OffersByArea } from '@/lib/compare/types';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';

import { CompareForm } from './compare-form';
import { OfferList, SearchSummary } from './compare-results';
import { useCompareSearch } from './use-compare-search';

/**
 * The /jamfor island: form, filters and the ranked list. Rendered on the server with the default
 * state (the SE3 list is in the HTML); the address is read after hydration, so no Suspense
 * boundary is needed and search engines and no-JS visitors get the full default list. The search
 * itself is useCompareSearch; the parts here only render it.
 */
export function CompareTool({
  offersByArea,
  spotOreExVatByArea,
}: {
  offersByArea: OffersByArea;
  /** For the full bill's spot-variable grid fees (issue 14); without it the section is not shown. */
  spotOreExVatByArea?: Readonly<Record<PriceArea, number>>;
}) {
  const { state, dispatch, search, changeArea, clear, warmLookup, resultRef, headingRef } = useCompareSearch(offersByArea);
  const offers = visibleOffers(offersByArea, state);
  const area = shownArea(state);
  const hasLive = Boolean(state.live[area] && Object.keys(state.live[area]).length > 0);
  const noFixedOffers = !PRICE_AREAS.some((a) => offersByArea[a].some((offer) => offer.contractType === 'fast'));
  // The full bill's elhandel part: the list's cheapest offer at the slider's consumption.
  const cheapest = fullBillSupply(offers, state.monthlyKwh * 12);

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <CompareForm state={state} dispatch={dispatch} onSearch={() => void search(state.input, null, true)} onPostcodeFocus={warmLookup} />

      <section ref={resultRef} aria-labelledby="jamfor-resultat" aria-busy={state.searching} className="min-w-0 scroll-mt-20">
        {state.result ? <SearchSummary result={state.result} onAreaChange={changeArea} onClear={clear} /> : null}
        <OfferList
          state={state}
          offers={offers}
          area={area}
          hasLive={hasLive}
          noFixedOffers={noFixedOffers}
          dispatch={dispatch}
          headingRef={headingRef}
        />
      </section>

      {spotOreExVatByArea ? (
        <FullBillSection
          headingLevel="h2"
          className="lg:col-start-2"
          consumption={{ kind: 'editable', monthlyKwh: state.monthlyKwh }}
          supply={cheapest ? { ...cheapest.supply, source: { name: `${cheapest.offer.supplier} – ${cheapest.offer.name}` } } : null}
          supplyWhere="det billigaste avtalet i listan ovan"
          spotOreExVat={spotOreExVatByArea[area]}
          postalCode={state.result?.postalCode ?? null}
        />
      ) : null}
    </div>
  );
}
