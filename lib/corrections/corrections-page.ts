import type { PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatKr, formatList, formatNumber, formatNumberUpTo, formatOrePerKwh, upperFirst } from '@/lib/format';
import { OFFER_TYPE_LABELS, type OfferType } from '@/lib/market/offer';

/**
 * The page of corrections (/rattelser): every entry of the reviewed lists the imports apply to the
 * site's sources, as a reader can check it: what the source said, what the site shows, why, the
 * evidence and when the source and the evidence were read (docs/rules/transparency.md,
 * "Corrections"; Directive (EU) 2019/944, art. 14(1)(g)). Pure: lib/content/corrections.ts hands
 * it the lists as they are and the data they are joined with.
 */

export interface CorrectionEntry {
  /** A stable anchor, from the row's identity. */
  id: string;
  /** The supplier or grid operator, with its page on this site when it has one. */
  subject: { name: string; href: string | null };
  /** The offer, or the price list: 'SE3, Fast pris 1 år: Fast elpris 1 år, el från vindkraft …'. */
  context: string;
  /** The part concerned: 'Ursprung', 'Fast avgift', 'Myndighetsavgifter' … */
  part: string;
  /** What the source said ('Sol'); null where the source says nothing (an addition). */
  sourceSaid: string | null;
  /** What the site shows. */
  siteShows: string;
  /** Why, in Swedish. */
  reason: string | null;
  /** The evidence: the same source's other rows, or the operator's own words. */
  evidence: readonly string[];
  /** Where the evidence comes from: 'Elpriskollen (Energimarknadsinspektionen)'. */
  evidenceSource: string;
  /** How the source was taken on `date`: 'hämtat' (a list read), 'sparad' (a page saved). */
  dateVerb: 'hämtat' | 'sparad';
  /** The day the source was read ('YYYY-MM-DD'). */
  date: string;
}

// ---------------------------------------------------------------------------------------------
// Offers (Elpriskollen)
// ---------------------------------------------------------------------------------------------

interface RowKey {
  area: PriceArea;
  supplier: string;
  product: string;
  type: string;
}

export interface OfferListsInput {
  origins: readonly (RowKey & { raw: string; corrected: string; evidence: readonly (RowKey & { energySource: string })[]; note: string })[];
  exclusions: readonly (RowKey & { reason: string })[];
  notes: readonly (RowKey & { energySource: string; note: string })[];
  residuals: readonly (RowKey & { total: number; fromComponents: number })[];
  /** Elpriskollen's contract types → the site's. */
  contractTypes: Readonly<Record<string, OfferType>>;
  /** The catalogue's suppliers, to name a row's supplier as the site does and link its page. */
  suppliers: readonly { slug: string; name: string; legalName: string }[];
  supplierPath: (slug: string) => string;
  /** The day each area was read. */
  areaDates: Readonly<Record<PriceArea, string>>;
  /** The Swedish reason shown for a row left out (the list's own reason is for the reviewer). */
  exclusionReason: (row: RowKey) => string | undefined;
}

export interface OfferCorrections {
  origins: CorrectionEntry[];
  exclusions: CorrectionEntry[];
  notes: CorrectionEntry[];
  residuals: CorrectionEntry[];
}

const rowId = (prefix: string, row: RowKey) =>
  `${prefix}-${row.area}-${row.supplier}-${row.product}-${row.type}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');

/** 'Sol_Vind_Vatten' (Elpriskollen's `energy_source`) as 'Sol, vind och vatten'. */
export function originWords(raw: string): string {
  const words = raw.split('_').filter(Boolean);
  if (words.length === 0) return 'inget ursprung';
  return formatList(words.map((word, i) => (i === 0 ? word : word.toLocaleLowerCase('sv-SE'))));
}

export function offerCorrections(input: OfferListsInput): OfferCorrections {
  const byLegalName = new Map(input.suppliers.map((supplier) => [supplier.legalName, supplier]));
  const subject = (row: RowKey) => {
    const supplier = byLegalName.get(row.supplier);
    return supplier ? { name: supplier.name, href: input.supplierPath(supplier.slug) } : { name: row.supplier, href: null };
  };
  const typeLabel = (raw: string) => {
    const type = input.contractTypes[raw];
    return type ? OFFER_TYPE_LABELS[type] : raw;
  };
  const context = (row: RowKey) => `${row.area}, ${typeLabel(row.type)}: ”${row.product.trim()}”`;
  const read = { evidenceSource: 'Elpriskollen (Energimarknadsinspektionen)', dateVerb: 'hämtat' } as const;

  return {
    origins: input.origins.map((row) => ({
      id: rowId('ursprung', row),
      subject: subject(row),
      context: context(row),
      part: 'Ursprung',
      sourceSaid: originWords(row.raw),
      siteShows: originWords(row.corrected),
      reason: row.note,
      evidence: row.evidence.map(
        (e) => `${e.area}, ${typeLabel(e.type)}: ”${e.product.trim()}” anger ${originWords(e.energySource).toLocaleLowerCase('sv-SE')}.`,
      ),
      ...read,
      date: input.areaDates[row.area],
    })),
    exclusions: input.exclusions.map((row) => {
      const reason = input.exclusionReason(row);
      if (!reason)
        throw new Error(
          `No Swedish reason for the excluded row ${row.area} ${row.supplier} '${row.product}' (${row.type}): add one to the corrections page's copy`,
        );
      return {
        id: rowId('bortlamnat', row),
        subject: { name: row.supplier, href: null },
        context: context(row),
        part: 'Hela avtalet',
        sourceSaid: 'Listat som ett elavtal',
        siteShows: 'Visas inte',
        reason,
        evidence: [],
        ...read,
        date: input.areaDates[row.area],
      };
    }),
    notes: input.notes.map((row) => ({
      id: rowId('anmarkning', row),
      subject: subject(row),
      context: context(row),
      part: 'Märkning',
      sourceSaid: `Ursprung ${originWords(row.energySource).toLocaleLowerCase('sv-SE')}, utan Bra Miljöval`,
      siteShows: 'Som källan anger, med en anmärkning vid avtalet',
      reason: row.note,
      evidence: [],
      ...read,
      date: input.areaDates[row.area],
    })),
    residuals: input.residuals.map((row) => ({
      id: rowId('jamforpris', row),
      subject: subject(row),
      context: context(row),
      part: 'Jämförpris vid 2 000 kWh',
      sourceSaid: formatOrePerKwh(row.total, 2),
      siteShows: formatOrePerKwh(row.fromComponents, 2),
      reason:
        'Elpriskollen avrundar delarna i mixade avtal. Vi räknar med delarna, eftersom kostnaden vid andra förbrukningar bygger på dem, så jämförpriset skiljer sig med några hundradels öre.',
      evidence: [],
      ...read,
      date: input.areaDates[row.area],
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Grid tariffs
// ---------------------------------------------------------------------------------------------

interface PriceListRef {
  variant: string | null;
  fromDate: string;
}

export interface GridListsInput {
  corrections: readonly {
    operator: string;
    vatNumber: string;
    priceList: PriceListRef;
    field: string;
    raw: unknown;
    corrected: unknown;
    quote: string;
    reason: string;
  }[];
  unverified: readonly {
    operator: string;
    vatNumber: string;
    priceList: PriceListRef;
    part: 'fixedFee' | 'transferFee' | 'powerFee';
    quote?: string;
    reason: string;
  }[];
  authorityFees: readonly {
    operator: string;
    vatNumber: string;
    priceList?: PriceListRef;
    status: 'onTop' | 'included' | 'partlyIncluded';
    amounts?: readonly { kr: number; vat: 'incl' | 'excl' | 'exempt' }[];
    included?: readonly string[];
    quotes: readonly string[];
    note?: string;
  }[];
  apartments: readonly {
    operator: string;
    vatNumber: string;
    priceList: PriceListRef;
    label: string;
    fee: { yearlyKr: number } | { monthlyKr: number } | { yearlyKrExVat: number };
    quotes: readonly string[];
  }[];
  powerMethods: readonly { operator: string; vatNumber: string; priceList: PriceListRef; quote: string; confirms: 'method' | 'window' | 'both' }[];
  /** The site's grid operators by organisation number: name and page, when it has one. */
  operatorByOrgNumber: (orgNumber: string) => { name: string; href: string | null } | undefined;
  /** The source of the tariffs: 'spotpilot/grid-tariffs', and the day the operators' page texts were saved. */
  sourceName: string;
  pageTextsDate: string;
}

export interface GridCorrections {
  corrections: CorrectionEntry[];
  unverified: CorrectionEntry[];
  authorityFees: CorrectionEntry[];
  apartments: CorrectionEntry[];
  powerMethods: CorrectionEntry[];
}

/** 'SE556244395101' → '556244-3951'. */
export function orgNumberOfVat(vatNumber: string): string {
  const match = /^SE(\d{6})(\d{4})01$/.exec(vatNumber);
  if (!match) throw new RangeError(`Not a Swedish VAT number: ${vatNumber}`);
  return `${match[1]}-${match[2]}`;
}

const PARTS: Readonly<Record<string, string>> = {
  monthlyFee: 'Fast avgift',
  monthlyFeeSekByFuse: 'Fast avgift',
  transferFee: 'Överföringsavgift',
  powerTariff: 'Effektavgift',
  variant: 'Prislistans namn',
  mainFuses: 'Huvudsäkringar',
};

/** The authority fees by the names the reviewed list uses. */
const AUTHORITY_FEE_NAMES: Readonly<Record<string, string>> = {
  elsakerhetsavgift: 'elsäkerhetsavgiften',
  elberedskapsavgift: 'elberedskapsavgiften',
  natovervakningsavgift: 'nätövervakningsavgiften',
};

const UNVERIFIED_PARTS = { fixedFee: 'Fast avgift', transferFee: 'Överföringsavgift', powerFee: 'Effektavgift' } as const;

const ENGLISH_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const SWEDISH_MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

const WORDS: Readonly<Record<string, string>> = {
  unverified: 'obekräftad',
  notImplemented: 'ingen',
  unlisted: 'inte angiven',
  fixed: 'fast',
  byFuse: 'per säkring',
  averageHours: 'snittet av månadens högsta timmar',
  averageDays: 'snittet av de högsta timmarna på olika dygn',
  first: 'bara den första perioden',
  all: 'alla perioder',
};

/** A value of the source's tariff format in words: numbers with their unit, known codes in Swedish. */
export function tariffValueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return 'saknas';
  if (typeof value === 'boolean') return key === 'approximated' ? (value ? 'uppskattad' : 'inte uppskattad') : value ? 'ja' : 'nej';
  if (typeof value === 'number') {
    const n = formatNumberUpTo(value, 4);
    if (/OrePerKwh$/.test(key)) return `${n}\u00A0öre/kWh`;
    if (/SekPerKw$/.test(key)) return `${n}\u00A0kr/kW`;
    if (key === 'spotPriceMultiplier') return `${formatNumberUpTo(value * 100, 2)}\u00A0% av spotpriset`;
    if (key === 'toHourInclusive') return `till kl. ${String((value + 1) % 24).padStart(2, '0')}`;
    if (key === 'fromHour') return `från kl. ${String(value).padStart(2, '0')}`;
    if (key === 'fromA') return `från ${n}\u00A0A`;
    if (key === 'toA') return `till ${n}\u00A0A`;
    if (/^monthlyFee/.test(key)) return `${formatKr(value)}/mån`;
    if (/^yearlyFee/.test(key)) return `${formatKr(value)}/år`;
    return n;
  }
  if (typeof value === 'string') {
    const month = ENGLISH_MONTHS.indexOf(value);
    if (month >= 0) return SWEDISH_MONTHS[month]!;
    return WORDS[value] ?? value;
  }
  if (Array.isArray(value)) return value.map((item) => tariffValueText(key, item)).join(', ');
  if (typeof value === 'object') {
    // Bookkeeping of the format, and an open end ('toA: null': no upper limit), say nothing to a reader.
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([k, v]) => k !== 'verified' && k !== 'clock' && k !== 'wrapsMidnight' && v !== null,
    );
    // A table by fuse: '16 A 4 650 kr/år, 20 A 5 800 kr/år …'.
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)))
      return entries.map(([fuse, v]) => `${fuse}\u00A0A ${tariffValueText(key, v)}`).join(', ');
    return entries
      .map(([k, v]) => {
        if (k === 'type') return tariffValueText(k, v);
        if (/ByFuse$/.test(k)) return tariffValueText(k.replace(/ByFuse$/, ''), v);
        if (k === 'from' || k === 'toInclusive') return `${k === 'from' ? 'från' : 'till och med'} ${tariffValueText(k, v)}`;
        return tariffValueText(k, v);
      })
      .join(', ');
  }
  return String(value);
}

/** 'powerTariff.periods.1.hours.toHourInclusive' → its last key, for the value's unit. */
const leafKey = (field: string) =>
  field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1) ?? field;

export function gridCorrections(input: GridListsInput): GridCorrections {
  const subject = (row: { operator: string; vatNumber: string }) =>
    input.operatorByOrgNumber(orgNumberOfVat(row.vatNumber)) ?? { name: row.operator, href: null };
  const listContext = (list: PriceListRef) => `${list.variant ? `${list.variant}, ` : ''}prislista från ${formatDate(list.fromDate)}`;
  const saved = { evidenceSource: 'Elnätsbolagets prissida', dateVerb: 'sparad' } as const;
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const amounts = (list: readonly { kr: number; vat: 'incl' | 'excl' | 'exempt' }[]) =>
    formatList(list.map((a) => `${formatNumberUpTo(a.kr, 2)}\u00A0kr${a.vat === 'incl' ? ' inkl. moms' : a.vat === 'excl' ? ' exkl. moms' : ''}`));

  return {
    corrections: input.corrections.map((row, i) => ({
      id: `natpris-${slug(row.operator)}-${i + 1}`,
      subject: subject(row),
      context: listContext(row.priceList),
      part: PARTS[row.field.split('.')[0]!] ?? row.field,
      sourceSaid: `${input.sourceName}: ${tariffValueText(leafKey(row.field), row.raw)}`,
      siteShows: tariffValueText(leafKey(row.field), row.corrected),
      reason: row.reason,
      evidence: [row.quote],
      ...saved,
      date: input.pageTextsDate,
    })),
    unverified: input.unverified.map((row, i) => ({
      id: `okant-${slug(row.operator)}-${i + 1}`,
      subject: subject(row),
      context: listContext(row.priceList),
      part: UNVERIFIED_PARTS[row.part],
      sourceSaid: `${input.sourceName}: ett belopp som prissidan inte bekräftar`,
      siteShows: 'Okänt: delen räknas inte med, och sidan säger varför',
      reason: row.reason,
      evidence: row.quote ? [row.quote] : [],
      ...saved,
      date: input.pageTextsDate,
    })),
    authorityFees: input.authorityFees.map((row, i) => ({
      id: `myndighetsavgifter-${slug(row.operator)}-${i + 1}`,
      subject: subject(row),
      context: row.priceList ? listContext(row.priceList) : 'Säkringsabonnemang för hushåll',
      part: 'Myndighetsavgifter',
      sourceSaid: null,
      siteShows:
        row.status === 'included'
          ? 'Ingår i elnätsbolagets avgifter'
          : row.status === 'partlyIncluded'
            ? `${upperFirst(formatList((row.included ?? []).map((fee) => AUTHORITY_FEE_NAMES[fee] ?? fee)))} ingår; övriga tillkommer med sina vanliga belopp`
            : row.amounts && row.amounts.length > 0
              ? `Tillkommer: ${amounts(row.amounts)} per år`
              : 'Tillkommer, belopp inte angivet',
      reason: row.note ?? null,
      evidence: row.quotes.slice(0, 1),
      ...saved,
      date: input.pageTextsDate,
    })),
    apartments: input.apartments.map((row, i) => ({
      id: `lagenhet-${slug(row.operator)}-${i + 1}`,
      subject: subject(row),
      context: listContext(row.priceList),
      part: 'Lägenhetstariff',
      sourceSaid: null,
      siteShows: `${row.label}: ${
        'yearlyKr' in row.fee
          ? `${formatKr(row.fee.yearlyKr)} per år`
          : 'monthlyKr' in row.fee
            ? `${formatKr(row.fee.monthlyKr)} per månad`
            : `${formatKr(row.fee.yearlyKrExVat)} per år exkl. moms`
      } i fast avgift`,
      reason: null,
      evidence: row.quotes.slice(0, 1),
      ...saved,
      date: input.pageTextsDate,
    })),
    powerMethods: input.powerMethods.map((row, i) => ({
      id: `effektmatning-${slug(row.operator)}-${i + 1}`,
      subject: subject(row),
      context: listContext(row.priceList),
      part: 'Hur effekten mäts',
      sourceSaid: null,
      siteShows:
        row.confirms === 'both' ? 'Mätmetod och tidsfönster enligt sidan' : row.confirms === 'method' ? 'Mätmetod enligt sidan' : 'Tidsfönster enligt sidan',
      reason: null,
      evidence: [row.quote],
      ...saved,
      date: input.pageTextsDate,
    })),
  };
}

/** Every entry, for counts and tests. */
export function allEntries(offers: OfferCorrections, grid: GridCorrections): CorrectionEntry[] {
  return [...Object.values(offers).flat(), ...Object.values(grid).flat()];
}

/** '73 rättelser': a count as the page writes it. */
export function countText(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
