'use client';

import { CircleAlert, FileUp, Loader2, Lock } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';

import { FullBillSection } from '@/components/grid/full-bill-section';
import { POSTCODE_LOOKUP_FAILED, usePostcodeLookup } from '@/components/postcode/use-postcode-lookup';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { withVat } from '@/lib/domain/constants';
import { INVALID_POSTAL_CODE_MESSAGE, formatPostalCode, unknownStartLine } from '@/lib/postcode/code';
import type { PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatKr, formatKwh, formatList, formatNumber, formatOrePerKwh } from '@/lib/format';
import { feeKrPerMonthInclVat, feeKrPerYear } from '@/lib/market/cost';
import { ELPRISKOLLEN } from '@/lib/market/offer';
import { loadSpotDays } from '@/lib/metering/load-prices';
import { SPOT_BASIS_TEXT, offerTypeCosts, type TypeCost } from '@/lib/metering/offer-costs';
import { MAX_METER_FILE_BYTES, type MeterFile } from '@/lib/metering/parse';
import { monthsOf, spotCost, type SpotCost } from '@/lib/metering/spot-cost';
import { stockholmDate } from '@/lib/domain/stockholm-time';
import { cx } from '@/lib/utils';

import { loadArea } from '@/lib/market/load-area';
import { MonthChart } from './month-chart';
import { readMeterFile } from './read-meter-file';

/**
 * /min-forbrukning's island: the visitor's postcode (the site's one lookup path) gives the area;
 * the meter file, picked, dropped or pasted, is read here in the browser (lib/metering/parse.ts)
 * and never sent anywhere; the spot prices of the months it covers and the area's offers come from
 * the build's static files. Everything it shows is computed from those (lib/metering/).
 */

const POSTCODE_ID = 'forbrukning-postnummer';
const FILE_ID = 'forbrukning-fil';
const PASTE_ID = 'forbrukning-text';

interface Read {
  name: string;
  file: MeterFile;
  /** Milliseconds the parsing took (in the worker), and the page's main thread to take the result in. */
  parseMs: number;
  mainThreadMs: number;
}

type Priced =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; area: PriceArea; spot: SpotCost; types: TypeCost[] | null; sourceDate: string | null };

function formatInstant(ms: number): string {
  return formatDate(stockholmDate(ms));
}

function resolutionWords(file: MeterFile): string {
  const one = file.readings.length === 1;
  return file.resolution === 15 ? (one ? 'kvartsvärde' : 'kvartsvärden') : one ? 'timvärde' : 'timvärden';
}

export function MeterFileTool({
  range,
  rangeLabel,
  attribution,
}: {
  /** The first and last day of the site's interval prices. */
  range: { from: string; to: string };
  /** The same in words: '1 januari 2023–14 april 2026'. */
  rangeLabel: string;
  /** Where the spot prices come from. */
  attribution: { text: string; url: string };
}) {
  const postcode = usePostcodeLookup();
  const [input, setInput] = useState('');
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [found, setFound] = useState<{ postalCode: string; area: PriceArea } | null>(null);
  const [searching, setSearching] = useState(false);
  const [read, setRead] = useState<Read | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [pasted, setPasted] = useState('');
  const [dragging, setDragging] = useState(false);
  const [priced, setPriced] = useState<Priced>({ status: 'idle' });
  const [started, setStarted] = useState(false);
  const seq = useRef(0);

  // Hydrated: the file input works from here on (tests wait for it before they pick a file).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setStarted(true), []);

  const search = useCallback(async () => {
    setPostcodeError(null);
    setSearching(true);
    const outcome = await postcode.lookup(input);
    if (outcome.status === 'stale') return;
    setSearching(false);
    if (outcome.status === 'invalid') setPostcodeError(INVALID_POSTAL_CODE_MESSAGE);
    else if (outcome.status === 'failed') setPostcodeError(POSTCODE_LOOKUP_FAILED);
    else if (outcome.detectedArea === null) setPostcodeError(`${unknownStartLine(outcome.postalCode)}. Kontrollera postnumret.`);
    else setFound({ postalCode: outcome.postalCode, area: outcome.detectedArea });
  }, [postcode, input]);

  const readInput = useCallback(async (name: string, input: { file: Blob } | { text: string }) => {
    setReading(true);
    try {
      const result = await readMeterFile(input);
      setRead({ name, ...result });
      setFileError(null);
    } catch {
      setFileError(`${name === 'inklistrad text' ? 'Texten' : `Filen ${name}`} kunde inte läsas. Försök igen eller klistra in innehållet nedan.`);
    } finally {
      setReading(false);
    }
  }, []);

  const readFile = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      if (file.size > MAX_METER_FILE_BYTES) {
        setFileError(
          `Filen ${file.name} är större än 10 MB. En förbrukningsfil för ett år med kvartsvärden är mindre än 2 MB; kontrollera att du valt rätt fil.`,
        );
        return;
      }
      await readInput(file.name, { file });
    },
    [readInput],
  );

  // Prices and offers for what was read, in the area found.
  const area = found?.area ?? null;
  useEffect(() => {
    if (!read || !area || read.file.readings.length === 0 || read.file.resolution === null) return;
    const current = ++seq.current;
    const { readings, resolution } = read.file;
    /* eslint-disable-next-line react-hooks/set-state-in-effect */
    setPriced({ status: 'loading' });
    Promise.all([
      loadSpotDays(area, monthsOf(readings, resolution), range),
      loadArea(area).then(
        (loaded) => loaded,
        (error: unknown) => {
          console.warn('Elavtalen kunde inte hämtas:', error instanceof Error ? error.message : error);
          return null;
        },
      ),
    ]).then(
      ([days, loaded]) => {
        if (current !== seq.current) return;
        const spot = spotCost(readings, resolution, days, range);
        const types = loaded && spot.pricedKwh > 0 ? offerTypeCosts(loaded.index.offers, spot) : null;
        setPriced({ status: 'ready', area, spot, types, sourceDate: loaded?.source.date ?? null });
      },
      (error: unknown) => {
        if (current !== seq.current) return;
        console.warn('Spotpriserna kunde inte hämtas:', error instanceof Error ? error.message : error);
        setPriced({ status: 'failed' });
      },
    );
  }, [read, area, range]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  };

  return (
    // data-uses-worker: this page's CSP allows the site's own Web Worker (scripts/lib/security-headers.ts).
    <div className="space-y-8" data-testid="meter-tool" data-started={started} data-uses-worker="">
      <p className="flex items-start gap-2 rounded-lg border border-success/40 bg-success-soft p-4 text-sm" data-testid="stays-on-device">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Filen lämnar aldrig din enhet: den läses och räknas här i webbläsaren och skickas inte till oss eller någon annan. Det enda sidan hämtar är spotpriserna
        för filens månader och elavtalen i ditt elområde.
      </p>

      <form
        className="max-w-md space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <Label htmlFor={POSTCODE_ID}>1. Ditt postnummer</Label>
        <div className="flex gap-2">
          <Input
            id={POSTCODE_ID}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={20}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onFocus={() => postcode.warm()}
            aria-invalid={postcodeError !== null}
            aria-describedby={postcodeError ? `${POSTCODE_ID}-fel` : undefined}
            className="max-w-40"
          />
          <button type="submit" className={cx(buttonVariants(), 'min-h-11')} disabled={searching}>
            {searching ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Hämta elområde
          </button>
        </div>
        {postcodeError ? (
          <p id={`${POSTCODE_ID}-fel`} role="alert" className="text-sm text-destructive">
            {postcodeError}
          </p>
        ) : null}
        <p className="text-sm" role="status" data-testid="meter-area">
          {found ? `Postnummer ${formatPostalCode(found.postalCode)} ligger i elområde ${found.area}.` : ''}
        </p>
      </form>

      <section aria-labelledby="forbrukning-fil-rubrik" className="space-y-3">
        <h2 id="forbrukning-fil-rubrik" className="text-lg font-semibold">
          2. Din förbrukningsfil
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Ladda ner din förbrukning per timme eller kvart från elnätsbolagets Mina sidor (oftast som CSV) och välj filen här, dra den hit eller klistra in
          innehållet. Vi har spotpriser för {rangeLabel}.
        </p>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cx('rounded-lg border-2 border-dashed p-5', dragging ? 'border-primary bg-primary-soft/50' : 'border-border')}
          data-testid="drop-zone"
        >
          <Label htmlFor={FILE_ID} className="flex items-center gap-2">
            <FileUp aria-hidden="true" className="size-4" />
            Välj en fil eller dra den hit
          </Label>
          <input
            id={FILE_ID}
            type="file"
            accept=".csv,.txt,.skv,text/csv,text/plain"
            className="mt-2 block min-h-11 w-full text-sm"
            onChange={(event) => void readFile(event.target.files?.[0])}
            data-testid="meter-file-input"
          />
        </div>
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary sm:min-h-6">Klistra in i stället</summary>
          <div className="mt-2 space-y-2">
            <Label htmlFor={PASTE_ID}>Filens innehåll</Label>
            <textarea
              id={PASTE_ID}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
              rows={6}
              className="border-input block w-full rounded-md border bg-background p-2 font-mono text-sm"
            />
            <button
              type="button"
              className={cx(buttonVariants({ variant: 'outline' }), 'min-h-11')}
              onClick={() => void readInput('inklistrad text', { text: pasted })}
            >
              Läs texten
            </button>
          </div>
        </details>
        {reading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Läser filen …
          </p>
        ) : null}
        {fileError ? <ErrorNote>{fileError}</ErrorNote> : null}
      </section>

      {read ? <ReadSummary read={read} /> : null}
      {read && read.file.readings.length > 0 && !area ? (
        <p className="text-sm" data-testid="meter-needs-area">
          Ange ditt postnummer ovan, så räknar vi med spotpriserna i ditt elområde.
        </p>
      ) : null}
      {priced.status === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Hämtar spotpriser och elavtal …
        </p>
      ) : priced.status === 'failed' ? (
        <p role="alert" className="rounded-lg border border-destructive/40 p-4 text-sm" data-testid="prices-failed">
          Spotpriserna kunde inte hämtas just nu. Det du läst in finns kvar; försök igen om en stund.
        </p>
      ) : priced.status === 'ready' && read ? (
        <Results read={read} priced={priced} rangeLabel={rangeLabel} attribution={attribution} postalCode={found?.postalCode ?? null} />
      ) : null}
    </div>
  );
}

/** What could not be read, said where the file is chosen. */
function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 p-4 text-sm" data-testid="meter-error">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <span>{children}</span>
    </p>
  );
}

function ReadSummary({ read }: { read: Read }) {
  const { file } = read;
  const first = file.readings[0];
  const last = file.readings.at(-1);
  const total = file.readings.reduce((sum, r) => sum + r.kwh, 0);
  const step = (file.resolution ?? 60) * 60_000;
  return (
    <section
      aria-labelledby="inlast-rubrik"
      className="space-y-2"
      data-testid="meter-summary"
      data-parse-ms={read.parseMs.toFixed(1)}
      data-main-thread-ms={read.mainThreadMs.toFixed(1)}
    >
      <h2 id="inlast-rubrik" className="text-lg font-semibold">
        Det här läste vi
      </h2>
      {first && last ? (
        <p data-testid="meter-read">
          {read.name}: {formatNumber(file.readings.length)} {resolutionWords(file)} från {formatInstant(first.startMs)} till{' '}
          {formatInstant(last.startMs + step - 1)}, totalt <strong>{formatKwh(total, 1)}</strong>.
        </p>
      ) : null}
      {file.error ? (
        <ErrorNote>
          {file.error.message}
          {file.readings.length > 0 ? ' Raderna före den är inlästa och räknas nedan.' : ''}
        </ErrorNote>
      ) : null}
      {file.gaps.length > 0 ? (
        <p className="text-sm" data-testid="meter-gaps">
          {formatNumber(file.gaps.reduce((n, g) => n + g.intervals, 0))} {file.resolution === 15 ? 'kvartar' : 'timmar'} saknas i filen, till exempel{' '}
          {formatList(
            file.gaps
              .slice(0, 3)
              .map((g) => `från ${new Date(g.fromMs).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' })}`),
          )}
          . De räknas inte.
        </p>
      ) : null}
      {file.duplicates.length > 0 ? (
        <p className="text-sm" data-testid="meter-duplicates">
          {formatNumber(file.duplicates.length)} {file.duplicates.length === 1 ? 'rad upprepar' : 'rader upprepar'} en tidpunkt som redan fanns (
          {formatList(file.duplicates.slice(0, 3).map((d) => `rad ${formatNumber(d.line)} som rad ${formatNumber(d.firstLine)}`))}). Vi räknar den första.
        </p>
      ) : null}
    </section>
  );
}

function Results({
  read,
  priced,
  rangeLabel,
  attribution,
  postalCode,
}: {
  read: Read;
  priced: Extract<Priced, { status: 'ready' }>;
  rangeLabel: string;
  attribution: { text: string; url: string };
  postalCode: string | null;
}) {
  const { spot, types, area } = priced;
  const cheapest = types?.[0] ?? null;
  return (
    <div className="space-y-8" data-testid="meter-results">
      {spot.firstOutside ? (
        <p role="alert" className="rounded-lg border border-destructive/40 p-4 text-sm" data-testid="meter-outside">
          Rad {formatNumber(spot.firstOutside.line)}: {formatDate(spot.firstOutside.date)} ligger utanför de spotpriser vi har ({rangeLabel}). Dagar utanför
          räknas inte.
        </p>
      ) : null}
      {spot.missingDays.length > 0 ? (
        <p className="text-sm" data-testid="meter-missing-days">
          Vi har inga spotpriser för {formatNumber(spot.missingDays.length)} {spot.missingDays.length === 1 ? 'dag' : 'dagar'} i filen:{' '}
          {formatList(spot.missingDays.slice(0, 5).map(formatDate))}
          {spot.missingDays.length > 5 ? ` och ${formatNumber(spot.missingDays.length - 5)} till` : ''}. De är inte med i summorna nedan.
        </p>
      ) : null}
      {spot.pricedKwh > 0 ? (
        <section aria-labelledby="spotkostnad-rubrik" className="space-y-2">
          <h2 id="spotkostnad-rubrik" className="text-lg font-semibold">
            Vad förbrukningen kostade i spotpris i {area}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label="Spotkostnad, exkl. moms" value={formatKr(spot.spotKr)} testId="meter-spot-cost" raw={spot.spotKr.toFixed(4)} />
            <Figure
              label="Ditt förbrukningsviktade spotpris"
              value={formatOrePerKwh(spot.weightedOre, 2)}
              testId="meter-weighted"
              raw={spot.weightedOre.toFixed(4)}
            />
            <Figure label="Periodens snittspotpris" value={formatOrePerKwh(spot.plainOre, 2)} testId="meter-plain" raw={spot.plainOre.toFixed(4)} />
            <Figure
              label="Din profilkostnad"
              value={`${spot.profileKr >= 0 ? '' : '−'}${formatKr(Math.abs(spot.profileKr))}`}
              testId="meter-profile"
              raw={spot.profileKr.toFixed(4)}
            />
          </dl>
          <p className="max-w-3xl text-sm text-muted-foreground">
            Spotkostnaden är summan av varje {read.file.resolution === 15 ? 'kvarts' : 'timmes'} förbrukning gånger spotpriset just då (
            {formatKwh(spot.pricedKwh, 1)} med pris). Profilkostnaden är vad det kostade {spot.profileKr >= 0 ? 'extra' : 'mindre'} att använda elen när du
            gjorde det, jämfört med om samma mängd hade fördelats jämnt över perioden: (ditt spotpris − snittet) × kWh. En timmes förbrukning mot kvartspriser
            räknas jämnt fördelad över timmens fyra kvartar.
          </p>
        </section>
      ) : null}

      {types && types.length > 0 ? (
        <section aria-labelledby="avtalstyper-rubrik" className="space-y-3">
          <h2 id="avtalstyper-rubrik" className="text-lg font-semibold">
            Vad varje avtalstyp hade kostat för just din förbrukning
          </h2>
          <ol className="space-y-2" data-testid="meter-types">
            {types.map((type, i) => (
              <li key={type.type} className="rounded-lg border border-border p-4 text-sm" data-type={type.type}>
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold">
                    {i + 1}. {type.label}
                  </span>
                  <span className="text-base font-bold" data-testid="meter-type-cost">
                    {formatKr(type.costKr)}
                  </span>
                </p>
                <p className="mt-1 text-muted-foreground">
                  Billigast av {formatNumber(type.count)}: {type.offer.supplierName} – {type.offer.product}. Räknat med {SPOT_BASIS_TEXT[type.basis]}
                  {type.basis === 'ingen' ? '' : ` (${formatOrePerKwh(type.spotOre, 2)} för din förbrukning)`}, avgift, påslag och rörliga kostnader, med moms.
                </p>
              </li>
            ))}
          </ol>
          <p className="max-w-3xl text-sm text-muted-foreground">
            Kostnaden för elhandeln under filens period, med den fasta avgiften för periodens del av ett år, inklusive moms men utan elnätsavgift och
            energiskatt. Avtalens priser: {ELPRISKOLLEN.name}
            {priced.sourceDate ? `, hämtat ${formatDate(priced.sourceDate)}` : ''}; fasta priser gäller i dag och kan ha varit andra under perioden.
          </p>
        </section>
      ) : types === null ? (
        <p className="text-sm" data-testid="meter-no-offers">
          Elavtalen i elområdet kunde inte hämtas, så vi visar bara spotkostnaden.
        </p>
      ) : null}

      {spot.months.length > 0 ? (
        <section aria-labelledby="manad-rubrik" className="space-y-3">
          <h2 id="manad-rubrik" className="text-lg font-semibold">
            Månad för månad
          </h2>
          <MonthChart months={spot.months} area={area} />
        </section>
      ) : null}

      {cheapest && spot.pricedKwh > 0 && spot.years > 0 ? (
        <FullBillSection
          headingLevel="h2"
          consumption={{ kind: 'fixed', annualKwh: Math.round(spot.pricedKwh / spot.years) }}
          supply={{
            pricePerKwhOre: ((cheapest.costKr - withVat(feeKrPerYear(cheapest.offer) * spot.years)) * 100) / spot.pricedKwh,
            monthlyFeeKr: feeKrPerMonthInclVat(cheapest.offer),
            source: { name: `${cheapest.offer.supplierName} – ${cheapest.offer.product}`, url: ELPRISKOLLEN.url, date: priced.sourceDate },
          }}
          supplyWhere={`det billigaste avtalet för din förbrukning, med ditt elpris under perioden${spot.years < 0.99 || spot.years > 1.01 ? ', räknat på ett år med samma förbrukning per år' : ''}`}
          spotOreExVat={spot.weightedOre}
          postalCode={postalCode}
        />
      ) : null}
      <p className="text-xs text-muted-foreground">
        Spotpriser för {area}, {rangeLabel}, exklusive moms:{' '}
        <a href={attribution.url} className="underline underline-offset-4 hover:text-primary" rel="noopener">
          {attribution.text}
        </a>
        .
      </p>
    </div>
  );
}

function Figure({ label, value, testId, raw }: { label: string; value: string; testId: string; raw: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold whitespace-nowrap" data-testid={testId} data-value={raw}>
        {value}
      </dd>
    </div>
  );
}
