import 'server-only';

import { rattelserCopy } from '@/content/pages/rattelser';
import { lazy } from '@/lib/content/load';
import { getAllSuppliers, getAreaSources } from '@/lib/content/market';
import { getGridOperatorIdentity } from '@/lib/content/grid-areas';
import { getAllGridOperators, getGridTariffMeta } from '@/lib/content/grid-tariffs';
import {
  GRID_APARTMENT_TARIFFS,
  GRID_AUTHORITY_FEES,
  GRID_POWER_METHODS,
  GRID_TARIFF_CORRECTIONS,
  GRID_TARIFF_UNVERIFIED,
  OFFER_CONFLICT_NOTES,
  OFFER_EXCLUSIONS,
  ORIGIN_CORRECTIONS,
  RAW_CONTRACT_TYPES,
  TOTAL_RESIDUALS,
} from '@/lib/content/reviewed-lists';
import { gridCorrections, offerCorrections, type GridCorrections, type OfferCorrections } from '@/lib/corrections/corrections-page';
import { mapPriceAreas } from '@/lib/domain/price-area';
import { elnatOperatorPath } from '@/lib/paths';
import { providerPath } from '@/lib/paths';

/**
 * The page of corrections, from the reviewed lists as the imports apply them (lib/content/reviewed-lists.ts)
 * joined with the catalogue (supplier names and pages, the day each area was read) and the grid data
 * (operator names and pages, the day the operators' page texts were saved).
 */
export const getCorrections: () => { offers: OfferCorrections; grid: GridCorrections } = lazy(() => {
  const sources = getAreaSources();
  const offers = offerCorrections({
    origins: ORIGIN_CORRECTIONS,
    exclusions: OFFER_EXCLUSIONS,
    notes: OFFER_CONFLICT_NOTES,
    residuals: TOTAL_RESIDUALS,
    contractTypes: RAW_CONTRACT_TYPES,
    suppliers: getAllSuppliers(),
    supplierPath: providerPath,
    areaDates: mapPriceAreas((area) => sources[area].date),
    exclusionReason: (row) =>
      rattelserCopy.exclusionReasons.find((r) => r.area === row.area && r.supplier === row.supplier && r.product === row.product)?.reason,
  });
  const operators = new Map(getAllGridOperators().map((operator) => [operator.orgNumber, operator]));
  const meta = getGridTariffMeta();
  const grid = gridCorrections({
    corrections: GRID_TARIFF_CORRECTIONS,
    unverified: GRID_TARIFF_UNVERIFIED,
    authorityFees: GRID_AUTHORITY_FEES,
    apartments: GRID_APARTMENT_TARIFFS,
    powerMethods: GRID_POWER_METHODS,
    operatorByOrgNumber: (orgNumber) => {
      const operator = operators.get(orgNumber);
      if (!operator) return undefined;
      const identity = getGridOperatorIdentity(operator.id);
      return { name: identity?.name ?? operator.name, href: identity?.hasPage ? elnatOperatorPath(identity.slug) : null };
    },
    sourceName: meta.source.name,
    pageTextsDate: meta.pageTextsDate,
  });
  return { offers, grid };
});

/** The words of /rattelser around the entries. */
export function getCorrectionsCopy(): typeof rattelserCopy {
  return rattelserCopy;
}
