import { FullBillSection } from '@/components/grid/full-bill-section';
import type { PriceArea } from '@/lib/domain/price-area';
import { dwellingOf } from '@/lib/market/consumption';
import { supplyPrices } from '@/lib/market/cost';
import { ELPRISKOLLEN, type AreaSource } from '@/lib/market/offer';

import type { Jamfor } from './use-jamfor';

/**
 * The full bill under /jamfor's list (the FullBillSection contract of phase 2): the page decides
 * the supply, the cheapest offer of the current filtered list at the chosen consumption
 * (supplyPrices: price and fee incl. VAT, with Elpriskollen and the area's date as its source),
 * and passes the searched postcode for the energy tax. The spot price of the grid's spot-variable
 * fees is the same Elpriskollen spot the variable offers are priced with, so the bill has one
 * price basis. While the area's whole list is on its way (or failed) and the screen asks for more
 * than the first page, there is no cheapest offer to name, and the section says so.
 */
export function CompareFullBill({ jamfor, sources }: { jamfor: Jamfor; sources: Readonly<Record<PriceArea, AreaSource>> }) {
  const { view, state } = jamfor;
  const source = sources[view.area];
  const cheapest = view.cheapest;
  return (
    <FullBillSection
      headingLevel="h2"
      className="lg:col-start-2"
      consumption={{ kind: 'editable', monthlyKwh: view.annualKwh / 12 }}
      supply={
        cheapest
          ? {
              ...supplyPrices(cheapest.offer),
              source: { name: `${cheapest.offer.supplierName} – ${cheapest.offer.product}`, url: ELPRISKOLLEN.url, date: source.date },
            }
          : null
      }
      supplyWhere="det billigaste avtalet i listan ovan"
      spotOreExVat={source.spotOre}
      postalCode={state.result?.postalCode ?? null}
      dwelling={dwellingOf(view.annualKwh)}
    />
  );
}
