import { servedMainFuses, type GridTariff } from '@/lib/grid/types';
import type { PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatList, upperFirst } from '@/lib/format';
import { calculatorHref } from '@/lib/paths';
import { fullBillHref } from '@/lib/grid/full-bill';
import { numberWord } from '@/lib/grid/format';
import { householdCosts, HOUSEHOLD_TYPES, type HouseholdCost, type HouseholdCostOptions, type HouseholdType } from '@/lib/grid/household';
import { municipalityLongName } from '@/lib/grid/municipality-name';
import { assumedPeakNote, withOwnPeak } from '@/lib/grid/figure-caveats';
import { elnatOperatorPath } from '@/lib/paths';
import { shareText } from '@/lib/grid/picker';
import { inPlace } from '@/lib/cities/place';
import { compareSwedish } from '@/lib/collate';

/**
 * "Elnät i {kommun}" on a city page: the operators holding an area concession
 * in the municipality with their share of its area, and for each of their tariffs the yearly grid
 * cost and full bill for Ei's household types, linking to the operator's page and to a filled-in
 * bill. Area is not households: the model never says which operator a household has.
 */

/** What the model needs of an operator (from lib/content/grid-areas.ts and grid-tariffs.ts). */
export interface CityGridOperatorInput {
  id: string;
  name: string;
  /** Its page's slug, or null when it has none (a concession holder without tariffs). */
  pageSlug: string | null;
  feeInfoUrl: string | null;
  tariffs: readonly GridTariff[];
  /** The price lists are regions of the network (E.ON): one applies to a household, by where it lives. */
  listsByRegion?: boolean;
  contact2024: { company: string; website: string | null; email: string | null; phone: string | null } | null;
}

export interface CityGridInput {
  municipality: { code: string; name: string };
  priceArea: PriceArea;
  /** The concessions listed for the municipality, largest share first (getConcessionsForMunicipality). */
  concessions: readonly { operatorId: string; share: number; tariffIds: readonly string[] | null }[];
  operator: (id: string) => CityGridOperatorInput | undefined;
  /** Supply prices per household (either catalogue) and the spot price for spot-based transfer fees. */
  supplyFor?: HouseholdCostOptions['supplyFor'];
  spotOreExVat?: number;
  /** Ei's map credit and date, for the source line. */
  mapCredit: string;
}

export interface CityGridTariff {
  tariffId: string;
  /** 'Enkeltariff E4', or null when the operator has one tariff. */
  variant: string | null;
  fromDate: string;
  households: HouseholdCost[];
  /** Where a figure has a power fee on the assumed peak: that peak, labelled, and that one's own gives one's own figure. */
  peakNote: string | null;
  /** /kalkylator's filled-in bill for this municipality and tariff (villa utan elvärme). */
  billHref: string;
  /** /jamfor with the municipality and this tariff preselected, at the full bill. */
  jamforHref: string;
}

export interface CityGridOperator {
  operatorId: string;
  name: string;
  /** /elnat/{slug}, or null for a holder without a page. */
  href: string | null;
  share: number;
  /** 'täcker cirka 75 % av kommunens yta'. */
  shareText: string;
  feeInfoUrl: string | null;
  tariffs: CityGridTariff[];
  /** Why there are no figures, for a holder without a known price list; null otherwise. */
  noPrices: string | null;
  /** Where the lists are regions (E.ON): that only one applies, and that the source cannot tell which here. */
  regionNote: string | null;
  /** Shown where there are no figures: contact details as published in 2024. */
  contact2024: CityGridOperatorInput['contact2024'];
}

export interface CityGridModel {
  /** 'Elnät i Kalmar'. */
  heading: string;
  municipality: { code: string; name: string; longName: string };
  /** One sentence on what the list is and is not. */
  lead: string;
  operators: CityGridOperator[];
  householdTypes: readonly HouseholdType[];
  /** 'Källa: Energimarknadsinspektionen, områdeskoncessioner (karta 2025-01-09); elnätsbolagens prislistor från 1 januari 2024 till 1 november 2025.' */
  sourceLine: string;
}

export function cityGridModel(input: CityGridInput): CityGridModel {
  const longName = municipalityLongName(input.municipality.name);
  // One row per operator: its units there are added up, and the tariffs any of them covers are shown.
  const rows = new Map<string, { share: number; tariffIds: Set<string> | null }>();
  for (const concession of input.concessions) {
    const row = rows.get(concession.operatorId) ?? { share: 0, tariffIds: new Set<string>() };
    row.share += concession.share;
    if (concession.tariffIds === null) row.tariffIds = null;
    else if (row.tariffIds) for (const id of concession.tariffIds) row.tariffIds.add(id);
    rows.set(concession.operatorId, row);
  }
  const dates = new Set<string>();
  const operators = [...rows.entries()]
    .map(([operatorId, row]): CityGridOperator | null => {
      const operator = input.operator(operatorId);
      if (!operator) return null;
      // A list for large fuses only (80 A and up) is for no household here.
      const tariffs = operator.tariffs.filter((t) => (row.tariffIds === null || row.tariffIds.has(t.id)) && servedMainFuses(t).length > 0);
      const variants = tariffs.flatMap((t) => (t.variant ? [t.variant] : []));
      for (const tariff of tariffs) dates.add(tariff.fromDate);
      return {
        operatorId,
        name: operator.name,
        href: operator.pageSlug ? elnatOperatorPath(operator.pageSlug) : null,
        share: row.share,
        shareText: shareText(row.share),
        feeInfoUrl: operator.feeInfoUrl,
        tariffs: tariffs.map((tariff) => {
          const households = householdCosts(tariff, {
            publisher: { name: operator.name, feeInfoUrl: operator.feeInfoUrl },
            siblings: tariffs,
            municipality: { code: input.municipality.code, longName },
            ...(input.spotOreExVat === undefined ? {} : { spotOreExVat: input.spotOreExVat }),
            ...(input.supplyFor ? { supplyFor: input.supplyFor } : {}),
          });
          return {
            tariffId: tariff.id,
            variant: tariff.variant,
            fromDate: tariff.fromDate,
            households,
            peakNote: withOwnPeak(assumedPeakNote(households), 'Med din egen topp från elnätsfakturan räknar du hela elkostnaden nedan.'),
            billHref: calculatorHref({
              area: input.priceArea,
              municipalityCode: input.municipality.code,
              operator: tariff.id,
            }),
            jamforHref: fullBillHref(input.priceArea, input.municipality.code, tariff.id),
          };
        }),
        noPrices: tariffs.length > 0 ? null : `Vi har inga priser för ${operator.name}; priserna finns hos elnätsbolaget.`,
        regionNote:
          operator.listsByRegion && variants.length > 1
            ? `Bara en av prislistorna ${formatList(variants)} gäller för ett hushåll, beroende på var i elnätet det ligger. Källan säger inte vilken som gäller ${inPlace(input.municipality.name)}; den står på elnätsfakturan.`
            : null,
        contact2024: operator.contact2024,
      };
    })
    .filter((row): row is CityGridOperator => row !== null)
    .sort((a, b) => b.share - a.share || compareSwedish(a.name, b.name));
  const sorted = [...dates].sort();
  const span =
    sorted.length === 0
      ? ''
      : sorted.length === 1
        ? ` från ${formatDate(sorted[0] as string)}`
        : ` från ${formatDate(sorted[0] as string)} till ${formatDate(sorted.at(-1) as string)}`;
  return {
    heading: `Elnät ${inPlace(input.municipality.name)}`,
    municipality: { ...input.municipality, longName },
    lead:
      `${operators.length === 1 ? 'Ett elnätsbolag har' : `${upperFirst(numberWord(operators.length))} elnätsbolag har`} områdeskoncession i ${longName}. ` +
      'Andelen är en andel av kommunens yta, inte av hushållen: vilket elnätsbolag du har står på din elnätsfaktura.',
    operators,
    householdTypes: HOUSEHOLD_TYPES,
    sourceLine: `Källa: ${input.mapCredit}; elnätsbolagens prislistor${span}.`,
  };
}
