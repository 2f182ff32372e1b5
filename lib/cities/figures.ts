/**
 * Pure arithmetic behind the city pages (ranks, density, distances, national means). No data is
 * read here; lib/cities/cities.ts feeds it, and the tests use literal values.
 */

import { compareSwedish } from '@/lib/collate';

/**
 * Competition ranking, highest value first: 1 for the largest; equal values share a rank and the
 * next rank skips (1, 2, 2, 4). Keys must be unique.
 */
export function rankDescending<K>(items: readonly { key: K; value: number }[]): Map<K, number> {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  const ranks = new Map<K, number>();
  sorted.forEach((item, index) => {
    const previous = sorted[index - 1];
    ranks.set(item.key, previous && previous.value === item.value ? ranks.get(previous.key)! : index + 1);
  });
  return ranks;
}

/** Inhabitants per km² of land, unrounded; pages print it with one decimal, as SCB prints befolkningstäthet. */
export function densityPerKm2(population: number, landAreaKm2: number): number {
  if (!(landAreaKm2 > 0) || !(population >= 0)) throw new RangeError(`Bad density input: ${population} / ${landAreaKm2}`);
  return population / landAreaKm2;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Located {
  key: string;
  name: string;
  lat: number;
  lon: number;
}

/** The `count` points nearest to `origin` (itself excluded), closest first, ties by name (sv). */
export function nearest<T extends Located>(origin: Located, candidates: readonly T[], count: number): T[] {
  return candidates
    .filter((candidate) => candidate.key !== origin.key)
    .map((candidate) => ({ candidate, km: distanceKm(origin, candidate) }))
    .sort((a, b) => a.km - b.km || compareSwedish(a.candidate.name, b.candidate.name))
    .slice(0, Math.max(0, count))
    .map(({ candidate }) => candidate);
}

/** The plain (unweighted) mean, or null for no values. */
export function plainMean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** A change from `from` to `to` in percent of `from`; null when `from` is 0. */
export function percentChange(from: number, to: number): number | null {
  return from === 0 ? null : ((to - from) / Math.abs(from)) * 100;
}
