import type { FuseAmounts, GridTariff, TimeWindow } from '@/lib/grid/types';

/**
 * Hand-written tariffs for the model tests, copied from content/data/grid-tariffs.json (2025
 * price lists incl. VAT) so the tests do not depend on the import; the content test checks the
 * real file against the same published prices.
 */

const all = (value: number): FuseAmounts => ({ '16': value, '20': value, '25': value, '35': value });
const ALL_DAY: TimeWindow = { months: null, hours: null, weekdaysOnly: false };

/** Ellevio: 365 kr/mån for 16–25 A, 915 kr for 35 A; 6,25 öre/kWh; 81,25 kr/kW (mean of 3 peaks). */
export const ELLEVIO: GridTariff = {
  id: 'ellevio',
  variant: null,
  fromDate: '2025-01-01',
  fixedFee: { status: 'known', yearlyKr: { '16': 4380, '20': 4380, '25': 4380, '35': 10980 } },
  transferFee: { status: 'known', type: 'fixed', orePerKwh: all(6.25) },
  powerFee: {
    status: 'known',
    method: { type: 'averageDays', count: 3 },
    matching: 'first',
    periods: [
      { krPerKw: all(81.25), window: ALL_DAY, divideKwBy: 1 },
      // Night halving, shadowed by the first period (a known shadowed period of spotpilot/grid-tariffs); no price of its own.
      { krPerKw: all(0), window: { months: null, hours: [22, 6], weekdaysOnly: false }, divideKwBy: 2 },
    ],
  },
};

/** Vattenfall Enkeltariff E4: 5 050 / 7 065 / 8 850 / 12 140 kr/år, 39,0 öre/kWh, no power fee. */
export const VATTENFALL_E4: GridTariff = {
  id: 'vattenfall-enkeltariff-e4',
  variant: 'Enkeltariff E4',
  fromDate: '2025-01-01',
  fixedFee: { status: 'known', yearlyKr: { '16': 5050, '20': 7065, '25': 8850, '35': 12140 } },
  transferFee: { status: 'known', type: 'fixed', orePerKwh: all(39) },
  powerFee: { status: 'none' },
};

/** Vattenfall Tidstariff T4: 67,0 öre weekdays 06–22 November–March, 26,8 öre other time. */
export const VATTENFALL_T4: GridTariff = {
  ...VATTENFALL_E4,
  id: 'vattenfall-tidstariff-t4',
  variant: 'Tidstariff T4',
  transferFee: {
    status: 'known',
    type: 'timeOfUse',
    periods: [
      { orePerKwh: all(67), window: { months: [11, 3], hours: [6, 21], weekdaysOnly: true } },
      { orePerKwh: all(26.8), window: ALL_DAY },
    ],
  },
};

/** Kraftringen from 2025-06-01: 685 kr/mån at 16 A; 20 öre + 5 % of the spot price incl. VAT. */
export const KRAFTRINGEN: GridTariff = {
  id: 'kraftringen',
  variant: null,
  fromDate: '2025-06-01',
  fixedFee: { status: 'known', yearlyKr: { '16': 8220, '20': 12960, '25': 16140, '35': 21180 } },
  transferFee: { status: 'known', type: 'spotVariable', baseOrePerKwh: 20, spotShare: 0.05 },
  powerFee: { status: 'none' },
};

/** Degerfors (corrected): 3 000 kr/år, 17,5 öre, 56,25 kr/kW plus 43,75 kr/kW weekdays 07–19 Nov–Mar. */
export const DEGERFORS: GridTariff = {
  id: 'degerfors-elnat-ab',
  variant: null,
  fromDate: '2024-09-01',
  fixedFee: { status: 'known', yearlyKr: all(3000) },
  transferFee: { status: 'known', type: 'fixed', orePerKwh: all(17.5) },
  powerFee: {
    status: 'known',
    method: { type: 'averageHours', count: 1 },
    matching: 'all',
    periods: [
      { krPerKw: all(56.25), window: ALL_DAY, divideKwBy: 1 },
      { krPerKw: all(43.75), window: { months: [11, 3], hours: [7, 18], weekdaysOnly: true }, divideKwBy: 1 },
    ],
  },
};

/** Höganäs: fees known, transfer fee unpublished (unverified). */
export const HOGANAS: GridTariff = {
  id: 'hoganas-energi-elnat-ab',
  variant: null,
  fromDate: '2025-01-01',
  fixedFee: { status: 'known', yearlyKr: { '16': 4125, '20': 6720, '25': 8655, '35': 12155 } },
  transferFee: {
    status: 'unverified',
    reason: 'Överföringsavgiften är 21 öre/kWh plus ett rörligt volympris som sätts varje månad och inte publiceras.',
  },
  powerFee: { status: 'none' },
};

/** E.ON Syd: 16 A up to 8 000 kWh/year 215 kr/mån and 87,15 öre; above 591,25 kr and 30,7 öre. */
export const EON_SYD: GridTariff = {
  id: 'e-on-syd',
  variant: 'Syd',
  fromDate: '2024-08-01',
  fixedFee: {
    status: 'known',
    yearlyKr: { '16': 7095, '20': 9360, '25': 12075, '35': 17670 },
    tiers: [{ maxYearlyKwh: 8000, amounts: { '16': 2580 } }],
  },
  transferFee: { status: 'known', type: 'fixed', orePerKwh: all(30.7), tiers: [{ maxYearlyKwh: 8000, amounts: { '16': 87.15 } }] },
  powerFee: { status: 'none' },
};

/** Alingsås-like: the price list starts at 25 A. */
export const FROM_25_A: GridTariff = {
  id: 'from-25',
  variant: null,
  fromDate: '2025-01-01',
  fixedFee: { status: 'known', yearlyKr: { '25': 6000, '35': 8000 } },
  transferFee: { status: 'known', type: 'fixed', orePerKwh: { '25': 20, '35': 20 } },
  powerFee: {
    status: 'known',
    method: { type: 'averageHours', count: 1 },
    matching: 'first',
    periods: [{ krPerKw: { '25': 50, '35': 50 }, window: ALL_DAY, divideKwBy: 1 }],
  },
};

/** Alingsås Energi 2025 (its page: "Villa 25 Amp 4 379 kr/år 23,8 öre/kWh"): a list for 25–63 A only, never used for 16 or 20 A. */
export const ALINGSAS: GridTariff = {
  id: 'alingsas-energi-elnat-ab',
  variant: null,
  fromDate: '2025-01-01',
  fixedFee: { status: 'known', yearlyKr: { '25': 4598, '35': 10354 } },
  transferFee: { status: 'known', type: 'fixed', orePerKwh: { '25': 23.8, '35': 23.8 } },
  powerFee: { status: 'none' },
  authorityFee: { status: 'notStated', yearlyKr: 131.81, vatKr: 26.36, amount: 'usual' },
  fuses: { fromA: 25, toA: 63 },
};

/** Mälarenergi's effektabonnemang 2025: 80 A and up (896 kr/month excl. VAT = 1 120 kr incl.); no household fuse. */
export const MALARENERGI_EFFEKT: GridTariff = {
  id: 'malarenergi-effektabonnemang-lagspanning',
  variant: 'Effektabonnemang, lågspänning',
  fromDate: '2025-09-01',
  fixedFee: { status: 'known', yearlyKr: {} },
  transferFee: { status: 'known', type: 'fixed', orePerKwh: {} },
  powerFee: { status: 'known', method: { type: 'averageHours', count: 1 }, matching: 'first', periods: [{ krPerKw: {}, window: ALL_DAY, divideKwBy: 1 }] },
  authorityFee: { status: 'included' },
  fuses: { fromA: 80, toA: null },
};

/** Skellefteå Kraft 2025: 5 420 / 7 815 / 9 480 / 12 340 kr/år, 11,0 öre/kWh; authority fees 131,82 kr/år on top (VAT 26,36 kr). */
export const SKELLEFTEA: GridTariff = {
  id: 'skelleftea-kraft-elnat-ab',
  variant: null,
  fromDate: '2025-01-01',
  fixedFee: { status: 'known', yearlyKr: { '16': 5420, '20': 7815, '25': 9480, '35': 12340 } },
  transferFee: { status: 'known', type: 'fixed', orePerKwh: all(11) },
  powerFee: { status: 'none' },
  authorityFee: { status: 'onTop', yearlyKr: 131.82, vatKr: 26.36, amount: 'page' },
  apartment: { label: '16L', yearlyKr: 2135, transferFee: { status: 'known', type: 'fixed', orePerKwh: { '16': 11 } }, powerFee: { status: 'none' } },
};
