import { ScrollRegion, SCROLL_HINT } from '@/components/ui/scroll-region';
import type { ProviderOffer } from '@/lib/content/offers';
import { jamforprisTable, JAMFORPRIS_CONSUMPTIONS } from '@/lib/domain/cost';
import { PRICE_AREA_NAMES } from '@/lib/domain/price-area';
import { formatNumber, formatOrePerKwh } from '@/lib/format';

/**
 * One offer's price in every area it serves, with the jämförpris at the three consumptions
 * Konsumentverket's rules use (decisions.md, "Consumer rules and transparency").
 */
export function OfferPriceTable({ offer }: { offer: ProviderOffer }) {
  const captionId = `priser-${offer.id}`;
  return (
    <ScrollRegion labelledBy={captionId} hint={SCROLL_HINT} className="rounded-md border border-border">
      <table className="w-full min-w-[36rem] text-sm">
        <caption id={captionId} className="px-3 pt-3 text-left font-medium">
          Elpris och jämförpris per elområde
        </caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">
              Elområde
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Elpris
            </th>
            {JAMFORPRIS_CONSUMPTIONS.map((kwh) => (
              <th key={kwh} scope="col" className="px-3 py-2 font-medium">
                Jämförpris vid {formatNumber(kwh)}&nbsp;kWh/år
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {offer.prices.map((price) => (
            <tr key={price.area} data-area={price.area} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {price.area} {PRICE_AREA_NAMES[price.area]}
              </th>
              <td className="px-3 py-2 font-semibold whitespace-nowrap" data-cell="price">
                {formatOrePerKwh(price.pricePerKwh)}
              </td>
              {jamforprisTable(price.pricePerKwh, offer.monthlyFee).map((row) => (
                <td key={row.annualKwh} className="px-3 py-2 whitespace-nowrap" data-cell={`jamforpris-${row.annualKwh}`}>
                  {formatOrePerKwh(row.orePerKwh)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
