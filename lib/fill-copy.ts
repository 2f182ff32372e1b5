/**
 * Every string of a copy object (a string, an array or an object of them, at any depth) passed
 * through `map`; anything else is kept. The one walk over copy that fillCopy and the copy
 * directives (lib/content/editorial/copy.ts) share.
 */
export function mapCopyStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapCopyStrings(item, map)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapCopyStrings(item, map)])) as T;
  }
  return value;
}

/**
 * Copy with figures from the data: a text in content/ writes `{count}` or `{referenceDate}` where
 * the page model puts the formatted value, so the copy never types a figure by hand. Works on a
 * string or on a whole copy object (every string in it); an unknown name is left as it is, and
 * the tests of each page model check that none is left.
 */
export function fillCopy<T>(value: T, values: Readonly<Record<string, string>>): T {
  return mapCopyStrings(value, (text) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole));
}
