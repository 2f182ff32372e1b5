import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (today's date, that the page's scripts run), read once after the
 * component mounts; `initial`, what the server rendered, until then, so hydration always matches.
 * The update is a transition: on a page with many of them (/jamfor's 20 offer cards) React renders
 * them in slices between which the phone stays responsive, where useSyncExternalStore's fix-up
 * after hydration renders them all in one synchronous task (docs/benchmarks.md, "Blocking time
 * after hydration"). `read` must keep its identity (a module-level function).
 */
export function useBrowserValue<T>(read: () => T, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const next = read();
    startTransition(() => setValue(() => next));
  }, [read]);
  return value;
}
