import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatList, formatOrePerKwh } from '@/lib/format';
import { ELPRISKOLLEN, type AreaSource } from '@/lib/market/offer';

/**
 * What the prices rest on, in the words pages print beside them (docs/rules/price-basis.md:
 * one price basis, Elpriskollen's own, named on the page; every offer names its source and date).
 */

/** 'Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026' (Elpriskollen's citation, docs/rules/price-basis.md). */
export function sourceText(source: Pick<AreaSource, 'date'>): string {
  return `${ELPRISKOLLEN.name}, hämtat ${formatDate(source.date)}`;
}

/** 'Rörliga avtal räknas med Elpriskollens antagna spotpris 77,98 öre/kWh exkl. moms för SE3, 25 juli 2026.' */
export function spotBasisText(source: AreaSource): string {
  return `Rörliga avtal räknas med Elpriskollens antagna spotpris ${formatOrePerKwh(source.spotOre, 2)} exkl. moms för ${source.area}, ${formatDate(source.date)}.`;
}

/**
 * 'Rörliga avtal räknas med Elpriskollens antagna spotpris 77,98 öre/kWh exkl. moms för SE3,
 * 25 juli 2026. Mixade avtal räknas med hälften av det för sin rörliga del och sitt fasta pris för
 * resten; fasta avtal med sitt fasta pris.'
 */
export function priceBasisText(source: AreaSource): string {
  return `${spotBasisText(source)} Mixade avtal räknas med hälften av det för sin rörliga del och sitt fasta pris för resten; fasta avtal med sitt fasta pris.`;
}

/** 'för SE1 (26 juli 2026), SE2 (19 juli 2026) …': the dates of several areas in one phrase. */
export function areaDatesText(sources: Readonly<Record<PriceArea, AreaSource>>, areas: readonly PriceArea[] = PRICE_AREAS): string {
  return formatList(areas.map((area) => `${area} ${formatDate(sources[area].date)}`));
}

/** 'SE1 44,84, SE2 43,66, SE3 77,98 och SE4 103,72 öre/kWh': the assumed spot prices of several areas. */
export function areaSpotsText(sources: Readonly<Record<PriceArea, AreaSource>>, areas: readonly PriceArea[] = PRICE_AREAS): string {
  const values = areas.map((area) => `${area} ${formatOrePerKwh(sources[area].spotOre, 2).replace(/\u00A0öre\/kWh$/, '')}`);
  return `${formatList(values)}\u00A0öre/kWh`;
}

/** The latest scrape date of the areas ('YYYY-MM-DD'): the month a count or a spread across areas is dated by. */
export function newestSourceDate(sources: Readonly<Record<PriceArea, Pick<AreaSource, 'date'>>>): string {
  return PRICE_AREAS.map((area) => sources[area].date).reduce((newest, date) => (date > newest ? date : newest));
}
