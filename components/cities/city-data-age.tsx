import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { EnergyTaxNotice } from '@/components/ui/energy-tax-notice';
import { formatDate } from '@/lib/format';
import { energyTaxNoticeProps } from '@/lib/domain/energy-tax';
import { staleWarning } from '@/lib/domain/data-age';

/**
 * How old the figures of a city page are, in one place near its top (docs/rules/transparency.md,
 * "Data age"): the spot prices, the offers and the grid price lists, each dated, with its age and,
 * past the kind's threshold, a warning once the browser knows today's date; and the energy tax
 * notice when the page is read outside the period of the rate it uses.
 */
export function CityDataAge({ spotDay, offersDay, gridFromDate }: { spotDay: string; offersDay: string; gridFromDate: string | null }) {
  return (
    <aside aria-label="Uppgifternas ålder" className="max-w-3xl space-y-2 text-sm text-muted-foreground" data-testid="city-data-age">
      <p>
        Uppgifterna på sidan: spotpriser till och med <DataAge kind="spot" date={spotDay} text={formatDate(spotDay)} />, elavtal hämtade från Elpriskollen{' '}
        <DataAge kind="offers" date={offersDay} text={formatDate(offersDay)} />
        {gridFromDate ? (
          <>
            {' '}
            och elnätsbolagens prislistor, den äldsta från <DataAge kind="grid" date={gridFromDate} text={formatDate(gridFromDate)} />
          </>
        ) : null}
        .
      </p>
      <DataAgeWarning {...staleWarning('spot', spotDay)} />
      <DataAgeWarning {...staleWarning('offers', offersDay)} />
      {gridFromDate ? <DataAgeWarning {...staleWarning('grid', gridFromDate)} /> : null}
      <EnergyTaxNotice {...energyTaxNoticeProps()} />
    </aside>
  );
}
