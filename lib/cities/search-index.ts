import { getCitiesCopy, getLocalityCounts } from '@/lib/content/cities';
import { getPostalCodesForMunicipality } from '@/lib/content/municipalities';

import { getAreaOverviews } from './areas';
import { getAllCities } from './cities';
import type { CitySearchIndex, IndexedLocality, PostcodeIndex } from './search';

/**
 * The search files for the browser (served by app/data/stader-sok.json and
 * app/data/postnummer-kommuner.json, fetched only when needed; lib/cities/search.ts reads them).
 */

/**
 * Municipalities plus every postal town of the postcode table. A postal town belongs to the
 * municipality that holds more than half of its postal codes; when none does (Tving: one code in
 * Karlskrona, one in Ronneby) all of them are listed, most codes first, and the visitor chooses.
 */
export function getCitySearchIndex(): CitySearchIndex {
  const cities = getAllCities();
  const position = new Map(cities.map((c, i) => [c.code, i]));
  const localities = Object.entries(getLocalityCounts())
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, counts]): IndexedLocality => {
      const ranked = Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      const total = ranked.reduce((sum, [, n]) => sum + n, 0);
      const [top] = ranked;
      const targets = top && top[1] * 2 > total ? [top] : ranked;
      return [name, ...targets.map(([code]) => position.get(code)!)];
    });
  const copy = getCitiesCopy();
  return {
    m: cities.map((c) => [c.name, c.slug, c.county]),
    o: localities,
    fallback: {
      areas: getAreaOverviews().map(({ area, name, monthLabel, oreExVat, historyHref }) => ({ area, name, monthLabel, oreExVat, historyHref })),
      lead: copy.fallback.lead,
      postcodeLabel: copy.fallback.postcodeLabel,
      postcodeButton: copy.fallback.postcodeButton,
      filterLabel: copy.index.filter.label,
      filterPlaceholder: copy.index.filter.placeholder,
    },
  };
}

/** Every postal code of the table under its 3-digit prefix, with its municipality's index. */
export function getPostcodeIndex(): PostcodeIndex {
  const index: PostcodeIndex = {};
  getAllCities().forEach((city, i) => {
    const byPrefix = new Map<string, string>();
    for (const code of getPostalCodesForMunicipality(city.code)) {
      byPrefix.set(code.slice(0, 3), (byPrefix.get(code.slice(0, 3)) ?? '') + code.slice(3));
    }
    for (const [prefix, suffixes] of byPrefix) (index[prefix] ??= []).push([i, suffixes]);
  });
  return Object.fromEntries(Object.entries(index).sort(([a], [b]) => (a < b ? -1 : 1)));
}
