import 'server-only';

import gridAreasJson from '@/content/data/grid-areas.json';
import type { CompactConcessions } from '@/lib/grid/compact-list';
import { compactConcessions } from '@/lib/grid/concessions';
import { buildPostcodeMunicipalityLookup, type PostcodeMunicipalityLookup } from '@/lib/postcode/municipality';

import { gridAreasFileSchema, type GridAreasMeta, type GridConcession, type GridOperatorIdentity } from './grid-area-schemas';
import { lazy, lazyContent } from './load';
import { getAllMunicipalities, getPostalCodesForMunicipality } from './municipalities';

export type { GridAreasMeta, GridConcession, GridContact2024, GridOperatorIdentity, GridOperatorMatch } from './grid-area-schemas';

/**
 * The content boundary for grid areas (content/data/grid-areas.json, written by
 * `npm run import:grid`): the area concessions per municipality and every grid operator's
 * identity (slug, names, organisation number, 2024 contacts). Server side: pages read it here;
 * the browser gets the concessions through getCompactConcessions() and the postcode →
 * municipality runs through getPostcodeMunicipalityLookup(), each a static file.
 */

const getFile = lazyContent('content/data/grid-areas.json', gridAreasFileSchema, () => gridAreasJson);

const byId = lazy(() => new Map(getFile().operators.map((operator) => [operator.id, operator])));
const bySlug = lazy(() => new Map(getFile().operators.map((operator) => [operator.slug, operator])));
const concessionsByOperator = lazy(() => {
  const map = new Map<string, { code: string; concession: GridConcession }[]>();
  for (const [code, list] of Object.entries(getFile().municipalities)) {
    for (const concession of list) map.set(concession.operatorId, [...(map.get(concession.operatorId) ?? []), { code, concession }]);
  }
  return map;
});
const postcodeLookup = lazy(() => buildPostcodeMunicipalityLookup(getAllMunicipalities(), getPostalCodesForMunicipality));

/** Source credits and the share thresholds. */
export function getGridAreasMeta(): GridAreasMeta {
  return getFile().meta;
}

/** Every operator: the tariff operators and the concession holders without tariffs, by id. */
export function getAllGridOperatorIdentities(): readonly GridOperatorIdentity[] {
  return getFile().operators;
}

/** By the tariff data's operator id ('skelleftea-kraft-elnat-ab') or a holder's id. */
export function getGridOperatorIdentity(id: string): GridOperatorIdentity | undefined {
  return byId().get(id);
}

/** By page slug ('skelleftea-kraft-elnat'). */
export function getGridOperatorIdentityBySlug(slug: string): GridOperatorIdentity | undefined {
  return bySlug().get(slug);
}

/** The slugs of the /elnat/{slug} pages. */
export function getGridOperatorPageSlugs(): string[] {
  return getFile()
    .operators.filter((operator) => operator.hasPage)
    .map((operator) => operator.slug);
}

/** The concessions listed for a municipality (SCB code), largest share first; empty for an unknown code. */
export function getConcessionsForMunicipality(code: string): readonly GridConcession[] {
  return getFile().municipalities[code] ?? [];
}

/** Where an operator holds a concession: SCB code and the concession, in code order. */
export function getConcessionsOfOperator(operatorId: string): readonly { code: string; concession: GridConcession }[] {
  return concessionsByOperator().get(operatorId) ?? [];
}

const compact = lazy(() => compactConcessions(getFile().municipalities));

/** The concessions as the browser's picker gets them (served as /data/elnat-koncessioner.json). */
export function getCompactConcessions(): CompactConcessions {
  return compact();
}

/** The browser's postcode → municipality runs (served as /data/postnummer-kommunkod.json). */
export function getPostcodeMunicipalityLookup(): PostcodeMunicipalityLookup {
  return postcodeLookup();
}
