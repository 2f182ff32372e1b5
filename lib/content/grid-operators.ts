import 'server-only';

import type { CityGridInput, CityGridOperatorInput } from '@/lib/grid/city-grid';
import type { OperatorPageInput } from '@/lib/grid/operator-page';

import {
  getConcessionsForMunicipality,
  getConcessionsOfOperator,
  getGridAreasMeta,
  getGridOperatorIdentity,
  getGridOperatorIdentityBySlug,
} from './grid-areas';
import { getGridOperator, getGridTariffMeta } from './grid-tariffs';
import { getMunicipalityByCode } from './municipalities';

/**
 * The joins the grid pages need between the two grid files and the municipalities (data only; the
 * view models are lib/grid/operator-page.ts and lib/grid/city-grid.ts).
 */

/** Everything /elnat/{slug} shows except supply prices; undefined for a slug without a page. */
export function getOperatorPageInput(slug: string): Omit<OperatorPageInput, 'supplyFor' | 'spotOreExVat'> | undefined {
  const identity = getGridOperatorIdentityBySlug(slug);
  if (!identity?.hasPage) return undefined;
  const operator = getGridOperator(identity.id);
  const municipalities = getConcessionsOfOperator(identity.id).flatMap(({ code, concession }) => {
    const municipality = getMunicipalityByCode(code);
    return municipality ? [{ code, name: municipality.name, slug: municipality.slug, share: concession.share }] : [];
  });
  // An operator with two units in one municipality (Gävle Energi and Hofors) is listed once, shares added.
  const merged = new Map<string, (typeof municipalities)[number]>();
  for (const m of municipalities) merged.set(m.code, { ...m, share: (merged.get(m.code)?.share ?? 0) + m.share });
  return {
    identity,
    ...(operator
      ? {
          operator: {
            feeInfoUrl: operator.feeInfoUrl,
            status: operator.status,
            hasPageText: operator.hasPageText,
            listsByRegion: operator.listsByRegion,
            tariffs: operator.tariffs,
          },
        }
      : {}),
    municipalities: [...merged.values()],
    pageTextsDate: getGridTariffMeta().pageTextsDate,
    sourceDate: getGridTariffMeta().source.commitDate.slice(0, 10),
  };
}

/** The operator as the city page's grid section needs it. */
export function getCityGridOperator(id: string): CityGridOperatorInput | undefined {
  const identity = getGridOperatorIdentity(id);
  if (!identity) return undefined;
  const operator = getGridOperator(id);
  return {
    id,
    name: identity.name,
    pageSlug: identity.hasPage ? identity.slug : null,
    feeInfoUrl: operator?.feeInfoUrl ?? null,
    tariffs: operator?.tariffs ?? [],
    listsByRegion: operator?.listsByRegion ?? false,
    contact2024: identity.contact2024,
  };
}

/** cityGridModel's input for a municipality, except supply and spot prices; undefined for an unknown code. */
export function getCityGridInput(code: string): Omit<CityGridInput, 'supplyFor' | 'spotOreExVat'> | undefined {
  const municipality = getMunicipalityByCode(code);
  if (!municipality) return undefined;
  return {
    municipality: { code, name: municipality.name },
    priceArea: municipality.priceArea,
    concessions: getConcessionsForMunicipality(code),
    operator: getCityGridOperator,
    mapCredit: getGridAreasMeta().source.credit,
  };
}
