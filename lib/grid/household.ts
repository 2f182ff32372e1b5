import { apartmentAsTariff, APARTMENT_FUSE, describeFuses, servedMainFuses, servesFuse, type GridTariff, type MainFuse } from '@/lib/grid/types';
import { gridCost, totalCost, type GridCost, type LoadProfileId, type SupplyInput, type TariffPublisher, type TotalCost } from '@/lib/grid/total-cost';
import { HOUSEHOLDS, type Household } from '@/lib/market/consumption';

/**
 * Ei's typical households for grid and full-bill figures (docs/rules/grid-tariffs.md): two house
 * types, and an apartment only where the operator's apartment tariff was read from its page.
 * A price list that is not for the household's main fuse is never used for it: the row says so
 * and gives the cost with the smallest fuse the list has, labelled. One function computes them for
 * the operator pages and the city pages alike.
 */

export type HouseholdTypeId = 'villa' | 'villaElvarme' | 'lagenhet';

export interface HouseholdType {
  id: HouseholdTypeId;
  /** 'Villa utan elvärme'. */
  label: string;
  annualKwh: number;
  fuse: MainFuse;
  profile: LoadProfileId;
  /** Computed with the operator's apartment tariff, never its house tariff. */
  apartment: boolean;
}

/** The consumption of one of the site's household presets (lib/market/consumption.ts), so every page has the same three. */
const kwhOf = (key: Household['key']): number => HOUSEHOLDS.find((household) => household.key === key)?.annualKwh ?? Number.NaN;

export const HOUSEHOLD_TYPES: readonly HouseholdType[] = [
  { id: 'villa', label: 'Villa utan elvärme', annualKwh: kwhOf('villa'), fuse: 16, profile: 'hushallsel', apartment: false },
  { id: 'villaElvarme', label: 'Villa med elvärme', annualKwh: kwhOf('villa-elvarme'), fuse: 20, profile: 'elvarme', apartment: false },
  { id: 'lagenhet', label: 'Lägenhet', annualKwh: kwhOf('lagenhet'), fuse: APARTMENT_FUSE, profile: 'hushallsel', apartment: true },
];

/** 'Villa utan elvärme, 16 A, 5 000 kWh per år' is written by the page; this names the basis. */
export const HOUSEHOLD_TYPES_SOURCE = 'Energimarknadsinspektionens typhushåll';

/** Said where the operator's apartment tariff is not in the data. */
export const APARTMENT_NOT_INCLUDED =
  'Lägenhetstariffer skiljer sig från villatarifferna och ingår inte här för det här elnätsbolaget: vi har inte kunnat läsa dem från prissidan.';

export type HouseholdCost =
  | {
      type: HouseholdType;
      available: true;
      /** The tariff computed with: the house tariff, or the apartment tariff as a tariff of its own. */
      tariff: GridTariff;
      /** The main fuse computed with: the household's, or the smallest the price list has when it has none for the household's. */
      fuse: MainFuse;
      /** Said when `fuse` is not the household's: 'Prislistan har ingen tariff för 16 A; …'. */
      fuseNote: string | null;
      grid: GridCost;
      /** The full bill when a supply price was given for the household; null otherwise. */
      bill: TotalCost | null;
    }
  | { type: HouseholdType; available: false; reason: string };

export interface HouseholdCostOptions {
  publisher?: TariffPublisher;
  /** The municipality for the energy tax (full rate without one). */
  municipality?: { code: string; longName: string };
  /** Spot price öre/kWh excl. VAT for spot-variable transfer fees. */
  spotOreExVat?: number;
  /** The supply price for a household, from whichever catalogue; none → grid cost only. */
  supplyFor?: (type: HouseholdType) => SupplyInput | null;
  /** The operator's other tariffs: where one of them carries the apartment tariff, the reason names it. */
  siblings?: readonly GridTariff[];
}

/** Why a tariff has no apartment figures: not read, or shown with another of the operator's price lists. */
export function apartmentMissingReason(siblings: readonly GridTariff[] = []): string {
  const other = siblings.find((t) => t.apartment);
  if (!other?.apartment) return APARTMENT_NOT_INCLUDED;
  const list = other.variant ? (/^prislista/i.test(other.variant) ? other.variant : `prislistan ${other.variant}`) : 'en annan prislista';
  return `Lägenhetstariffen (${other.apartment.label}) hör till ${list} och visas där.`;
}

/** Every household type for one tariff: the two house types always, the apartment where its tariff was read. */
export function householdCosts(tariff: GridTariff, options: HouseholdCostOptions = {}): HouseholdCost[] {
  return HOUSEHOLD_TYPES.map((type): HouseholdCost => {
    const used = type.apartment ? apartmentAsTariff(tariff) : tariff;
    if (!used) return { type, available: false, reason: apartmentMissingReason(options.siblings?.filter((t) => t.id !== tariff.id)) };
    const smallest = servedMainFuses(used)[0];
    const serves = servesFuse(used, type.fuse);
    if (!serves && smallest === undefined) {
      const range = used.fuses ? describeFuses(used.fuses) : '';
      return { type, available: false, reason: `Prislistan gäller huvudsäkringar ${range}, inte hushållets ${type.fuse}\u00A0A.` };
    }
    const fuse = serves ? type.fuse : (smallest as MainFuse);
    const fuseNote = serves
      ? null
      : `Prislistan har ingen tariff för ${type.fuse}\u00A0A. Beloppet gäller ${fuse}\u00A0A, den minsta huvudsäkringen i prislistan.`;
    const base = {
      annualKwh: type.annualKwh,
      fuse,
      tariff: used,
      profile: type.profile,
      ...(options.publisher ? { publisher: options.publisher } : {}),
      ...(options.spotOreExVat === undefined ? {} : { spotOreExVat: options.spotOreExVat }),
    };
    const supply = options.supplyFor?.(type) ?? null;
    const bill = supply
      ? totalCost({
          ...base,
          supply,
          ...(options.municipality ? { municipalityCode: options.municipality.code, municipalityName: options.municipality.longName } : {}),
        })
      : null;
    return { type, available: true, tariff: used, fuse, fuseNote, grid: gridCost(base), bill };
  });
}
