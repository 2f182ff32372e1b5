import { addDays } from '@/lib/domain/stockholm-time';

/**
 * When to ask for tomorrow's prices (docs/rules/spot-prices.md: the day-ahead result
 * is published around 13:00). Before it is published the API answers 404, which is normal; the
 * page asks again at most once every ten minutes while it is open and visible.
 */

/** Never ask for the same file more often than this while it is missing or failing. */
export const TOMORROW_RETRY_MS = 10 * 60_000;

/** Stockholm hour around which tomorrow's prices usually appear ('publiceras vanligtvis runt kl. 13'). */
export const PUBLICATION_HOUR = 13;

/** The Stockholm date after `today` ('YYYY-MM-DD'). */
export function tomorrowOf(today: string): string {
  return addDays(today, 1);
}

/**
 * Milliseconds to wait before the next ask: none when the last one is ten minutes old (or there
 * was none), else the rest of the ten minutes. A clock that went backwards (the device's time was
 * corrected) restarts the wait from now rather than waiting for the old instant to come back.
 */
export function nextAskDelayMs(lastAskMs: number | null, nowMs: number): number {
  if (lastAskMs === null) return 0;
  const elapsed = nowMs - lastAskMs;
  if (elapsed < 0) return TOMORROW_RETRY_MS;
  return Math.max(0, TOMORROW_RETRY_MS - elapsed);
}
