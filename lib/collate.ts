/**
 * Swedish alphabetical order of names (å, ä and ö after z, case and accents second): the site's
 * one collator (`sv` and `sv-SE` resolve to the same rules). It is made on the first comparison
 * rather than when a module loads: ICU's start-up costs a phone 10-15 ms, which a page's
 * hydration should not pay for a sort it may never do (docs/benchmarks.md, "Intl on the main
 * thread").
 */

let collator: Intl.Collator | undefined;

export function compareSwedish(a: string, b: string): number {
  collator ??= new Intl.Collator('sv-SE');
  return collator.compare(a, b);
}
