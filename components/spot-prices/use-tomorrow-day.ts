'use client';

import { startTransition, useEffect, useRef, useState } from 'react';

import type { PriceArea } from '@/lib/domain/price-area';
import type { SpotDay } from '@/lib/spot/day-view';
import { elprisApiBase, fetchPublishedDay, LIVE_FETCH_TIMEOUT_MS, withAbortTimeout } from '@/lib/spot/live-prices';
import { nextAskDelayMs } from '@/lib/spot/tomorrow';

/** What the page knows about tomorrow's file of one area. */
export type TomorrowStatus =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'ready'; day: SpotDay }
  /** 404: not published yet (normal before ~13:00). */
  | { state: 'unpublished'; checkedAtMs: number }
  /** 5xx, timeout, malformed body or a body for another day: one console warning each time. */
  | { state: 'failed'; checkedAtMs: number };

async function readTomorrow(area: PriceArea, date: string): Promise<TomorrowStatus> {
  try {
    const day = await withAbortTimeout((signal) => fetchPublishedDay(fetch, elprisApiBase(), date, area, signal), LIVE_FETCH_TIMEOUT_MS);
    return day ? { state: 'ready', day } : { state: 'unpublished', checkedAtMs: Date.now() };
  } catch (error) {
    console.warn(`Elpriser: kunde inte hämta morgondagens priser (${area} ${date}).`, error);
    return { state: 'failed', checkedAtMs: Date.now() };
  }
}

/**
 * Tomorrow's prices of `area`: asked for as soon as `date` is known (it is null until
 * today's live prices are in), then, while the file is missing or failing, again at most once every
 * ten minutes and only while the page is visible; a page that comes back into view asks at once if
 * the ten minutes have passed. Answers are kept per area and day, so switching areas back and
 * forth does not ask again early.
 */
export function useTomorrowDay(area: PriceArea, date: string | null): TomorrowStatus {
  const [results, setResults] = useState<Readonly<Record<string, TomorrowStatus>>>({});
  const lastAsk = useRef(new Map<string, number>());
  const ready = useRef(new Set<string>());
  const key = date === null ? null : `${area}:${date}`;

  useEffect(() => {
    if (key === null || date === null || ready.current.has(key)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;
    let stopped = false;

    const plan = () => {
      if (stopped || asking) return;
      clearTimeout(timer);
      const delay = nextAskDelayMs(lastAsk.current.get(key) ?? null, Date.now());
      if (delay > 0) timer = setTimeout(plan, delay);
      // Hidden: wait for the page to come back into view (the listener below calls plan again).
      else if (document.visibilityState !== 'hidden') void ask();
    };

    const ask = async () => {
      asking = true;
      lastAsk.current.set(key, Date.now());
      setResults((current) => (current[key] ? current : { ...current, [key]: { state: 'loading' } }));
      const result = await readTomorrow(area, date);
      asking = false;
      if (result.state === 'ready') ready.current.add(key);
      // Tomorrow's chart and table arrive by themselves: rendered in slices (a transition).
      startTransition(() => setResults((current) => ({ ...current, [key]: result })));
      if (result.state !== 'ready') plan();
    };

    const onVisibility = () => {
      if (document.visibilityState === 'visible') plan();
    };
    document.addEventListener('visibilitychange', onVisibility);
    plan();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [area, date, key]);

  if (key === null) return { state: 'off' };
  return results[key] ?? { state: 'loading' };
}
