import { energyTaxRate } from '@/lib/domain/energy-tax';
import type { GridTariff } from '@/lib/grid/types';
import { median } from '@/lib/domain/statistics';
import { KWH_PRICE_FORMULA, kwhPrice, meanTransferFee, stockholmCalendarAt, transferExVat, transferFeeAt } from '@/lib/spot/kwh-price';

const at = (iso: string) => Date.parse(iso);

describe('what a kWh costs', () => {
  it('spot + påslag + energiskatt + överföringsavgift, and 25 % moms on the sum', () => {
    // 80 + 5 + 36 + 24 (30 incl. VAT) = 145 öre excl. VAT; moms 36,25; total 181,25 öre/kWh.
    const price = kwhPrice({
      spot: { oreExVat: 80, detail: 'kl. 10:00–10:15' },
      markup: { oreExVat: 5, detail: 'median' },
      energyTax: energyTaxRate(),
      energyTaxDetail: 'full',
      transfer: { oreExVat: transferExVat(30), detail: 'Nätbolaget' },
    });
    expect(price.parts.map((p) => [p.id, p.label, p.status === 'included' ? p.oreExVat : null])).toEqual([
      ['spot', 'Spotpris', 80],
      ['markup', 'Elhandlarens påslag', 5],
      ['energyTax', 'Energiskatt', 36],
      ['transfer', 'Elnätets överföringsavgift', 24],
    ]);
    expect(price.vatOre).toBeCloseTo(36.25, 10);
    expect(price.totalOre).toBeCloseTo(181.25, 10);
    expect(price.missing).toEqual([]);
  });

  it('names a part it does not know and leaves it out of the sum', () => {
    // Reduced tax 26,4: (50 + 26,4) × 1,25 = 95,5 öre/kWh.
    const price = kwhPrice({
      spot: { oreExVat: 50, detail: 'dygnsmedel' },
      markup: { reason: 'Beror på ditt elavtal.' },
      energyTax: energyTaxRate('2480'),
      energyTaxDetail: 'sänkt',
      transfer: { reason: 'Beror på ditt elnätsbolag.' },
    });
    expect(price.totalOre).toBeCloseTo(95.5, 10);
    expect(price.missing).toEqual(['Elhandlarens påslag', 'Elnätets överföringsavgift']);
    expect(price.parts[1]).toEqual({ id: 'markup', label: 'Elhandlarens påslag', status: 'missing', reason: 'Beror på ditt elavtal.' });
  });

  it('a negative spot price lowers the total, moms included', () => {
    const price = kwhPrice({
      spot: { oreExVat: -10, detail: '' },
      markup: { oreExVat: 4, detail: '' },
      energyTax: energyTaxRate(),
      energyTaxDetail: '',
      transfer: { reason: '' },
    });
    expect(price.totalOre).toBeCloseTo(37.5, 10);
  });

  it('states the formula once, in words, with every part', () => {
    for (const word of ['spotpris', 'påslag', 'energiskatt', 'överföringsavgift', '25 % moms']) expect(KWH_PRICE_FORMULA).toContain(word);
  });
});

describe('the transfer fee at an instant', () => {
  const timeOfUse: Pick<GridTariff, 'transferFee'> = {
    transferFee: {
      status: 'known',
      type: 'timeOfUse',
      periods: [
        { orePerKwh: { '16': 76, '20': 76 }, window: { months: [11, 3], hours: [6, 21], weekdaysOnly: true } },
        { orePerKwh: { '16': 30, '20': 30 }, window: { months: null, hours: null, weekdaysOnly: false } },
      ],
    },
  };

  it('reads the Stockholm calendar, DST included', () => {
    expect(stockholmCalendarAt(at('2026-01-15T10:07:00+01:00'))).toEqual({ month: 1, hour: 10, weekday: true });
    expect(stockholmCalendarAt(at('2026-01-17T10:07:00+01:00'))).toEqual({ month: 1, hour: 10, weekday: false });
    // 22:30 UTC on 31 July is 00:30 on 1 August in Stockholm (summer time).
    expect(stockholmCalendarAt(at('2026-07-31T22:30:00Z'))).toEqual({ month: 8, hour: 0, weekday: false });
  });

  it('takes the first time-of-use period that covers the hour', () => {
    expect(transferFeeAt(timeOfUse, 16, at('2026-01-15T10:07:00+01:00'), 80)).toEqual({ oreInclVat: 76, kind: 'timeOfUse' });
    expect(transferFeeAt(timeOfUse, 16, at('2026-01-15T22:00:00+01:00'), 80)).toEqual({ oreInclVat: 30, kind: 'timeOfUse' });
    expect(transferFeeAt(timeOfUse, 16, at('2026-01-17T10:00:00+01:00'), 80)).toEqual({ oreInclVat: 30, kind: 'timeOfUse' });
    expect(transferFeeAt(timeOfUse, 16, at('2026-06-15T10:00:00+02:00'), 80)).toEqual({ oreInclVat: 30, kind: 'timeOfUse' });
    expect(transferFeeAt(timeOfUse, 25, at('2026-01-15T10:00:00+01:00'), 80)).toEqual({
      reason: 'Elnätsföretaget anger ingen överföringsavgift för 25 A i prislistan.',
    });
  });

  it('a day’s mean over its hours: 16 hours at 76 and 8 at 30 on a winter weekday = 60,67', () => {
    const hours = Array.from({ length: 24 }, (_, h) => ({ startMs: at('2026-01-15T00:00:00+01:00') + h * 3_600_000, priceOre: 50 }));
    const fee = meanTransferFee(timeOfUse, 16, hours);
    expect('oreInclVat' in fee && Math.round(fee.oreInclVat * 100) / 100).toBe(60.67);
    expect(meanTransferFee(timeOfUse, 16, [])).toEqual({ reason: expect.stringMatching(/\S/) });
  });

  it('a fixed fee, with a lower-use tier when the consumption is known; a spot-based fee', () => {
    const fixed: Pick<GridTariff, 'transferFee'> = {
      transferFee: { status: 'known', type: 'fixed', orePerKwh: { '16': 40 }, tiers: [{ maxYearlyKwh: 8000, amounts: { '16': 55 } }] },
    };
    const now = at('2026-01-15T10:00:00+01:00');
    expect(transferFeeAt(fixed, 16, now, 0)).toEqual({ oreInclVat: 40, kind: 'fixed' });
    expect(transferFeeAt(fixed, 16, now, 0, 5000)).toEqual({ oreInclVat: 55, kind: 'fixed' });
    expect(transferFeeAt(fixed, 16, now, 0, 20000)).toEqual({ oreInclVat: 40, kind: 'fixed' });
    // 6 + 5 % × 80 × 1,25 = 11 öre incl. VAT.
    const spot: Pick<GridTariff, 'transferFee'> = { transferFee: { status: 'known', type: 'spotVariable', baseOrePerKwh: 6, spotShare: 0.05 } };
    expect(transferFeeAt(spot, 16, now, 80)).toEqual({ oreInclVat: 11, kind: 'spotVariable' });
    expect(transferFeeAt({ transferFee: { status: 'unverified', reason: 'Okänd.' } }, 16, now, 80)).toEqual({ reason: 'Okänd.' });
    expect(transferExVat(30)).toBe(24);
  });
});

describe('statistics', () => {
  it('median: the middle value, the mean of the middle two, none for nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
