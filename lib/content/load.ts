import type { z } from 'zod';

/**
 * The one way a content module is loaded (docs/architecture.md): the raw module or
 * JSON is parsed with its zod schema on first use, once, and the result is cached and frozen. A
 * malformed file therefore fails the build at the first page that reads it, with the content's
 * name in the message, and pages that never read it pay nothing.
 *
 *   const getCities = lazyContent('content/data/cities.json', citiesSchema, () => citiesJson);
 */
export function lazyContent<S extends z.ZodType>(name: string, schema: S, raw: () => unknown): () => z.output<S> {
  let cached: { value: z.output<S> } | undefined;
  return () => {
    if (!cached) {
      const result = schema.safeParse(raw());
      if (!result.success) {
        throw invalidContent(
          name,
          result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        );
      }
      cached = { value: deepFreeze(result.data) };
    }
    return cached.value;
  };
}

/**
 * A value derived from validated content (an index by slug, a view model), computed on first use,
 * once. The companion of `lazyContent` for what needs no schema of its own:
 *
 *   const citiesBySlug = lazy(() => new Map(getAllCities().map((city) => [city.slug, city])));
 */
export function lazy<T>(compute: () => T): () => T {
  let cached: { value: T } | undefined;
  return () => {
    cached ??= { value: compute() };
    return cached.value;
  };
}

/** Like `lazy`, once per key: a city page per slug, a rendered article per file. */
export function lazyByKey<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key) as V;
  };
}

/**
 * The error every content check throws, in one shape: the file, then one line per field
 * ('  publishDate: …'), at most ten. Checks that zod cannot express (a Markdown body's length,
 * a directive) use it too, so a writer always reads the same kind of message.
 */
export function invalidContent(name: string, issues: readonly { field: string; message: string }[]): Error {
  const lines = issues
    .slice(0, 10)
    .map((issue) => `  ${issue.field || '(root)'}: ${issue.message}`)
    .join('\n');
  return new Error(`Invalid content in ${name}:\n${lines}`);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
