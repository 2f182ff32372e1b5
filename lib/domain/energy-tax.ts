import { withVat } from '@/lib/domain/constants';
import { YEAR_PLACEHOLDER, noticeFor, type EnergyTaxNoticeData } from '@/lib/domain/energy-tax-notice';
import { stockholmDate } from '@/lib/domain/stockholm-time';
import { formatDate, formatOrePerKwh } from '@/lib/format';

/**
 * Energiskatt on electricity for a household: one dated table, the rate for a day, and what a page
 * says when it is read on a day the table has no rate for (docs/rules/taxes.md). The rates are set
 * by Lag (1994:1776) om skatt på energi, 11 kap. 3 § (amounts recalculated every year), with the
 * deduction of 11 kap. 4 § for households in the listed northern municipalities. Every page that
 * shows a cost including tax asks here, so each rate and the list exist once.
 */

/**
 * Where the deduction applies (11 kap. 4 §): every municipality of Norrbotten, Västerbotten and
 * Jämtland (SCB county codes 25, 24, 23), and Torsby, Malung-Sälen, Orsa, Älvdalen, Mora, Ljusdal,
 * Ånge, Sollefteå and Örnsköldsvik. A tax rule, not a price-area rule: Torsby and Malung-Sälen are SE3.
 */
export const REDUCED_ENERGY_TAX_AREA = {
  counties: ['23', '24', '25'],
  municipalities: ['1737', '2023', '2034', '2039', '2062', '2161', '2260', '2283', '2284'],
} as const;

export interface EnergyTaxSource {
  name: string;
  /** Title of the page or provision, as the page names it. */
  title: string;
  url: string;
}

/** One period of the table: its first and last day, the full rate and the deduction. */
export interface EnergyTaxPeriod {
  /** 'YYYY-MM-DD', the first day the rate applies. */
  validFrom: string;
  /** 'YYYY-MM-DD', the last day the rate applies. */
  validTo: string;
  /** öre/kWh excluding VAT. */
  oreExVat: number;
  /** The deduction in REDUCED_ENERGY_TAX_AREA, öre/kWh excluding VAT. */
  reductionOreExVat: number;
  /** Where the rate itself is stated. */
  source: EnergyTaxSource;
}

const LAW: EnergyTaxSource = {
  name: 'Sveriges riksdag',
  title: 'Lag (1994:1776) om skatt på energi, 11 kap. 3–4 §§',
  url: 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-19941776-om-skatt-pa-energi_sfs-1994-1776/',
};

/** Skatteverket's page of the rates in force, where a visitor checks a rate the table does not have yet. */
export const CURRENT_RATES_PAGE = {
  label: 'Skatteverkets skattesatser för el',
  href: 'https://www.skatteverket.se/foretag/skatterochavdrag/punktskatter/energiskatter/skattpael.4.15532c7b1442f256bae5e4c.html',
} as const;

/**
 * The table, oldest first, with no gaps. Add the next year's row when the government has set its
 * amounts (in November the year before); until then a page read in the new year says the rate for
 * that day is not in the site yet and names the one it uses (energyTaxNotice).
 */
export const ENERGY_TAX_PERIODS: readonly EnergyTaxPeriod[] = [
  { validFrom: '2025-01-01', validTo: '2025-12-31', oreExVat: 43.9, reductionOreExVat: 9.6, source: LAW },
  {
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    oreExVat: 36.0,
    reductionOreExVat: 9.6,
    source: {
      name: 'Skatteverket',
      title: 'Sänkt skatt på el 1 januari 2026',
      url: 'https://www.skatteverket.se/foretag/skatterochavdrag/punktskatter/nyheterinompunktskatter/2025/nyheterinompunktskatter/sanktskattpael1januari2026.5.1522bf3f19aea8075ba96f.html',
    },
  },
];

/**
 * The Stockholm day the site computes its figures for: the build's day, which next.config.mjs
 * inlines as NEXT_PUBLIC_BUILD_DATE so the pre-rendered page and the browser agree; today's date
 * outside a build (tests, scripts).
 */
export const SITE_DATE: string = process.env.NEXT_PUBLIC_BUILD_DATE || stockholmDate();

export interface PeriodLookup {
  period: EnergyTaxPeriod;
  /** False when no row covers the day: `period` is then the nearest row (the newest before the day, or the first). */
  covered: boolean;
}

/** The row in force on `date` ('YYYY-MM-DD'), or the nearest one when none is. */
export function energyTaxPeriodFor(date: string, periods: readonly EnergyTaxPeriod[] = ENERGY_TAX_PERIODS): PeriodLookup {
  const first = periods[0];
  if (!first) throw new Error('The energy tax table is empty');
  const covering = periods.find((p) => p.validFrom <= date && date <= p.validTo);
  if (covering) return { period: covering, covered: true };
  const before = periods.filter((p) => p.validTo < date).at(-1);
  return { period: before ?? first, covered: false };
}

/** The row the site's figures use: the one in force on the build's day (or the nearest). */
export function siteEnergyTaxPeriod(): EnergyTaxPeriod {
  return energyTaxPeriodFor(SITE_DATE).period;
}

/** '2026' for a calendar year's row, else '1 juli 2026–31 december 2026'. */
export function periodLabel(period: Pick<EnergyTaxPeriod, 'validFrom' | 'validTo'>): string {
  const year = period.validFrom.slice(0, 4);
  if (period.validFrom === `${year}-01-01` && period.validTo === `${year}-12-31`) return year;
  return `${formatDate(period.validFrom)}–${formatDate(period.validTo)}`;
}

/** A municipality by its four-digit SCB code ('2480'); the county is its first two digits. */
export function hasReducedEnergyTax(municipalityCode: string): boolean {
  if (!/^\d{4}$/.test(municipalityCode)) return false;
  const county = municipalityCode.slice(0, 2);
  return (
    (REDUCED_ENERGY_TAX_AREA.counties as readonly string[]).includes(county) ||
    (REDUCED_ENERGY_TAX_AREA.municipalities as readonly string[]).includes(municipalityCode)
  );
}

export interface EnergyTaxRate {
  /** öre/kWh excluding VAT: 36,0, or 26,4 with the northern deduction (2026). */
  oreExVat: number;
  /** öre/kWh including 25 % VAT: 45,0, or 33,0 (2026). */
  oreInclVat: number;
  reduced: boolean;
  /** The calendar year the period starts in (what copy names: 'energiskatten 2026'). */
  year: number;
  validFrom: string;
  validTo: string;
}

/**
 * The rate a household in `municipalityCode` pays in `period` (the site's by default); the full
 * rate when the municipality is unknown (undefined), since no place may be assumed to have the
 * deduction.
 */
export function energyTaxRate(municipalityCode?: string, period: EnergyTaxPeriod = siteEnergyTaxPeriod()): EnergyTaxRate {
  const reduced = municipalityCode !== undefined && hasReducedEnergyTax(municipalityCode);
  const oreExVat = reduced ? period.oreExVat - period.reductionOreExVat : period.oreExVat;
  // Rounded to 3 decimals so that 26,4 × 1,25 reads 33 and not 32,999…
  return {
    oreExVat: round3(oreExVat),
    oreInclVat: round3(withVat(oreExVat)),
    reduced,
    year: Number(period.validFrom.slice(0, 4)),
    validFrom: period.validFrom,
    validTo: period.validTo,
  };
}

/** kr per year of energy tax including VAT for `annualKwh` (not rounded; round where it is shown). */
export function annualEnergyTaxKr(annualKwh: number, municipalityCode?: string, period?: EnergyTaxPeriod): number {
  if (!Number.isFinite(annualKwh) || annualKwh < 0) {
    throw new RangeError(`Consumption must be a finite number of zero or more, got ${annualKwh}`);
  }
  return (annualKwh * energyTaxRate(municipalityCode, period).oreInclVat) / 100;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The source of the site's rate, named under the bill's energy-tax part. */
export function energyTaxSource(period: EnergyTaxPeriod = siteEnergyTaxPeriod()): EnergyTaxSource {
  return period.source;
}

/**
 * What a page read on a day outside the period it computes with (`used`, the build's row) says,
 * prepared at build for the browser (lib/domain/energy-tax-notice.ts picks the sentence with
 * today's date): that today's rate is another row's, or that the rate for today is not in the site
 * yet, and which one the page uses instead. Never last year's rate in silence.
 */
export function energyTaxNoticeData(
  used: EnergyTaxPeriod = siteEnergyTaxPeriod(),
  periods: readonly EnergyTaxPeriod[] = ENERGY_TAX_PERIODS,
): EnergyTaxNoticeData {
  const usedLabel = periodLabel(used);
  const usedName = /^\d{4}$/.test(usedLabel) ? `${usedLabel} års energiskatt` : `energiskatten för ${usedLabel}`;
  const usedSentence = `Sidan räknar med ${usedName}, ${formatOrePerKwh(used.oreExVat)} exkl. moms.`;
  return {
    from: used.validFrom,
    to: used.validTo,
    others: periods
      .filter((period) => period !== used)
      .map((period) => ({
        from: period.validFrom,
        to: period.validTo,
        text: `${usedSentence} I dag gäller ${formatOrePerKwh(period.oreExVat)} exkl. moms (${periodLabel(period)}).`,
      })),
    outside: `Energiskatten för ${YEAR_PLACEHOLDER} finns inte på webbplatsen ännu. Sidan räknar i stället med ${usedName}, ${formatOrePerKwh(used.oreExVat)} exkl. moms.`,
  };
}

/** The notice for `today` (null while today lies in `used`): the rule the browser applies, in one call. */
export function energyTaxNotice(
  today: string,
  used: EnergyTaxPeriod = siteEnergyTaxPeriod(),
  periods: readonly EnergyTaxPeriod[] = ENERGY_TAX_PERIODS,
): string | null {
  return noticeFor(energyTaxNoticeData(used, periods), today);
}

/** What the energy tax notice island takes: the prepared sentences and where the rates in force are published. */
export function energyTaxNoticeProps(): { notice: EnergyTaxNoticeData; check: { href: string; label: string } } {
  return { notice: energyTaxNoticeData(), check: CURRENT_RATES_PAGE };
}
