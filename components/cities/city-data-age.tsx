import { DataAge, DataAgeWarning, EnergyTaxNotice } from '@/components/ui/data-age';
import { formatDate } from '@/lib/format';
import { energyTaxNoticeProps } from '@/lib/domain/energy-tax';

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
      <DataAgeWarning kind="spot" date={spotDay} />
      <DataAgeWarning kind="offers" date={offersDay} />
      {gridFromDate ? <DataAgeWarning kind="grid" date={gridFromDate} /> : null}
      <EnergyTaxNotice {...energyTaxNoticeProps()} />
    </aside>
  );
}
