/** @jest-environment node */
import { getAllGridOperators } from '@/lib/content/grid-tariffs';
import { servedMainFuses } from '@/lib/grid/types';
import { describeMethod, describePowerFee, powerMethodText } from '@/lib/grid/power-method';
import { describeHours, describeMonths, describeWindow } from '@/lib/grid/time-windows';

import { DEGERFORS, ELLEVIO } from './tariff-fixtures';

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

describe('time windows in words', () => {
  it('shows the hour a window ends, one after the inclusive last hour', () => {
    expect(describeHours([6, 21])).toBe('kl. 06–22');
    expect(describeHours([22, 5])).toBe('kl. 22–06');
    expect(describeHours([7, 23])).toBe('kl. 07–00');
  });

  it('names months and windows as operators write them', () => {
    expect(describeMonths([11, 3])).toBe('november–mars');
    expect(describeMonths([7, 7])).toBe('juli');
    expect(describeWindow({ months: [11, 3], hours: [6, 21], weekdaysOnly: true })).toBe('vardagar kl. 06–22, november–mars');
    expect(describeWindow({ months: null, hours: [7, 18], weekdaysOnly: true })).toBe('vardagar kl. 07–19 året runt');
    expect(describeWindow({ months: [4, 10], hours: null, weekdaysOnly: false })).toBe('alla timmar april–oktober');
    expect(describeWindow({ months: null, hours: null, weekdaysOnly: false })).toBe('alla timmar året runt');
  });
});

describe('the power fee in words', () => {
  it.each([
    [{ type: 'averageHours' as const, count: 1 }, 'Månadens högsta timmedeleffekt.'],
    [{ type: 'averageDays' as const, count: 1 }, 'Månadens högsta timmedeleffekt.'],
    [{ type: 'averageHours' as const, count: 3 }, 'Snittet av månadens tre högsta timmedeleffekter.'],
    [{ type: 'averageDays' as const, count: 5 }, 'Snittet av månadens fem högsta timmedeleffekter, från fem olika dygn.'],
  ])('%o reads %s', (method, text) => {
    expect(describeMethod(method)).toBe(text);
  });

  it('Ellevio: three peaks on three days, 81,25 kr/kW, night peaks halved (quoting its page)', () => {
    const fee = { ...ELLEVIO.powerFee };
    if (fee.status !== 'known') throw new Error('fixture');
    const night = {
      ...fee,
      periods: [fee.periods[0]!, { ...fee.periods[1]!, window: { months: null, hours: [22, 5] as [number, number], weekdaysOnly: false } }],
    };
    const quote = { quote: 'Effektavgiften baseras på snittet av de tre högsta effekttopparna', confirms: 'method' as const };
    const description = describePowerFee(night, 16, quote);
    expect(description && spaced(powerMethodText(description))).toBe(
      'Snittet av månadens tre högsta timmedeleffekter, från tre olika dygn. 81,25 kr/kW: alla timmar året runt. Kl. 22–06 räknas halva effekten.',
    );
    expect(description?.sourceNote).toBeNull();
  });

  it('Degerfors: a base fee and a high-load fee that add up, the method being the source’s', () => {
    const description = describePowerFee(DEGERFORS.powerFee, 16);
    expect(description && spaced(powerMethodText(description))).toBe(
      'Månadens högsta timmedeleffekt. 56,25 kr/kW: alla timmar året runt; 43,75 kr/kW: vardagar kl. 07–19, november–mars. ' +
        'Där fönstren överlappar läggs avgifterna ihop, var och en på sin egen topp. Mätsättet är prisdatakällans uppgift; elnätsbolagets prissida beskriver det inte.',
    );
  });

  it('under first matching a later window without limits is "övrig tid"', () => {
    const fee = {
      status: 'known' as const,
      method: { type: 'averageHours' as const, count: 3 },
      matching: 'first' as const,
      periods: [
        { krPerKw: { '16': 95 }, window: { months: [11, 3] as [number, number], hours: [7, 18] as [number, number], weekdaysOnly: true }, divideKwBy: 1 },
        { krPerKw: { '16': 35 }, window: { months: null, hours: null, weekdaysOnly: false }, divideKwBy: 1 },
      ],
    };
    expect(describePowerFee(fee, 16, { quote: 'x', confirms: 'window' })?.prices.map(spaced)).toEqual([
      '95 kr/kW: vardagar kl. 07–19, november–mars',
      '35 kr/kW: övrig tid',
    ]);
    expect(describePowerFee(fee, 16, { quote: 'x', confirms: 'window' })?.sourceNote).toMatch(/hur många toppar som räknas är prisdatakällans uppgift/);
    expect(describePowerFee({ status: 'none' }, 16)).toBeNull();
  });

  it('describes every power fee in the data, with a method line and at least one price or note', () => {
    let described = 0;
    for (const operator of getAllGridOperators()) {
      for (const tariff of operator.tariffs) {
        // At the smallest household fuse the list is for; a list for 80 A and up has none.
        const fuse = servedMainFuses(tariff)[0];
        if (tariff.powerFee.status !== 'known' || fuse === undefined) continue;
        const description = describePowerFee(tariff.powerFee, fuse, tariff.quotes.powerMethod);
        described += 1;
        expect(description?.method).toMatch(/timmedeleffekt/);
        expect((description?.prices.length ?? 0) + (description?.notes.length ?? 0) > 0 || tariff.id === 'linde-energi').toBe(true);
        // The page's own sentence is there for most; the rest say the method is the source's.
        expect(description?.quote !== null || description?.sourceNote !== null).toBe(true);
      }
    }
    expect(described).toBeGreaterThanOrEqual(27);
  });
});
