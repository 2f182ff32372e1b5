import type { MainFuse, PowerFee } from '@/lib/grid/types';
import { formatKrPerKw, numberWord } from '@/lib/grid/format';
import { describeHours, describeWindow } from '@/lib/grid/time-windows';

/**
 * How an operator measures the peak its power fee is charged on, in Swedish words from the data
 * (docs/rules/grid-tariffs.md): the method (how many peaks, whether from separate days), each priced window, and
 * the night halving where there is one; with the page's own sentence when its text states it
 * (content `quotes.powerMethod`), else marked as the source's.
 */

export interface PowerMethodQuote {
  quote: string;
  confirms: 'method' | 'window' | 'both';
}

export interface PowerMethodDescription {
  /** 'Snittet av månadens tre högsta timmedeleffekter, från tre olika dygn.' */
  method: string;
  /** One line per priced window, in the price list's order: '95 kr/kW: vardagar kl. 07–19, november–mars'. */
  prices: string[];
  /** 'Under höglast läggs avgifterna ihop.', 'Kl. 22–06 räknas halva effekten.' */
  notes: string[];
  /** The page's sentence, or null when the method is the tariff source's (spotpilot/grid-tariffs). */
  quote: PowerMethodQuote | null;
  /** Said when the page does not state the method itself; null when it does. */
  sourceNote: string | null;
}

/** The method in one sentence. averageDays(1) and averageHours(1) are the same: the month's highest hour. */
export function describeMethod(method: { type: 'averageDays' | 'averageHours'; count: number }): string {
  if (method.count <= 1) return 'Månadens högsta timmedeleffekt.';
  const peaks = `Snittet av månadens ${numberWord(method.count)} högsta timmedeleffekter`;
  return method.type === 'averageDays' ? `${peaks}, från ${numberWord(method.count)} olika dygn.` : `${peaks}.`;
}

/** The words for a tariff's power fee at a fuse; null when the tariff has no known power fee. */
export function describePowerFee(fee: PowerFee, fuse: MainFuse, quote: PowerMethodQuote | null = null): PowerMethodDescription | null {
  if (fee.status !== 'known') return null;
  const prices: string[] = [];
  const notes: string[] = [];
  let priced = 0;
  for (const [index, period] of fee.periods.entries()) {
    const price = period.krPerKw[`${fuse}`];
    if (period.divideKwBy !== 1 && period.window.hours) {
      const part = period.divideKwBy === 2 ? 'halva' : `1/${period.divideKwBy} av`;
      notes.push(`${describeHours(period.window.hours).replace(/^kl/, 'Kl')} räknas ${part} effekten.`);
    }
    if (price === undefined || price <= 0) continue;
    priced += 1;
    // Under first matching a later window without limits takes the hours the earlier ones leave.
    const rest = fee.matching === 'first' && index > 0 && !period.window.hours && !period.window.months && !period.window.weekdaysOnly;
    prices.push(`${formatKrPerKw(price)}: ${rest ? 'övrig tid' : describeWindow(period.window)}`);
  }
  if (fee.matching === 'all' && priced > 1) notes.unshift('Där fönstren överlappar läggs avgifterna ihop, var och en på sin egen topp.');
  const sourceNote =
    quote === null
      ? 'Mätsättet är prisdatakällans uppgift; elnätsbolagets prissida beskriver det inte.'
      : quote.confirms === 'window'
        ? 'Tidsfönstret står på elnätsbolagets prissida; hur många toppar som räknas är prisdatakällans uppgift.'
        : null;
  return { method: describeMethod(fee.method), prices, notes, quote, sourceNote };
}

/** The description as one paragraph for the bill: method, prices, notes, and where it comes from. */
export function powerMethodText(description: PowerMethodDescription): string {
  const prices = description.prices.length > 0 ? [`${description.prices.join('; ')}.`] : [];
  return [description.method, ...prices, ...description.notes, ...(description.sourceNote ? [description.sourceNote] : [])].join(' ');
}
