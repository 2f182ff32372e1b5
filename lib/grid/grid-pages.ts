import { getConcessionsOfOperator, getGridOperatorIdentityBySlug } from '@/lib/content/grid-areas';
import { getCityGridInput, getOperatorPageInput } from '@/lib/content/grid-operators';
import { getAreaOffers, getAreaSource } from '@/lib/content/market';
import { getMunicipalityByCode } from '@/lib/content/municipalities';
import { lazyByKey } from '@/lib/content/load';
import { cheapestAlternative } from '@/lib/domain/calculator';
import { hasReducedEnergyTax } from '@/lib/domain/energy-tax';
import type { PriceArea } from '@/lib/domain/price-area';
import type { SupplyInput } from '@/lib/grid/total-cost';
import { formatDate } from '@/lib/format';
import { cityGridModel, type CityGridModel } from '@/lib/grid/city-grid';
import { calculatorHref } from '@/lib/paths';
import type { HouseholdType } from '@/lib/grid/household';
import { operatorPageModel, type OperatorPageModel } from '@/lib/grid/operator-page';
import { indexMarket } from '@/lib/market/compare';

/**
 * The grid pages' models with their supply: the data joins of
 * lib/content/grid-operators.ts, the supply and spot price from the market catalogue, and the
 * pure models of lib/grid/operator-page.ts and city-grid.ts.
 */

export interface AreaSupply {
  area: PriceArea;
  /** The cheapest offer of the area at each household's consumption, as /jamfor lists it first. */
  supplyFor: (type: HouseholdType) => SupplyInput | null;
  /** The spot price Elpriskollen assumed that day, öre/kWh excl. VAT (spot-based transfer fees use it too). */
  spotOreExVat: number;
  /** 'det billigaste avtalet i elområde SE3 enligt Elpriskollen 12 november 2025'. */
  basis: string;
}

/** The supply every full bill on the grid pages uses: the area's cheapest offer at the household's consumption. */
export const areaSupply: (area: PriceArea) => AreaSupply = lazyByKey((area: PriceArea): AreaSupply => {
  const index = indexMarket(getAreaOffers(area));
  const source = getAreaSource(area);
  return {
    area,
    supplyFor: (type) => cheapestAlternative(index, type.annualKwh, source)?.supply ?? null,
    spotOreExVat: source.spotOre,
    basis: `det billigaste avtalet i elområde ${area} för hushållets förbrukning enligt Elpriskollen ${formatDate(source.date)}`,
  };
});

export interface OperatorPage extends OperatorPageModel {
  /** Where the full bill is shown: the one area and the full energy tax its municipalities share; null otherwise. */
  billBasis: string | null;
  /** Why there is no full bill per household when billBasis is null. */
  noBillReason: string | null;
  /** /kalkylator with the municipality, its area and this operator filled in, per municipality code. */
  municipalityBillHref: Readonly<Record<string, string>>;
}

const NO_BILL_AREAS =
  'Hela elkostnaden beror på elområdet och kommunens energiskatt, och bolagets nät ligger i flera elområden eller kommuner med olika energiskatt. Välj kommun nedan för hela elkostnaden där.';

/**
 * /elnat/{slug}: the full bill per household only where every municipality of the operator lies in
 * one price area with the full energy tax (the model computes without a municipality, i.e. the
 * full rate); elsewhere the grid cost, and a filled-in bill per municipality.
 */
export const getOperatorPage: (slug: string) => OperatorPage | undefined = lazyByKey((slug: string): OperatorPage | undefined => {
  const input = getOperatorPageInput(slug);
  if (!input) return undefined;
  const places = input.municipalities.flatMap((m) => {
    const municipality = getMunicipalityByCode(m.code);
    return municipality ? [{ code: m.code, area: municipality.priceArea, reduced: hasReducedEnergyTax(m.code) }] : [];
  });
  const areas = [...new Set(places.map((p) => p.area))];
  const oneArea = areas.length === 1 && places.every((p) => !p.reduced) ? (areas[0] as PriceArea) : null;
  const supply = oneArea ? areaSupply(oneArea) : null;
  // A spot-based transfer fee needs a spot price even without a full bill: the operator's largest area.
  const largest = [...input.municipalities].sort((a, b) => b.share - a.share)[0];
  const spotArea = oneArea ?? places.find((p) => p.code === largest?.code)?.area ?? null;
  const model = operatorPageModel({
    ...input,
    ...(supply ? { supplyFor: supply.supplyFor } : {}),
    ...(spotArea ? { spotOreExVat: areaSupply(spotArea).spotOreExVat } : {}),
  });
  const hasTariffs = model.tariffs.length > 0;
  // The price list the concession names where there is one, else the operator (its first price list).
  const concessions = getConcessionsOfOperator(getGridOperatorIdentityBySlug(slug)?.id ?? '');
  const municipalityBillHref = Object.fromEntries(
    model.municipalities.map((m) => {
      const place = places.find((p) => p.code === m.code);
      const tariffIds = new Set(concessions.filter((c) => c.code === m.code).flatMap((c) => c.concession.tariffIds ?? []));
      const operator = tariffIds.size === 1 ? [...tariffIds][0] : slug;
      return [m.code, calculatorHref({ ...(place ? { area: place.area } : {}), municipalityCode: m.code, ...(operator ? { operator } : {}) })];
    }),
  );
  return {
    ...model,
    billBasis: supply && hasTariffs ? `Hela elkostnaden är räknad med ${supply.basis}, full energiskatt och moms.` : null,
    noBillReason: !supply && hasTariffs ? NO_BILL_AREAS : null,
    municipalityBillHref,
  };
});

export interface CityGrid extends CityGridModel {
  /** What the full bills are computed with. */
  billBasis: string;
}

/** "Elnät i {kommun}" for a municipality code; undefined for an unknown code. */
export const getCityGrid: (code: string) => CityGrid | undefined = lazyByKey((code: string): CityGrid | undefined => {
  const input = getCityGridInput(code);
  if (!input) return undefined;
  const supply = areaSupply(input.priceArea);
  const model = cityGridModel({ ...input, supplyFor: supply.supplyFor, spotOreExVat: supply.spotOreExVat });
  return { ...model, billBasis: `Hela elkostnaden är räknad med ${supply.basis}, energiskatten i ${model.municipality.longName} och moms.` };
});
