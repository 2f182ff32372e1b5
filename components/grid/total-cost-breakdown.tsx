import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { EnergyTaxNotice } from '@/components/ui/energy-tax-notice';
import { Table } from '@/components/ui/table';
import { costPartColors } from '@/lib/design-tokens';
import { VAT_RATE } from '@/lib/domain/constants';
import { LOAD_PROFILE_SOURCE, type CostPart, type CostPartId, type CostSource, type TotalCost } from '@/lib/grid/total-cost';
import { formatDate, formatKr, formatOrePerKwh, formatPercent } from '@/lib/format';
import { cx } from '@/lib/utils';
import { energyTaxNoticeProps } from '@/lib/domain/energy-tax';
import { GRID_PART_IDS, type GridApartSplit } from '@/lib/grid/full-bill';
import { staleWarning } from '@/lib/domain/data-age';

/**
 * The full bill as its parts: the total per year and month with the VAT in it, a
 * stacked bar of the parts and a table that names each part, including the ones we cannot
 * compute. Server-renderable (no hooks, no chart library); the bar is drawn with widths only.
 */

/** One colour per part (lib/design-tokens.ts), for the bar and the table's key alike. */
const PART_COLOURS: Readonly<Record<CostPartId, string>> = costPartColors;

function joinSwedish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;
}

type KnownPart = Extract<CostPart, { status: 'known' }>;

const sourceLink = 'underline underline-offset-2';

/** 'Källa: prislistan hos Ellevio, från 1 januari 2025', linked to the page it was read on. */
function SourceLine({ source }: { source: CostSource }) {
  let text: string;
  let url: string | null;
  switch (source.kind) {
    case 'supply':
      text = `${source.via ?? source.name}${source.date ? `, ${source.via ? 'hämtat ' : ''}${formatDate(source.date)}` : ''}`;
      url = source.url ?? null;
      break;
    case 'priceList':
      text = `prislistan hos ${source.operator ?? 'elnätsbolaget'}`;
      url = source.url;
      break;
    case 'energyTax':
      text = `${source.name}, energiskatt ${source.year}`;
      url = source.url;
      break;
  }
  return (
    <span className="block text-xs wrap-anywhere text-muted-foreground" data-source={source.kind}>
      Källa:{' '}
      {url ? (
        <a href={url} rel="noopener" className={sourceLink}>
          {text}
        </a>
      ) : (
        text
      )}
      {source.kind === 'priceList' && source.fromDate ? (
        <>
          , från <DataAge kind="grid" date={source.fromDate} text={formatDate(source.fromDate)} />
        </>
      ) : null}
    </span>
  );
}

export interface TotalCostBreakdownProps {
  result: TotalCost;
  className?: string;
  /** How the chosen operator measures the peak its power fee is charged on (lib/grid/power-method.ts), when it has one. */
  powerMethod?: string | null;
  /**
   * An apartment on the operator's house tariff: the grid parts are the villa tariff's, shown
   * apart and never added to a total (docs/rules/households.md).
   */
  gridApart?: { split: GridApartSplit; operatorName: string } | null;
}

export function TotalCostBreakdown({ result, className, powerMethod, gridApart = null }: TotalCostBreakdownProps) {
  if (gridApart) return <GridApartBreakdown result={result} className={className} {...gridApart} />;
  const { total, parts } = result;
  const known = parts.filter((part): part is KnownPart => part.status === 'known');
  const share = (part: KnownPart) => (total.yearKr > 0 ? (part.yearKr / total.yearKr) * 100 : 0);
  const barLabel = `Fördelning per år: ${known.map((part) => `${part.label} ${formatKr(part.yearKr)} (${formatPercent(share(part), 0)})`).join(', ')}`;
  const missing = total.missing.map((label) => label.toLowerCase());

  return (
    <div data-slot="total-cost" className={cx('space-y-4', className)}>
      <div>
        <p className="text-sm text-muted-foreground">{total.complete ? 'Hela elkostnaden' : 'Elkostnaden utom det som saknas'}</p>
        <p className="text-3xl font-bold tracking-tight">
          {formatKr(total.yearKr)} <span className="text-base font-normal text-muted-foreground">per år</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {formatKr(total.monthKr)} per månad i snitt, varav moms {formatKr(total.vatYearKr)} per år ({formatKr(total.vatMonthKr)} per månad).
        </p>
        {total.complete ? null : (
          <p className="mt-2 rounded-md bg-warning-soft px-3 py-2 text-sm text-foreground">
            Summan är inte hela kostnaden: {joinSwedish(missing)} saknas, se nedan.
          </p>
        )}
      </div>

      <div role="img" aria-label={barLabel} className="flex h-4 w-full overflow-hidden rounded-full bg-muted">
        {known.map((part) => (
          <span key={part.id} className="h-full" style={{ width: `${share(part)}%`, backgroundColor: PART_COLOURS[part.id] }} />
        ))}
      </div>

      <Table caption="Kostnadens delar per år och per månad, inklusive moms" className="w-full text-sm">
        <TableHead />
        <tbody>
          {parts.map((part) => (
            <PartRow key={part.id} part={part} />
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2 pr-2 text-left">
              {total.complete ? 'Totalt' : 'Totalt (utan okända delar)'}
            </th>
            <td className="py-2 pr-2 text-right tabular-nums">{formatKr(total.yearKr)}</td>
            <td className="py-2 text-right tabular-nums">{formatKr(total.monthKr)}</td>
          </tr>
          <tr className="text-muted-foreground">
            <th scope="row" className="pr-2 text-left font-normal">
              varav moms
            </th>
            <td className="pr-2 text-right tabular-nums">{formatKr(total.vatYearKr)}</td>
            <td className="text-right tabular-nums">{formatKr(total.vatMonthKr)}</td>
          </tr>
        </tfoot>
      </Table>

      <BillNotes result={result} powerMethod={powerMethod} />
    </div>
  );
}

/** What the figures rest on: the peak and time-of-use assumptions, the spot price, the energy tax; the price list's age. */
function BillNotes({ result, powerMethod }: { result: TotalCost; powerMethod?: string | null }) {
  const { parts, assumptions } = result;
  // The grid price list's age and the energy tax's period on the day the page is read (docs/rules/transparency.md, docs/rules/taxes.md).
  const priceList = parts.map((part) => part.source).find((source) => source.kind === 'priceList');
  return (
    <>
      <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
        {powerMethod && assumptions.peak ? <li>Så mäter elnätsbolaget effekten: {powerMethod}</li> : null}
        {assumptions.peak ? <li>{assumptions.peak.description}</li> : null}
        {assumptions.timeOfUse ? <li>{assumptions.timeOfUse.description}</li> : null}
        {assumptions.peak?.source === 'assumed' || assumptions.timeOfUse ? (
          <li data-testid="load-profile-note">
            Hur förbrukningen fördelas över årets månader är en schablon som vi använder för alla elnätsbolag:{' '}
            <a href={LOAD_PROFILE_SOURCE.url} rel="noopener" className={sourceLink}>
              Hofors Elverks fördelning
            </a>{' '}
            för {assumptions.profile.label}. Den säger inget om ditt elnätsbolag eller din egen förbrukning.
          </li>
        ) : null}
        {assumptions.spotOreExVat !== null ? (
          <li>Överföringsavgiften är räknad på spotpriset {formatOrePerKwh(assumptions.spotOreExVat, 2)} exklusive moms.</li>
        ) : null}
        <li>
          Energiskatt {assumptions.energyTax.year}: {formatOrePerKwh(assumptions.energyTax.oreInclVat)} inklusive moms
          {assumptions.energyTax.reduced ? ' (sänkt skatt i din kommun)' : ''}. Alla belopp är inklusive {formatPercent(VAT_RATE * 100, 0)} moms.
        </li>
      </ul>
      {priceList?.kind === 'priceList' && priceList.fromDate ? (
        <DataAgeWarning
          {...staleWarning('grid', priceList.fromDate, priceList.url ? { href: priceList.url, label: 'Aktuella priser hos elnätsbolaget' } : null)}
        />
      ) : null}
      <EnergyTaxNotice {...energyTaxNoticeProps()} />
    </>
  );
}

/** One part's row: its label, detail and source, the amounts or 'Okänd'; `suffix` after the label. */
function PartRow({ part, suffix }: { part: CostPart; suffix?: string }) {
  return (
    <tr className="border-b border-border align-top">
      <th scope="row" className="py-2 pr-2 text-left font-normal">
        <span className="flex items-start gap-2">
          <span
            aria-hidden="true"
            className={cx('mt-1 size-3 shrink-0 rounded-sm', part.status === 'known' ? null : 'border border-muted-foreground')}
            style={part.status === 'known' ? { backgroundColor: PART_COLOURS[part.id] } : undefined}
          />
          {/* min-w-0 and wrap-anywhere: a long source name breaks, so the table fits a 375 px phone inside the bill's card. */}
          <span className="min-w-0">
            <span className="font-medium">
              {part.label}
              {suffix}
            </span>
            <span className="block text-xs wrap-anywhere text-muted-foreground">{part.status === 'known' ? part.detail : part.reason}</span>
            <SourceLine source={part.source} />
          </span>
        </span>
      </th>
      {part.status === 'known' ? (
        <>
          <td className="py-2 pr-2 text-right tabular-nums">{formatKr(part.yearKr)}</td>
          <td className="py-2 text-right tabular-nums">{formatKr(part.monthKr)}</td>
        </>
      ) : (
        <td colSpan={2} className="py-2 text-right text-muted-foreground">
          Okänd
        </td>
      )}
    </tr>
  );
}

function TableHead() {
  return (
    <thead>
      <tr className="border-b border-border text-left text-muted-foreground">
        <th scope="col" className="py-2 pr-2 font-medium">
          Del
        </th>
        <th scope="col" className="py-2 pr-2 text-right font-medium">
          Per år
        </th>
        <th scope="col" className="py-2 text-right font-medium">
          Per månad
        </th>
      </tr>
    </thead>
  );
}

/**
 * An apartment's bill where the operator has no apartment tariff: elhandel and energy tax as the
 * apartment's own sum, and the grid at the villa tariff apart, labelled so, with no total.
 */
function GridApartBreakdown({
  result,
  className,
  split,
  operatorName,
}: {
  result: TotalCost;
  className?: string;
  split: GridApartSplit;
  operatorName: string;
}) {
  const own = result.parts.filter((part) => !GRID_PART_IDS.includes(part.id));
  const grid = result.parts.filter((part) => GRID_PART_IDS.includes(part.id));
  return (
    <div data-slot="total-cost" data-testid="grid-apart" className={cx('space-y-4', className)}>
      <div>
        <p className="text-sm text-muted-foreground">Elhandel och energiskatt, utan elnätet</p>
        <p className="text-3xl font-bold tracking-tight">
          {formatKr(split.home.yearKr)} <span className="text-base font-normal text-muted-foreground">per år</span>
        </p>
        <p className="text-sm text-muted-foreground">{formatKr(split.home.monthKr)} per månad i snitt, inklusive moms.</p>
        <p className="mt-2 rounded-md bg-warning-soft px-3 py-2 text-sm text-foreground" data-testid="grid-apart-note">
          Hela elkostnaden för en lägenhet kan vi inte räkna: vi har ingen lägenhetstariff för {operatorName}. Elnätet med villatariffen står för sig nedan,{' '}
          {formatKr(split.grid.yearKr)} per år, och läggs inte ihop med resten: en lägenhet betalar oftast mindre. Din lägenhetstariff står på elnätsfakturan
          och på elnätsbolagets prissida.
        </p>
      </div>
      <Table caption="Elhandel och energiskatt per år och per månad, inklusive moms" className="w-full text-sm">
        <TableHead />
        <tbody>
          {own.map((part) => (
            <PartRow key={part.id} part={part} />
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2 pr-2 text-left">
              {split.home.complete ? 'Elhandel och energiskatt' : 'Elhandel och energiskatt (utan okända delar)'}
            </th>
            <td className="py-2 pr-2 text-right tabular-nums">{formatKr(split.home.yearKr)}</td>
            <td className="py-2 text-right tabular-nums">{formatKr(split.home.monthKr)}</td>
          </tr>
        </tfoot>
      </Table>
      <Table
        caption={<>Elnätet med villatariffen hos {operatorName} (ingår inte i summan ovan)</>}
        captionClassName="py-2 text-left font-semibold"
        className="w-full text-sm"
        data-testid="grid-apart-villa"
      >
        <TableHead />
        <tbody>
          {grid.map((part) => (
            <PartRow key={part.id} part={part} suffix=" (villatariff)" />
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2 pr-2 text-left">
              {split.grid.complete ? 'Elnät, villatariff' : 'Elnät, villatariff (utan okända delar)'}
            </th>
            <td className="py-2 pr-2 text-right tabular-nums">{formatKr(split.grid.yearKr)}</td>
            <td className="py-2 text-right tabular-nums">{formatKr(split.grid.monthKr)}</td>
          </tr>
        </tfoot>
      </Table>
      <BillNotes result={result} />
    </div>
  );
}
