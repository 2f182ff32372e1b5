/**
 * A loader that fetches and checks one static JSON file once per page load; every caller shares
 * the same promise. A failure (network, HTTP status, malformed JSON, wrong shape) rejects and
 * clears the memo, so the next attempt tries again instead of being stuck with the error.
 * The browser side of the site's static data files (app/data/*): a small guard checks the shape,
 * so no zod reaches a page's JavaScript.
 */

export type FetchImpl = typeof fetch;
const browserFetch: FetchImpl = (...args) => fetch(...args);

export function memoisedJson<T>(url: string, check: (value: unknown) => T | null, what: string): (fetchImpl?: FetchImpl) => Promise<T> {
  let pending: Promise<T> | null = null;
  return (fetchImpl: FetchImpl = browserFetch): Promise<T> => {
    if (!pending) {
      const attempt = (async () => {
        const response = await fetchImpl(url);
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        const checked = check(await response.json());
        if (checked === null) throw new Error(`${url}: not ${what}`);
        return checked;
      })();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}

