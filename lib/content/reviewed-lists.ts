import 'server-only';

/**
 * The reviewed lists the imports apply to their sources (what they correct, leave out, note or add),
 * read as they are by the page of corrections (/rattelser), so the page lists exactly what the
 * data was built with. The one place that knows where the lists live: when they move, only these
 * imports change.
 */
export { OFFER_CONFLICT_NOTES, OFFER_EXCLUSIONS, ORIGIN_CORRECTIONS, TOTAL_RESIDUALS } from '@/scripts/lib/offer-corrections';
export { RAW_CONTRACT_TYPES } from '@/scripts/lib/build-offers';
export { GRID_TARIFF_CORRECTIONS, GRID_TARIFF_UNVERIFIED } from '@/scripts/lib/grid-tariff-corrections';
export { GRID_APARTMENT_TARIFFS, GRID_AUTHORITY_FEES, GRID_POWER_METHODS } from '@/scripts/lib/grid-tariff-additions';
