import type { z } from 'zod';

/**
 * The one way a content module is loaded (style.md, "One content boundary"): the raw module or
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
        const issues = result.error.issues
          .slice(0, 10)
          .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('\n');
        throw new Error(`Invalid content in ${name}:\n${issues}`);
      }
      cached = { value: deepFreeze(result.data) };
    }
    return cached.value;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
