import { CircleAlert, Loader2 } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatPostalCode } from '@/lib/postcode/code';
import type { PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatKwh, formatList, formatNumber, formatOrePerKwh } from '@/lib/format';
import { AREA_FILE_FAILED } from '@/lib/market/area-file-loader';
import { priceBasisText, sourceText } from '@/lib/market/basis';
import { SORT_KEYS, SORT_LABELS } from '@/lib/market/compare';
import { filterWords, postalCodeToSearch } from '@/lib/market/jamfor-state';
import { areaIsPlain, areaNote } from '@/lib/compare/area-note';
import type { AreaSource } from '@/lib/market/offer';
import type { SupplierWebsites } from '@/lib/market/onward';
import { recentSpotAt, type RecentSpot } from '@/lib/market/recent-basis';
import type { ScbAverages } from '@/lib/market/scb';
import type { AreaCoverage } from '@/lib/market/coverage';
import { cx } from '@/lib/utils';

import { CoverageStatement } from './coverage-statement';
import { MarketBenchmark } from './market-benchmark';
import { OfferCard } from './offer-card';
import type { Jamfor, ResultRefs } from './use-jamfor';

/** 'i elområde SE3' or 'för postnummer 111 22 (elområde SE3)'. */
function placeWords(area: PriceArea, postalCode: string | null): string {
  return postalCode ? `för postnummer ${formatPostalCode(postalCode)} (elområde ${area})` : `i elområde ${area}`;
}

/** What the second basis, "Med de senaste 12 månadernas spotpriser", rests on. */
function RecentBasisText({ recent, annualKwh }: { recent: RecentSpot | undefined; annualKwh: number }) {
  if (!recent) return null;
  const weighted = recentSpotAt(recent, annualKwh);
  return (
    <p data-testid="recent-basis">
      ”Med de senaste 12 månadernas spotpriser” räknar rörliga avtal med spotpriset i {recent.area} {recent.monthsLabel}, {formatOrePerKwh(weighted.ore, 2)}{' '}
      exkl. moms: varje månads snittpris viktat efter hur en {weighted.label} fördelar förbrukningen över året ({recent.profileSource}). Kvarts- och
      timprisavtal räknas också med månadernas snittpriser, eftersom vi saknar en källa för hur förbrukningen fördelar sig över dygnets timmar. Mixade avtal får
      halva spotpriset, fasta avtal sitt fasta pris.
    </p>
  );
}

/** 'Visa 20 till (623 kvar)'; the last page: 'Visa de 3 sista', 'Visa det sista avtalet'. */
function showMoreLabel(next: number, remaining: number): string {
  if (next < remaining) return `Visa ${formatNumber(next)} till (${formatNumber(remaining)} kvar)`;
  return remaining === 1 ? 'Visa det sista avtalet' : `Visa de ${formatNumber(remaining)} sista`;
}

/**
 * The ranked list with what it rests on: the heading and the choices behind it, the sort, the
 * price basis and the source, SCB's average beside it, then the cards, 'Visa fler' or, for an
 * empty result, the ways to widen it. A visually hidden live region says the result in words
 * (the search has no toast: a phone must never have its result covered).
 */
export function CompareResults({
  jamfor,
  sources,
  coverage,
  scb,
  recent,
  websites,
  resultRef,
  headingRef,
}: {
  jamfor: Jamfor;
  sources: Readonly<Record<PriceArea, AreaSource>>;
  coverage: Readonly<Record<PriceArea, AreaCoverage>>;
  scb: ScbAverages;
  /** Each area's spot over the last 12 complete months (the second basis and the break-even's comparison). */
  recent: Readonly<Partial<Record<PriceArea, RecentSpot>>>;
  /** The suppliers' own websites where the site can cite them (each card's onward step). */
  websites?: SupplierWebsites;
} & ResultRefs) {
  const { state, view } = jamfor;
  const source = sources[view.area];
  const searched = state.result && view.area === state.area ? state.result.postalCode : null;
  // A valid code in the field that is not the one the list is for (typed after the search, or
  // being searched): said above the list, so the list never silently disagrees with the field.
  const typed = postalCodeToSearch(state.input);
  const typedOther = typed !== null && (state.searching || (state.result !== null && typed !== state.result.postalCode)) ? typed : null;
  const place = placeWords(view.area, searched);
  const { page } = view;
  const words = view.kind === 'full' ? filterWords(state.filters) : [];
  const sortKey = view.kind === 'full' ? state.sort : 'kostnad';
  const summary =
    page.total === 0
      ? `Inga elavtal ${place} med de filter du valt.`
      : `Visar ${formatNumber(page.shown.length)} av ${formatNumber(page.total)} elavtal ${place}, ${SORT_LABELS[sortKey].toLocaleLowerCase('sv-SE')} först.`;

  return (
    <section
      ref={resultRef}
      aria-labelledby="jamfor-resultat"
      aria-busy={state.searching || (view.kind === 'initial' && view.pending)}
      className="min-w-0 scroll-mt-20"
    >
      <SectionHeading id="jamfor-resultat" ref={headingRef} tabIndex={-1} className="focus:outline-none max-sm:text-xl">
        {formatNumber(page.total)} elavtal {place}
      </SectionHeading>
      {words.length > 0 || (view.kind === 'full' && view.areaTotal !== page.total) ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="result-basis">
          {words.length > 0 ? `${formatList(words)}. ` : ''}
          {view.kind === 'full' && view.areaTotal !== page.total ? `${formatNumber(view.areaTotal)} avtal i elområdet i alla.` : ''}
        </p>
      ) : null}
      {state.result && !areaIsPlain(state.result, state.area) ? (
        <p className="mt-3 rounded-md border border-border bg-primary-soft/40 p-3 text-sm" data-testid="area-note">
          {areaNote({ ...state.result, area: state.area })}
        </p>
      ) : null}
      {typedOther ? (
        <p className="mt-3 text-sm font-medium" role="status" data-testid="search-pending-input">
          {state.searching
            ? `Söker på postnummer ${formatPostalCode(typedOther)} …`
            : `Listan gäller postnummer ${formatPostalCode(state.result?.postalCode ?? '')}. Tryck på Sök för att söka på ${formatPostalCode(typedOther)}.`}
        </p>
      ) : null}
      <CoverageStatement coverage={coverage[view.area]} className="mt-3" />
      <p className="mt-2 text-sm text-muted-foreground" data-testid="price-basis">
        Kostnad vid {formatKwh(view.annualKwh)} per år, med moms men utan elnätsavgift och energiskatt. Rörliga avtal räknas med Elpriskollens antagna spotpris{' '}
        {formatOrePerKwh(source.spotOre, 2)} exkl. moms ({view.area}, {formatDate(source.date)}).{' '}
        {/* On a phone the two sections follow the list anyway; the links would push the first offer off the first screen. */}
        <span className="max-sm:hidden">
          <a href="#jamfor-underlag" className="font-medium text-primary underline underline-offset-4">
            Underlaget för jämförelsen
          </a>
          {' · '}
          <a href="#sa-rankar-vi" className="font-medium text-primary underline underline-offset-4">
            Så rangordnar vi avtalen
          </a>
        </span>
      </p>
      <p className="sr-only" role="status" data-testid="result-status">
        {state.searching ? 'Söker …' : summary}
      </p>

      {/* Label and select on one line, so the first offer is on a phone's first screen. */}
      <div className="mt-3 flex max-w-full min-w-0 items-center gap-2">
        <Label htmlFor="jamfor-sortering" className="shrink-0">
          Sortera
        </Label>
        <NativeSelect
          id="jamfor-sortering"
          className="max-w-full min-w-0"
          value={state.sort}
          onChange={(event) => {
            const sort = SORT_KEYS.find((key) => key === event.target.value);
            if (sort) jamfor.setSort(sort);
          }}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {view.kind === 'full' && view.live ? (
        <p className="mt-3 text-sm text-muted-foreground" data-testid="live-note">
          Avtal märkta ”Dagens pris” har leverantörens fasta avgift, påslag och övriga kostnader för i dag; spotpriset är Elpriskollens.
        </p>
      ) : null}

      {view.kind === 'initial' && view.failed ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-destructive/40 p-4 text-sm" data-testid="area-file-failed">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          {AREA_FILE_FAILED}
        </p>
      ) : view.kind === 'initial' && view.pending ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground" data-testid="area-file-pending">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Hämtar hela listan för elområde {state.area} …
        </p>
      ) : null}

      {page.shown.length > 0 ? (
        <ul className="mt-4 space-y-2" data-testid="offer-list">
          {page.shown.map((ranked, i) => (
            <OfferCard
              key={ranked.offer.id}
              ranked={ranked}
              rank={i + 1}
              annualKwh={view.annualKwh}
              source={source}
              websites={websites}
              fixedOrVariable={{
                breakEven: view.breakEven.byId.get(ranked.offer.id),
                variable: view.breakEven.variable,
                recent: recent[view.area],
                recentOnFace: sortKey === 'senaste12',
              }}
            />
          ))}
        </ul>
      ) : view.kind === 'full' ? (
        <div className="mt-4 space-y-3 rounded-lg border border-border p-5" data-testid="empty-list">
          <p>
            Inga av de {formatNumber(view.areaTotal)} elavtalen i elområde {view.area} passar {words.length > 1 ? 'alla filtren' : 'filtret'}{' '}
            {formatList(words)}.{view.widenings.length > 0 ? ' Vidga sökningen:' : ''}
          </p>
          <ul className="flex flex-wrap gap-2">
            {view.widenings.map((widening) => (
              <li key={widening.drop} className="max-w-full">
                <button
                  type="button"
                  onClick={() => jamfor.setFilters(widening.filters)}
                  className={cx(buttonVariants({ variant: 'outline' }), 'h-auto! min-h-11 max-w-full text-left whitespace-normal!')}
                >
                  {widening.label} ({formatNumber(widening.count)} avtal)
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {page.next > 0 && !(view.kind === 'initial' && view.failed) ? (
        <button type="button" onClick={jamfor.more} className={cx(buttonVariants({ variant: 'outline' }), 'mt-4 min-h-11 w-full')} data-testid="show-more">
          {showMoreLabel(page.next, page.total - page.shown.length)}
        </button>
      ) : null}
      <div id="jamfor-underlag" className="mt-6 scroll-mt-20 space-y-2 rounded-lg bg-muted/60 p-4 text-sm" data-testid="price-basis-more">
        <h3 className="font-semibold">Underlaget för jämförelsen</h3>
        <MarketBenchmark scb={scb} area={view.area} group={state.filters.group} fixedLength={state.filters.fixedLength} annualKwh={state.annualKwh} />
        <RecentBasisText recent={recent[view.area]} annualKwh={view.annualKwh} />
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary sm:min-h-6">Mer om underlaget</summary>
          <p className="mt-1">
            {priceBasisText(source)} Källa: {sourceText(source)}, för postnummer {source.postalCode}. SCB:s snittpris gäller avtal som tecknades under månaden
            och räknar med leverantörernas fasta avgifter.
          </p>
        </details>
      </div>
    </section>
  );
}
