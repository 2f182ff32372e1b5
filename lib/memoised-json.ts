/**
 * The one browser fetch of the site's static JSON files (app/data/*), and its one failure rule
 * (docs/architecture.md, "Browser data"): each file is fetched once per page load and every caller
 * shares the same promise; a failure (network, HTTP status, malformed JSON, wrong shape) rejects
 * and is forgotten, so the next call tries again instead of being stuck with the error. A small
 * hand-written check stands in for the schema, so no zod reaches a page's JavaScript.
 */

export type FetchImpl = typeof fetch;
const browserFetch: FetchImpl = (...args) => fetch(...args);

/** A memoised loader; `reset()` forgets what it holds (tests, and nothing else). */
export interface MemoisedLoader<T> {
  (fetchImpl?: FetchImpl): Promise<T>;
  reset(): void;
}

/** A memoised promise per key; `reset()` forgets every key. */
export interface MemoisedByKey<K, T> {
  (key: K): Promise<T>;
  reset(): void;
}

/**
 * One promise per key, computed by `compute` on first use; a rejected one is forgotten, so the
 * next call for that key computes again. For work built on the static files (an area's indexed
 * list), so it follows the same rule as the files themselves.
 */
export function memoisedAsync<K, T>(compute: (key: K) => Promise<T>): MemoisedByKey<K, T> {
  const held = new Map<K, Promise<T>>();
  const memo = (key: K): Promise<T> => {
    let pending = held.get(key);
    if (!pending) {
      const attempt = compute(key);
      pending = attempt;
      held.set(key, attempt);
      attempt.catch(() => {
        if (held.get(key) === attempt) held.delete(key);
      });
    }
    return pending;
  };
  return Object.assign(memo, { reset: () => held.clear() });
}

async function fetchChecked<T>(url: string, check: (value: unknown) => T | null, what: string, fetchImpl: FetchImpl): Promise<T> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const checked = check(await response.json());
  if (checked === null) throw new Error(`${url}: not ${what}`);
  return checked;
}

/** A loader that fetches and checks one static JSON file once per page load. */
export function memoisedJson<T>(url: string, check: (value: unknown) => T | null, what: string): MemoisedLoader<T> {
  let pending: Promise<T> | null = null;
  const load = (fetchImpl: FetchImpl = browserFetch): Promise<T> => {
    if (!pending) {
      const attempt = fetchChecked(url, check, what, fetchImpl);
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
  return Object.assign(load, {
    reset: () => {
      pending = null;
    },
  });
}

/**
 * A family of static files, one per key (an area's offers, an area's month of spot prices): each
 * file gets its own memoisedJson loader the first time its key is asked for.
 */
export function memoisedJsonByKey<K extends string, T>(
  urlOf: (key: K) => string,
  checkOf: (key: K) => (value: unknown) => T | null,
  what: string,
): (key: K, fetchImpl?: FetchImpl) => Promise<T> {
  const loaders = new Map<K, MemoisedLoader<T>>();
  return (key, fetchImpl) => {
    let loader = loaders.get(key);
    if (!loader) {
      loader = memoisedJson(urlOf(key), checkOf(key), `${what} (${key})`);
      loaders.set(key, loader);
    }
    return loader(fetchImpl);
  };
}
