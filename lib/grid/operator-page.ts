import { MAIN_FUSES, type ConsumptionTier, type GridTariff, type MainFuse } from '@/lib/domain/grid-tariff';
import { formatDate, formatNumber } from '@/lib/format';
import { billHref } from '@/lib/grid/bill-url';
import { exactDecimals, formatGridOre } from '@/lib/grid/format';
import { apartmentMissingReason, householdCosts, type HouseholdCost, type HouseholdCostOptions } from '@/lib/grid/household';
import { municipalityLongName } from '@/lib/grid/municipality-name';
import { shareText } from '@/lib/grid/picker';
import { describePowerFee, type PowerMethodDescription, type PowerMethodQuote } from '@/lib/grid/power-method';
import { describeWindow } from '@/lib/grid/time-window';

/**
 * An operator's page, /elnat/{slug} (issue 20, item 5), as data for the page to lay out: per
 * price list the fixed fee by fuse, the transfer fee with its time windows, the power fee and how
 * it is measured, authority fees, the apartment tariff where read, and the yearly grid cost and
 * full bill for Ei's household types; the municipalities where it holds a concession; its price
 * page and the price list's date; its contact details as published in 2024.
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
  fixedFee: { status: 'known'; rows: FuseRow[] } | { status: 'unknown'; reason: string };
  transfer: PartView;
  /** The power fee's prices and method as they apply at 16 A (the price list may differ for larger fuses). */
  power: { status: 'none' } | { status: 'known'; description: PowerMethodDescription } | { status: 'unknown'; reason: string };
  authorityFee: AuthorityFeeView;
  /** Null: no apartment tariff was read, and `apartmentNote` says so. */
  apartment: ApartmentView | null;
  apartmentNote: string | null;
  households: HouseholdCost[];
  /** Corrections we made against the operator's page, and why a part is unknown. */
  notes: string[];
  /** /kalkylator with this tariff preselected. */
  billHref: string;
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
  /** 'Uppgifterna på elnätsbolagets prissida lästes 15 september 2025.' */
  pageTextsLine: string;
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
  switch (fee?.status) {
    case 'onTop':
      return {
        text: fee.yearlyKr === null ? 'Tillkommer utöver elnätsbolagets avgifter; prissidan anger inte beloppet.' : `Tillkommer utöver elnätsbolagets avgifter: ${kr(fee.yearlyKr)} per år.`,
        quote,
      };
    case 'included':
      return { text: 'Ingår i elnätsbolagets avgifter enligt prissidan.', quote };
    default:
      return { text: 'Prissidan säger inte om myndighetsavgifterna (cirka 130 kr per år) ingår i avgifterna eller tillkommer.', quote: null };
  }
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
              return yearly === undefined ? [] : [{ fuse, yearlyKr: yearly, monthlyKr: Math.round((yearly / 12) * 100) / 100, tierNote: tierNote(fixed.tiers, fuse, kr) }];
            }),
          }
        : { status: 'unknown', reason: fixed.reason };
    const power: OperatorTariffView['power'] =
      tariff.powerFee.status === 'none'
        ? { status: 'none' }
        : tariff.powerFee.status === 'known'
          ? { status: 'known', description: describePowerFee(tariff.powerFee, 16, tariff.quotes.powerMethod) as PowerMethodDescription }
          : { status: 'unknown', reason: tariff.powerFee.reason };
    const apartment = tariff.apartment
      ? { label: tariff.apartment.label, yearlyKr: tariff.apartment.yearlyKr, transfer: transferView(tariff.apartment.transferFee, 16), quote: tariff.quotes.apartment }
      : null;
    const unknownReasons = [tariff.fixedFee, tariff.transferFee, tariff.powerFee].flatMap((part) => (part.status === 'unverified' ? [part.reason] : []));
    return {
      id: tariff.id,
      variant: tariff.variant,
      fromDate: tariff.fromDate,
      fromDateText: `Gäller från ${formatDate(tariff.fromDate)}`,
      fixedFee,
      transfer: transferView(tariff.transferFee, 16),
      power,
      authorityFee: authorityView(tariff.authorityFee, tariff.quotes.authorityFee),
      apartment,
      apartmentNote: apartment ? null : siblingsOf(tariff).some((t) => t.apartment) ? apartmentMissingReason(siblingsOf(tariff)) : APARTMENT_NOTE,
      households: householdCosts(tariff, {
        publisher,
        siblings: siblingsOf(tariff),
        ...(input.spotOreExVat === undefined ? {} : { spotOreExVat: input.spotOreExVat }),
        ...(input.supplyFor ? { supplyFor: input.supplyFor } : {}),
      }),
      notes: [...new Set([...tariff.notes, ...unknownReasons])],
      billHref: billHref('/kalkylator', { operator: tariff.id }),
    };
  });
  const dates = tariffs.map((t) => t.fromDate).sort();
  const placeholder = !operator || tariffs.length === 0;
  const firstDate = dates[0];
  const description = placeholder
    ? `${identity.name}: var bolaget har elnätskoncession, kontaktuppgifter och länk till prislistan. Vi har inga kontrollerade elnätsavgifter för bolaget.`
    : `Elnätsavgifter hos ${identity.name}: fast avgift per huvudsäkring, överföringsavgift${tariffs.some((t) => t.power.status === 'known') ? ', effektavgift och hur effekten mäts' : ''} och vad elnätet kostar per år för villa${tariffs.some((t) => t.apartment) ? ' och lägenhet' : ''}, enligt prislistan från ${formatDate(firstDate as string)}.`;
  return {
    slug: identity.slug,
    name: identity.name,
    title: placeholder ? `${identity.name} – elnät och koncessionsområde` : `${identity.name} – elnätsavgifter ${(firstDate as string).slice(0, 4)}`,
    description,
    orgNumber: identity.orgNumber,
    otherNames: identity.otherNames,
    feeInfoUrl: operator?.feeInfoUrl ?? null,
    pageTextsLine: `Vi har kontrollerat uppgifterna mot elnätsbolagets prissida som den såg ut ${formatDate(input.pageTextsDate)}.`,
    tariffs,
    noPrices: placeholder ? `Vi har inga kontrollerade elnätsavgifter för ${identity.name}. Priserna finns på elnätsbolagets egen prissida.` : null,
    municipalities: [...input.municipalities]
      .sort((a, b) => a.name.localeCompare(b.name, 'sv'))
      .map((m) => ({ ...m, longName: municipalityLongName(m.name), shareText: shareText(m.share) })),
    contact2024: identity.contact2024 ? { ...identity.contact2024, label: 'Kontaktuppgifter enligt Energimarknadsinspektionens lista från 2024' } : null,
  };
}
