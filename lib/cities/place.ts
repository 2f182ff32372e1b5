/**
 * Where a municipality is, as Swedish says it: 'i Stockholm', but 'på Gotland' (docs/rules/cities.md,
 * "Place names"). Islands and island municipalities take 'på'; a municipality named after
 * its town takes 'i' even on an island ('i Borgholm', 'i Mörbylånga' on Öland).
 */

/** Municipalities (SCB short names) spoken of with 'på'. */
export const ON_ISLAND_MUNICIPALITIES: ReadonlySet<string> = new Set(['Ekerö', 'Gotland', 'Orust', 'Tjörn', 'Värmdö', 'Öckerö']);

/** 'i Stockholm', 'på Gotland'. */
export function inPlace(name: string): string {
  return `${ON_ISLAND_MUNICIPALITIES.has(name) ? 'på' : 'i'} ${name}`;
}
