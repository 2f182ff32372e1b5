import type { z } from 'zod';

import * as gridAreaReview from '../../content/reviewed/grid-area-review';
import * as gridAdditions from '../../content/reviewed/grid-tariff-additions';
import * as gridCorrections from '../../content/reviewed/grid-tariff-corrections';
import * as offerCorrections from '../../content/reviewed/offer-corrections';
import * as supplierNames from '../../content/reviewed/supplier-names';
import { RAW_CONTRACT_TYPES } from '../market/offer';
import { invalidContent } from './load';
import {
  apartmentTariffsSchema,
  authorityFeesSchema,
  gridAreaJoinsSchema,
  gridAreaRenumberedSchema,
  gridAreaUnmatchedSchema,
  gridTariffCorrectionsSchema,
  gridTariffUnverifiedSchema,
  offerConflictNotesSchema,
  offerExclusionsSchema,
  originCorrectionsSchema,
  powerMethodsSchema,
  regionalPriceListsSchema,
  supplierNameOverridesSchema,
  totalResidualsSchema,
  usualAuthorityFeesSchema,
  type ApartmentTariffRow,
  type AuthorityFeeRow,
  type GridTariffCorrection,
  type GridTariffUnverified,
  type OfferConflictNote,
  type OfferExclusion,
  type OriginCorrection,
  type PowerMethodRow,
  type RegionalListsRow,
  type RenumberedUnit,
  type ReviewedJoin,
  type SupplierNameOverride,
  type TotalResidual,
  type UnmatchedHolder,
  type UsualAuthorityFees,
} from './reviewed-schemas';

/**
 * The reviewed lists (content/reviewed/), each checked with its zod schema when this module is
 * imported: a malformed entry fails the import script or the build at once, with the list's name
 * and the field. The import scripts apply them to their sources and re-check every entry against
 * the raw data (docs/data-pipeline.md, "The reviewed lists"); the page of corrections (/rattelser)
 * reads them here, so it lists exactly what the data was built with. Not `server-only`: the import
 * scripts and Playwright specs read it under tsx, where that would throw; no client component
 * imports it. Relative imports only, for the same readers.
 */

function checked<T>(file: string, list: string, schema: z.ZodType, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw invalidContent(
      `content/reviewed/${file}.ts (${list})`,
      result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    );
  }
  return result.data as T;
}

export type * from './reviewed-schemas';
export { RAW_CONTRACT_TYPES };

export const ORIGIN_CORRECTIONS = checked<readonly OriginCorrection[]>(
  'offer-corrections',
  'ORIGIN_CORRECTIONS',
  originCorrectionsSchema,
  offerCorrections.ORIGIN_CORRECTIONS,
);
export const OFFER_EXCLUSIONS = checked<readonly OfferExclusion[]>(
  'offer-corrections',
  'OFFER_EXCLUSIONS',
  offerExclusionsSchema,
  offerCorrections.OFFER_EXCLUSIONS,
);
export const OFFER_CONFLICT_NOTES = checked<readonly OfferConflictNote[]>(
  'offer-corrections',
  'OFFER_CONFLICT_NOTES',
  offerConflictNotesSchema,
  offerCorrections.OFFER_CONFLICT_NOTES,
);
export const TOTAL_RESIDUALS = checked<readonly TotalResidual[]>(
  'offer-corrections',
  'TOTAL_RESIDUALS',
  totalResidualsSchema,
  offerCorrections.TOTAL_RESIDUALS,
);

export const SUPPLIER_NAME_OVERRIDES = checked<readonly SupplierNameOverride[]>(
  'supplier-names',
  'SUPPLIER_NAME_OVERRIDES',
  supplierNameOverridesSchema,
  supplierNames.SUPPLIER_NAME_OVERRIDES,
);

export const GRID_TARIFF_CORRECTIONS = checked<readonly GridTariffCorrection[]>(
  'grid-tariff-corrections',
  'GRID_TARIFF_CORRECTIONS',
  gridTariffCorrectionsSchema,
  gridCorrections.GRID_TARIFF_CORRECTIONS,
);
export const GRID_TARIFF_UNVERIFIED = checked<readonly GridTariffUnverified[]>(
  'grid-tariff-corrections',
  'GRID_TARIFF_UNVERIFIED',
  gridTariffUnverifiedSchema,
  gridCorrections.GRID_TARIFF_UNVERIFIED,
);

export const USUAL_AUTHORITY_FEES = checked<UsualAuthorityFees>(
  'grid-tariff-additions',
  'USUAL_AUTHORITY_FEES',
  usualAuthorityFeesSchema,
  gridAdditions.USUAL_AUTHORITY_FEES,
);
export const GRID_AUTHORITY_FEES = checked<readonly AuthorityFeeRow[]>(
  'grid-tariff-additions',
  'GRID_AUTHORITY_FEES',
  authorityFeesSchema,
  gridAdditions.GRID_AUTHORITY_FEES,
);
export const GRID_REGIONAL_PRICE_LISTS = checked<readonly RegionalListsRow[]>(
  'grid-tariff-additions',
  'GRID_REGIONAL_PRICE_LISTS',
  regionalPriceListsSchema,
  gridAdditions.GRID_REGIONAL_PRICE_LISTS,
);
export const GRID_APARTMENT_TARIFFS = checked<readonly ApartmentTariffRow[]>(
  'grid-tariff-additions',
  'GRID_APARTMENT_TARIFFS',
  apartmentTariffsSchema,
  gridAdditions.GRID_APARTMENT_TARIFFS,
);
export const GRID_POWER_METHODS = checked<readonly PowerMethodRow[]>(
  'grid-tariff-additions',
  'GRID_POWER_METHODS',
  powerMethodsSchema,
  gridAdditions.GRID_POWER_METHODS,
);

export const GRID_AREA_JOINS = checked<readonly ReviewedJoin[]>('grid-area-review', 'GRID_AREA_JOINS', gridAreaJoinsSchema, gridAreaReview.GRID_AREA_JOINS);
export const GRID_AREA_UNMATCHED = checked<readonly UnmatchedHolder[]>(
  'grid-area-review',
  'GRID_AREA_UNMATCHED',
  gridAreaUnmatchedSchema,
  gridAreaReview.GRID_AREA_UNMATCHED,
);
export const GRID_AREA_RENUMBERED = checked<readonly RenumberedUnit[]>(
  'grid-area-review',
  'GRID_AREA_RENUMBERED',
  gridAreaRenumberedSchema,
  gridAreaReview.GRID_AREA_RENUMBERED,
);
