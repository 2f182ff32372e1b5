/**
 * Copy with figures from the data: a text in content/ writes `{count}` or `{referenceDate}` where
 * the page model puts the formatted value, so the copy never types a figure by hand. Works on a
 * string or on a whole copy object (every string in it); an unknown name is left as it is, and
 * the tests of each page model check that none is left.
 */
export function fillCopy<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return value.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillCopy(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCopy(item, values)])) as T;
  }
  return value;
}
