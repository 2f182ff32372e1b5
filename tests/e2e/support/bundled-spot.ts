import { getBundledDays, getLatestDays, getMonthlyAverages, getSpotDataDates } from '../../../lib/content/spot-prices';
import type { PriceArea } from '../../../lib/domain/price-area';
import { latestDailyChange } from '../../../lib/domain/spot-prices';
import { addDays } from '../../../lib/domain/stockholm-time';
import { cheapestHours, hourlySchedule, savingsSummary } from '../../../lib/domain/optimisation';
import { DEFAULT_APPLIANCES } from '../../../lib/domain/optimisation-constants';
import {
  formatChangePercent,
  formatDate,
  formatHourRange,
  formatKr,
  formatKrWithOre,
  formatMonthYear,
  formatNumber,
  formatOrePerKwh,
} from '../../../lib/format';
import { addMonths, lastDayOfMonth, priceReportSlug } from '../../../lib/news/price-reports';
import { recommendedAdvice } from '../../../lib/spot/advice';
import { buildDayView } from '../../../lib/spot/day-view';
import { dayAveragePrice, hourlyPrices } from '../../../lib/spot/hourly';

/**
 * What the bundled spot prices (content/data/spot/) say, for the browser tests that check a page
 * shows them: read with the site's own loaders, so those tests hold after `npm run refresh` has
 * added days and months. The rules behind the figures (means, changes, the
 * advice, the latest complete month) are unit-tested with fixtures and literal results
 * (tests/unit/spot, tests/unit/news); here only that the page shows what the data gives.
 */

const dates = getSpotDataDates();
const { days, previous } = getBundledDays();
const view = buildDayView(days, previous, null);

/** The latest bundled day, the one /elpris-just-nu shows without live prices. */
export const bundledDay = {
  iso: dates.latestDay,
  /** '14 april 2026' */
  label: dates.latestDayLabel,
  /** The day before it, in words. */
  previousLabel: formatDate(addDays(dates.latestDay, -1)),
  /**
   * /elpris-just-nu's status line for it once the page has run: the day and its age from the
   * browser's clock ('(232 dagar sedan)', docs/rules/transparency.md); without JavaScript the day alone.
   */
  line: new RegExp(`^Senaste dygn i vår data: ${dates.latestDayLabel} \\((?:i dag|i går|\\d+ dagar sedan)\\)$`),
} as const;

/** The latest month complete in every area: the comparison's price basis and the newest price report. */
export const bundledMonth = {
  iso: dates.latestFullMonth,
  /** 'mars 2026' */
  label: dates.latestFullMonthLabel,
  /** Its last day in words: the report's data date. */
  lastDayLabel: formatDate(lastDayOfMonth(dates.latestFullMonth)),
  /** The month before, in words ('februari 2026'). */
  previousLabel: formatMonthYear(addMonths(dates.latestFullMonth, -1)),
  /** The newest price report's address. */
  reportPath: `/energinyheter/artikel/${priceReportSlug(dates.latestFullMonth)}`,
} as const;

/** `area`'s average in the latest complete month, as the pages print it ('58,7'). */
export function monthAverageText(area: PriceArea): string {
  const entry = getMonthlyAverages(area).find((month) => month.month === dates.latestFullMonth);
  if (!entry) throw new Error(`No average for ${area} in ${dates.latestFullMonth}`);
  return formatNumber(entry.avg, 1);
}

/** `area`'s mean on the bundled day, as its card prints it ('75,4 öre/kWh'). */
export function dayPriceText(area: PriceArea): string {
  const price = view.areas.find((entry) => entry.area === area);
  if (!price) throw new Error(`No bundled day for ${area}`);
  return formatOrePerKwh(price.priceOre);
}

/** `area`'s change of the daily mean against the day before, as /elpris-historik prints it ('+10,2 %'), or null. */
export function dayChangeText(area: PriceArea): string | null {
  const change = latestDailyChange(getLatestDays(area));
  return change && change.changePercent !== null ? formatChangePercent(change.changePercent) : null;
}

/** The one advice card the bundled day marks on /elpris-just-nu, or null. */
export const bundledAdvice = recommendedAdvice(view.areas);

/**
 * /optimering on the bundled day of `area` with its preset appliances: the day's mean, the
 * cheapest hour ('13–14') and the saving per day and month, as the page prints them.
 */
export function bundledOptimisation(area: PriceArea): { average: string; cheapestHour: string; perDay: string; perMonth: string } {
  const day = days[area];
  const averagePrice = dayAveragePrice(day);
  const schedule = hourlySchedule(hourlyPrices(day), averagePrice);
  const cheapest = cheapestHours(schedule)[0];
  if (!cheapest) throw new Error(`No hours on the bundled day of ${area}`);
  const saving = savingsSummary(DEFAULT_APPLIANCES, schedule);
  return {
    average: dayPriceText(area),
    cheapestHour: formatHourRange(cheapest.hour),
    perDay: formatKrWithOre(saving.perDay),
    perMonth: formatKr(saving.perMonth),
  };
}
