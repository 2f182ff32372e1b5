import { describeFuses, MAIN_FUSES, servedMainFuses, type ConsumptionTier, type GridTariff, type MainFuse } from '@/lib/grid/types';
import { formatDate, formatList, formatMonthYear, formatNumber } from '@/lib/format';
import { calculatorHref } from '@/lib/paths';
import { assumedPeakNote, figureCaveats, withOwnPeak } from '@/lib/grid/figure-caveats';
import { exactDecimals, formatGridOre, numberWord } from '@/lib/grid/format';
import { apartmentMissingReason, householdCosts, type HouseholdCost, type HouseholdCostOptions } from '@/lib/grid/household';
import { municipalityLongName } from '@/lib/grid/municipality-name';
import { shareText } from '@/lib/grid/picker';
import { describePowerFee, type PowerMethodDescription, type PowerMethodQuote } from '@/lib/grid/power-method';
import { describeWindow } from '@/lib/grid/time-windows';
import { compareSwedish } from '@/lib/collate';

/**
 * An operator's page, /elnat/{slug}, as data for the page to lay out: per price list the fixed
 * fee by fuse, the transfer fee with its time windows, the power fee and how it is measured,
 * authority fees, the apartment tariff where read, the yearly grid cost and full bill for Ei's
 * household types and what can make them differ from the operator's own figures; the
 * municipalities where it holds a concession; its price page and the price list's date; its
 * contact details as published in 2024. The rules: docs/rules/grid-tariffs.md.
 */

export interface OperatorPageInput {
  identity: {
    slug: string;
    name: string;
    orgNumber: string | null;
    otherNames: readonly string[];
    contact2024: { company: string; website: string | null; email: string | null; phone: string | null; address: string | null } | null;
  };
  /** The tariff data's operator; undefined for a concession holder the tariff data lacks. */
  operator?: {
    feeInfoUrl: string;
    status: 'ok' | 'placeholder';
    /** Whether the source saved the text of the operator's price page (grid-tariffs.json). */
    hasPageText: boolean;
    /** The price lists are regions of the network (E.ON): one applies to a household, by where it lives. */
    listsByRegion: boolean;
    tariffs: readonly (GridTariff & {
      notes: readonly string[];
      quotes: { authorityFee: string | null; apartment: string | null; powerMethod: PowerMethodQuote | null };
    })[];
  };
  /** Where it holds a concession (getConcessionsOfOperator joined with the municipalities). */
  municipalities: readonly { code: string; name: string; slug: string; share: number }[];
  /** For the full bill of each household type; the grid cost is shown without it. */
  supplyFor?: HouseholdCostOptions['supplyFor'];
  spotOreExVat?: number;
  /** When the page saved the operator's text we read (grid-tariffs.json meta.pageTextsDate). */
  pageTextsDate: string;
  /** When the source read the price lists (grid-tariffs.json meta.source.commitDate, YYYY-MM-DD). */
  sourceDate: string;
}

export interface FuseRow {
  fuse: MainFuse;
  yearlyKr: number;
  /** yearly / 12, as the operator's monthly amount would read. */
  monthlyKr: number;
  /** 'Upp till 8 000 kWh per år: 2 580 kr' where a lower-use tier applies. */
  tierNote: string | null;
}

export type PartView = { status: 'known'; lines: string[] } | { status: 'unknown'; reason: string };

export interface AuthorityFeeView {
  /** 'Tillkommer: 131,82 kr per år', 'Ingår i elnätsbolagets avgifter', or what the page does not say. */
  text: string;
  quote: string | null;
}

export interface ApartmentView {
  label: string;
  yearlyKr: number;
  transfer: PartView;
  quote: string | null;
}

export interface OperatorTariffView {
  id: string;
  variant: string | null;
  fromDate: string;
  /** 'Gäller från 1 januari 2025'. */
  fromDateText: string;
  /** 'Prislistan gäller huvudsäkringar 25–63 A.' where it is not for every fuse of 16–35 A; null otherwise. */
  fusesText: string | null;
  /** False for a list for other fuses than a household's (80 A and up): the page then shows no fees or costs from it. */
  forHouseholds: boolean;
  /** The fuse the transfer and power fees are shown at: 16 A, or the smallest the list has. */
  partsFuse: MainFuse;
  fixedFee: { status: 'known'; rows: FuseRow[] } | { status: 'unknown'; reason: string };
  transfer: PartView;
  /** The power fee's prices and method as they apply at `partsFuse` (the price list may differ for larger fuses). */
  power: { status: 'none' } | { status: 'known'; description: PowerMethodDescription } | { status: 'unknown'; reason: string };
  authorityFee: AuthorityFeeView;
  /** Null: no apartment tariff was read, and `apartmentNote` says so. */
  apartment: ApartmentView | null;
  apartmentNote: string | null;
  households: HouseholdCost[];
  /** Where a household figure includes a power fee on the assumed peak: that peak, labelled, and how to use one's own. */
  peakNote: string | null;
  /** Why the household figures can differ from the operator's own, one sentence each (lib/grid/figure-caveats.ts). */
  caveats: string[];
  /** Corrections we made against the operator's page, and why a part is unknown. */
  notes: string[];
  /** /kalkylator with this tariff preselected; null for a list that serves none of the site's fuses. */
  billHref: string | null;
}

export interface OperatorPageModel {
  slug: string;
  name: string;
  /** Unique per operator. */
  title: string;
  description: string;
  orgNumber: string | null;
  otherNames: readonly string[];
  feeInfoUrl: string | null;
  /** How far the figures were checked against the operator's price page; null without prices. */
  pageTextsLine: string | null;
  /** Said above the price lists when they are the operator's regions (E.ON); null otherwise. */
  regionNote: string | null;
  tariffs: OperatorTariffView[];
  /** Said when there is no price list at all. */
  noPrices: string | null;
  municipalities: { code: string; name: string; longName: string; slug: string; share: number; shareText: string }[];
  contact2024: (NonNullable<OperatorPageInput['identity']['contact2024']> & { label: string }) | null;
}

const kr = (value: number) => `${formatNumber(value, exactDecimals(value, 2))}\u00A0kr`;

function tierNote(tiers: readonly ConsumptionTier[] | undefined, fuse: MainFuse, format: (v: number) => string): string | null {
  const tier = tiers?.find((t) => t.amounts[`${fuse}`] !== undefined);
  const value = tier?.amounts[`${fuse}`];
  return tier && value !== undefined ? `Upp till ${formatNumber(tier.maxYearlyKwh)} kWh per år: ${format(value)}` : null;
}

function transferView(tariff: GridTariff['transferFee'], fuse: MainFuse): PartView {
  if (tariff.status !== 'known') return { status: 'unknown', reason: tariff.reason };
  switch (tariff.type) {
    case 'fixed': {
      const value = tariff.orePerKwh[`${fuse}`];
      if (value === undefined) return { status: 'unknown', reason: `Ingen överföringsavgift för ${fuse}\u00A0A i prislistan.` };
      const tier = tierNote(tariff.tiers, fuse, formatGridOre);
      return { status: 'known', lines: [formatGridOre(value), ...(tier ? [tier] : [])] };
    }
    case 'timeOfUse': {
      const lines = tariff.periods.map((period, i) => {
        const value = period.orePerKwh[`${fuse}`];
        const when = i === tariff.periods.length - 1 && !period.window.hours && !period.window.months ? 'övrig tid' : describeWindow(period.window);
        return value === undefined ? null : `${formatGridOre(value)} ${when}`;
      });
      if (lines.some((line) => line === null)) return { status: 'unknown', reason: `Tidstariffen saknar pris för ${fuse}\u00A0A.` };
      return { status: 'known', lines: lines as string[] };
    }
    case 'spotVariable': {
      const share = tariff.spotShare * 100;
      return {
        status: 'known',
        lines: [`${formatGridOre(tariff.baseOrePerKwh)} + ${formatNumber(share, exactDecimals(share, 2))}\u00A0% av spotpriset med moms`],
      };
    }
  }
}

function authorityView(fee: GridTariff['authorityFee'], quote: string | null): AuthorityFeeView {
  if (fee === undefined) return { text: 'Okänt om myndighetsavgifterna ingår.', quote: null };
  switch (fee.status) {
    case 'onTop':
      return {
        text:
          fee.amount === 'page'
            ? `Tillkommer utöver elnätsbolagets avgifter: ${kr(fee.yearlyKr)} per år.`
            : `Tillkommer utöver elnätsbolagets avgifter. Prissidan anger inte beloppet, så vi räknar med det vanliga: ${kr(fee.yearlyKr)} per år.`,
        quote,
      };
    case 'partlyIncluded':
      return {
        text: `Ingår delvis enligt prissidan. Den avgift som prissidan inte nämner tillkommer normalt, och vi räknar med det vanliga beloppet: ${kr(fee.yearlyKr)} per år.`,
        quote,
      };
    case 'included':
      return { text: 'Ingår i elnätsbolagets avgifter enligt prissidan.', quote };
    case 'notStated':
      return {
        text: `Prissidan säger inte om de ingår. De tillkommer normalt på alla elnätskunders fakturor, så vi räknar med det vanliga beloppet: ${kr(fee.yearlyKr)} per år.`,
        quote: null,
      };
  }
}

/** 'enligt prislistan från 1 januari 2025', 'enligt prislistorna Syd (från 1 augusti 2024), Stockholm (från 1 juli 2025) och Nord (från 1 januari 2024)'. */
function listsPhrase(tariffs: readonly { variant: string | null; fromDate: string }[]): string {
  const dates = [...new Set(tariffs.map((t) => t.fromDate))];
  if (tariffs.length === 1) return `enligt prislistan från ${formatDate(dates[0] as string)}`;
  if (dates.length === 1) return `enligt prislistorna från ${formatDate(dates[0] as string)}`;
  return `enligt prislistorna ${formatList(tariffs.map((t) => `${t.variant ?? 'standard'} (från ${formatDate(t.fromDate)})`))}`;
}

/** 'prislista från januari 2025', 'prislistor från 2024 och 2025': for the title, the dates the lists give. */
function listsTitle(tariffs: readonly { fromDate: string }[]): string {
  const months = [...new Set(tariffs.map((t) => t.fromDate.slice(0, 7)))].sort();
  const noun = tariffs.length === 1 ? 'prislista' : 'prislistor';
  if (months.length === 1) return `${noun} från ${formatMonthYear(months[0] as string)}`;
  return `${noun} från ${formatList([...new Set(months.map((m) => m.slice(0, 4)))])}`;
}

const APARTMENT_NOTE = 'Lägenhetstariffen står inte tydligt på prissidan, så den ingår inte här; lägenheter har ofta en egen, lägre fast avgift.';

/** The page model; pure, from the content the page loads. */
export function operatorPageModel(input: OperatorPageInput): OperatorPageModel {
  const { identity, operator } = input;
  const publisher = { name: identity.name, feeInfoUrl: operator?.feeInfoUrl ?? null };
  const siblingsOf = (tariff: GridTariff) => (operator?.tariffs ?? []).filter((t) => t.id !== tariff.id);
  const tariffs = (operator?.tariffs ?? []).map((tariff): OperatorTariffView => {
    const fixed = tariff.fixedFee;
    const fixedFee: OperatorTariffView['fixedFee'] =
      fixed.status === 'known'
        ? {
            status: 'known',
            rows: MAIN_FUSES.flatMap((fuse) => {
              const yearly = fixed.yearlyKr[`${fuse}`];
              return yearly === undefined
                ? []
                : [{ fuse, yearlyKr: yearly, monthlyKr: Math.round((yearly / 12) * 100) / 100, tierNote: tierNote(fixed.tiers, fuse, kr) }];
            }),
          }
        : { status: 'unknown', reason: fixed.reason };
    const served = servedMainFuses(tariff);
    const partsFuse = served[0] ?? 16;
    const power: OperatorTariffView['power'] =
      tariff.powerFee.status === 'none'
        ? { status: 'none' }
        : tariff.powerFee.status === 'known'
          ? { status: 'known', description: describePowerFee(tariff.powerFee, partsFuse, tariff.quotes.powerMethod) as PowerMethodDescription }
          : { status: 'unknown', reason: tariff.powerFee.reason };
    const apartment = tariff.apartment
      ? {
          label: tariff.apartment.label,
          yearlyKr: tariff.apartment.yearlyKr,
          transfer: transferView(tariff.apartment.transferFee, 16),
          quote: tariff.quotes.apartment,
        }
      : null;
    const unknownReasons = [tariff.fixedFee, tariff.transferFee, tariff.powerFee].flatMap((part) => (part.status === 'unverified' ? [part.reason] : []));
    const households = householdCosts(tariff, {
      publisher,
      siblings: siblingsOf(tariff),
      ...(input.spotOreExVat === undefined ? {} : { spotOreExVat: input.spotOreExVat }),
      ...(input.supplyFor ? { supplyFor: input.supplyFor } : {}),
    });
    return {
      id: tariff.id,
      variant: tariff.variant,
      fromDate: tariff.fromDate,
      fromDateText: `Gäller från ${formatDate(tariff.fromDate)}`,
      fusesText: tariff.fuses && served.length < MAIN_FUSES.length ? `Prislistan gäller huvudsäkringar ${describeFuses(tariff.fuses)}.` : null,
      forHouseholds: served.length > 0,
      partsFuse,
      fixedFee,
      transfer: transferView(tariff.transferFee, partsFuse),
      power,
      authorityFee: authorityView(tariff.authorityFee, tariff.quotes.authorityFee),
      apartment,
      apartmentNote: apartment ? null : siblingsOf(tariff).some((t) => t.apartment) ? apartmentMissingReason(siblingsOf(tariff)) : APARTMENT_NOTE,
      households,
      peakNote: withOwnPeak(assumedPeakNote(households), 'Effektavgiften per kW står ovan; med din egen topp från elnätsfakturan blir beloppet ditt.'),
      caveats: figureCaveats({ tariff, households, sourceDate: input.sourceDate }),
      notes: [...new Set([...tariff.notes, ...unknownReasons])],
      billHref: served.length > 0 ? calculatorHref({ operator: tariff.id }) : null,
    };
  });
  const placeholder = !operator || tariffs.length === 0;
  const description = placeholder
    ? `${identity.name}: var bolaget har elnätskoncession, kontaktuppgifter och länk till prislistan. Vi har inga kontrollerade elnätsavgifter för bolaget.`
    : `Elnätsavgifter hos ${identity.name}: fast avgift per huvudsäkring, överföringsavgift${tariffs.some((t) => t.power.status === 'known') ? ', effektavgift och hur effekten mäts' : ''} och vad elnätet kostar per år för villa${tariffs.some((t) => t.apartment) ? ' och lägenhet' : ''}, ${listsPhrase(tariffs)}.`;
  const pageTextsLine = placeholder
    ? null
    : operator.hasPageText
      ? `Vi har kontrollerat uppgifterna mot elnätsbolagets prissida som den såg ut ${formatDate(input.pageTextsDate)}. Prislistorna är de senaste som källan hade ${formatDate(input.sourceDate)}.`
      : `Källan har ingen sparad kopia av elnätsbolagets prissida, så vi har inte kunnat kontrollera beloppen mot den. Prislistan är den senaste som källan hade ${formatDate(input.sourceDate)}.`;
  const variants = tariffs.flatMap((t) => (t.variant ? [t.variant] : []));
  const regionNote =
    operator?.listsByRegion && variants.length > 1
      ? `${identity.name} har ${numberWord(variants.length)} prislistor för olika delar av sitt elnät: ${formatList(variants)}. Bara en av dem gäller för ett hushåll, och vilken beror på var det ligger; den står på elnätsfakturan. Källan säger inte vilka kommuner som hör till vilken prislista.`
      : null;
  return {
    slug: identity.slug,
    name: identity.name,
    title: placeholder ? `${identity.name} – elnät och koncessionsområde` : `${identity.name} – elnätsavgifter, ${listsTitle(tariffs)}`,
    description,
    orgNumber: identity.orgNumber,
    otherNames: identity.otherNames,
    feeInfoUrl: operator?.feeInfoUrl ?? null,
    pageTextsLine,
    regionNote,
    tariffs,
    noPrices: placeholder ? `Vi har inga kontrollerade elnätsavgifter för ${identity.name}. Priserna finns på elnätsbolagets egen prissida.` : null,
    municipalities: [...input.municipalities]
      .sort((a, b) => compareSwedish(a.name, b.name))
      .map((m) => ({ ...m, longName: municipalityLongName(m.name), shareText: shareText(m.share) })),
    contact2024: identity.contact2024 ? { ...identity.contact2024, label: 'Kontaktuppgifter enligt Energimarknadsinspektionens lista från 2024' } : null,
  };
}
