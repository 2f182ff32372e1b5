import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { ImportOptions } from '@/scripts/lib/build-grid-tariffs';
import type {
  ApartmentTariffRow,
  AuthorityFeeRow,
  GridTariffCorrection,
  GridTariffUnverified,
  PowerMethodRow,
  USUAL_AUTHORITY_FEES,
} from '@/lib/content/reviewed-lists';

/**
 * A small raw grid_tariffs folder in the shape of the raw one (spotpilot/grid-tariffs,
 * docs/data-pipeline.md): five invented operators that between them have each case the import handles.
 */

const list = (overrides: Record<string, unknown>) => ({
  variant: null,
  fromDate: '2025-01-01',
  fromDateIsPlaceholder: false,
  monthlyFeeSekByFuse: null,
  monthlyFee: { type: 'unverified', verified: false },
  transferFee: { type: 'unverified', verified: false },
  powerTariff: { type: 'unverified', verified: false },
  monthlyProductionFee: { type: 'unverified', verified: false },
  feedInRevenue: { type: 'unverified', verified: false },
  activeAtSourceCommitDate: true,
  ...overrides,
});

const operator = (name: string, vatNumber: string, priceLists: unknown[], page: string | null) => ({
  name,
  vatNumber,
  orgNumber: `${vatNumber.slice(2, 8)}-${vatNumber.slice(8, 12)}`,
  orgNumberChecksumValid: true,
  country: 'SE',
  mainFuses: { fromA: 16, toA: 63 },
  links: { feeInfoUrl: `https://example.se/${vatNumber}/priser`, feedInRevenueInfoUrl: null, eltariffApiUrl: null },
  priceLists,
  notes: [],
  spotCheck: null,
  sourceComments: [],
  source: { file: 'src/x.rs', static: 'X', extractedText: page ? `results/sweden/${vatNumber}_${page}.extracted.txt` : null },
});

const ALL_HOURS = { months: null, hours: null, excludeWeekends: false, excludeHolidays: false, divideKwBy: 1 };

export const FIXTURE_OPERATORS = [
  operator(
    'Alfa Elnät AB',
    'SE556000000101',
    [
      list({
        fromDate: '2024-09-01',
        monthlyFeeSekByFuse: { '16': 3000, '20': 3000, '25': 3000, '35': 3000, '50': 3000, '63': 3000 },
        monthlyFee: { type: 'fixed', verified: true, monthlyFeeSek: 3000 },
        transferFee: { type: 'fixed', verified: true, transferFeeOrePerKwh: 17.5 },
        powerTariff: {
          type: 'periods',
          verified: true,
          method: { type: 'averageHours', count: 1 },
          periodMatching: 'first',
          periods: [
            { load: 'base', cost: { type: 'fixed', verified: true, costSekPerKw: 56.25 }, ...ALL_HOURS },
            {
              load: 'high',
              cost: { type: 'fixed', verified: true, costSekPerKw: 43.75 },
              ...ALL_HOURS,
              months: { from: 'november', toInclusive: 'march' },
              hours: { fromHour: 7, toHourInclusive: 18, clock: '07:00-19:00', wrapsMidnight: false },
              excludeWeekends: true,
            },
          ],
        },
      }),
    ],
    'alfa',
  ),
  operator(
    'Beta Energi',
    'SE556000000201',
    [
      list({
        monthlyFeeSekByFuse: { '16': 343.75, '20': 560, '25': 721.25, '35': 1012.92 },
        monthlyFee: { type: 'byFuse', verified: true, yearlyFeeSekByFuse: { '16': 4125, '20': 6720, '25': 8655, '35': 12155 } },
        transferFee: {
          type: 'spotPriceVariable',
          verified: true,
          baseFeeOrePerKwh: 21,
          spotPriceMultiplier: 5,
          spotPricePercent: 500,
          approximated: true,
          placeholder: false,
        },
        powerTariff: { type: 'notImplemented', verified: true },
      }),
    ],
    'beta',
  ),
  operator(
    'Gamma Nät',
    'SE556000000301',
    [
      list({
        variant: 'Enkel',
        fromDate: '2024-01-01',
        monthlyFeeSekByFuse: { '16': 400, '20': 500, '25': 600, '35': 800 },
        monthlyFee: { type: 'byFuse', verified: true },
        transferFee: { type: 'fixed', verified: true, transferFeeOrePerKwh: 30 },
        powerTariff: { type: 'notImplemented', verified: true },
      }),
      list({
        variant: 'Enkel',
        fromDate: '2026-01-01',
        activeAtSourceCommitDate: false,
        monthlyFeeSekByFuse: { '16': 999, '20': 999, '25': 999, '35': 999 },
        monthlyFee: { type: 'byFuse', verified: true },
        transferFee: { type: 'fixed', verified: true, transferFeeOrePerKwh: 99 },
        powerTariff: { type: 'notImplemented', verified: true },
      }),
      list({
        variant: 'Tid',
        fromDate: '2024-01-01',
        monthlyFeeSekByFuse: { '16': 400, '20': 500, '25': 600, '35': 800 },
        monthlyFee: { type: 'byFuse', verified: true },
        transferFee: {
          type: 'timeOfUse',
          verified: true,
          periodMatching: 'first',
          periods: [
            {
              load: 'high',
              cost: { type: 'fixed', verified: true, transferFeeOrePerKwh: 67 },
              ...ALL_HOURS,
              months: { from: 'november', toInclusive: 'march' },
              hours: { fromHour: 6, toHourInclusive: 21, clock: '06:00-22:00', wrapsMidnight: false },
              excludeWeekends: true,
            },
            { load: 'low', cost: { type: 'fixed', verified: true, transferFeeOrePerKwh: 26.8 }, ...ALL_HOURS },
          ],
        },
        powerTariff: { type: 'notImplemented', verified: true },
      }),
    ],
    'gamma',
  ),
  operator('Delta Elnät AB', 'SE556000000401', [list({ fromDate: '9999-12-31', fromDateIsPlaceholder: true, activeAtSourceCommitDate: false })], null),
  operator(
    'Epsilon Kraft',
    'SE556000000501',
    [
      list({
        fromDate: '2025-04-01',
        monthlyFeeSekByFuse: { '16': 283.75, '20': 440.42, '25': 617.08, '35': 873.33 },
        monthlyFee: { type: 'byFuse', verified: true },
        transferFee: { type: 'unlisted', verified: true },
        powerTariff: { type: 'unverified', verified: false },
      }),
    ],
    'epsilon',
  ),
];

export const FIXTURE_PAGES: Record<string, string> = {
  SE556000000101_alfa: `Priser från 2024-09-01
<table><tr><td>Fast avgift</td><td>2400 kr/år</td><td>3000&nbsp;kr/år</td></tr></table>
Under november till mars tillkommer ytterligare en komponent i tariffen, en högbelastningsavgift.
Effektavgiften räknas på månadens högsta timmedeleffekt.
<p>Lägenhet 1 500 kr/år 25 öre/kWh</p>
Utöver avgifterna tillkommer myndighetsavgifter: elberedskapsavgift 90 kr, nätövervakningsavgift 4,35 kr (exkl. moms), elsäkerhetsavgift 11,10 kr (momsfri).`,
  SE556000000201_beta:
    'Elöverföringsavgift 21 öre/kWh + rörligt volympris. Priset fastställs månadsvis och framgår av respektive månads faktura. Lägenhet 100 kr/mån. I avgiften ingår elsäkerhetsavgift och nätövervakningsavgift.',
  SE556000000301_gamma:
    'Enkel 30 öre/kWh. Tid: 67,0 öre/kWh vardagar kl 06–22, övrig tid 26,8 öre/kWh. Lägenhet (tid) 1 200 kr/år, höglast 80,0 öre, övrig tid 30,0 öre. Myndighetsavgifterna ingår i den fasta avgiften.',
  SE556000000501_epsilon: 'Effektavgift enligt PDF.',
};

export const FIXTURE_CORRECTIONS: GridTariffCorrection[] = [
  {
    operator: 'Alfa Elnät AB',
    vatNumber: 'SE556000000101',
    priceList: { variant: null, fromDate: '2024-09-01' },
    field: 'monthlyFee',
    raw: { type: 'fixed', verified: true, monthlyFeeSek: 3000 },
    corrected: { type: 'fixed', verified: true, monthlyFeeSek: 250, yearlyFeeSek: 3000 },
    quote: 'Fast avgift 2400 kr/år 3000 kr/år',
    reason: 'Den fasta avgiften är 3 000 kr per år, inte per månad.',
  },
  {
    operator: 'Alfa Elnät AB',
    vatNumber: 'SE556000000101',
    priceList: { variant: null, fromDate: '2024-09-01' },
    field: 'powerTariff.periodMatching',
    raw: 'first',
    corrected: 'all',
    quote: 'Under november till mars tillkommer ytterligare en komponent i tariffen, en högbelastningsavgift.',
    reason: 'Högbelastningsavgiften läggs på effektavgiften.',
  },
  {
    operator: 'Gamma Nät',
    vatNumber: 'SE556000000301',
    priceList: { variant: 'Tid', fromDate: '2024-01-01' },
    field: 'variant',
    raw: 'Tid',
    corrected: 'Tidstariff',
    quote: 'Tid: 67,0 öre/kWh',
    reason: 'Tariffen heter Tidstariff.',
  },
];

export const FIXTURE_UNVERIFIED: GridTariffUnverified[] = [
  {
    operator: 'Beta Energi',
    vatNumber: 'SE556000000201',
    priceList: { variant: null, fromDate: '2025-01-01' },
    part: 'transferFee',
    quote: 'Priset fastställs månadsvis och framgår av respektive månads faktura.',
    reason: 'Det rörliga volympriset publiceras inte.',
  },
];

export const FIXTURE_AUTHORITY_FEES: AuthorityFeeRow[] = [
  {
    operator: 'Alfa Elnät AB',
    vatNumber: 'SE556000000101',
    status: 'onTop',
    amounts: [
      { kr: 90, vat: 'excl' },
      { kr: 4.35, vat: 'excl' },
      { kr: 11.1, vat: 'exempt' },
    ],
    quotes: [
      'Utöver avgifterna tillkommer myndighetsavgifter: elberedskapsavgift 90 kr, nätövervakningsavgift 4,35 kr (exkl. moms), elsäkerhetsavgift 11,10 kr (momsfri).',
    ],
  },
  { operator: 'Gamma Nät', vatNumber: 'SE556000000301', status: 'included', quotes: ['Myndighetsavgifterna ingår i den fasta avgiften.'] },
  {
    operator: 'Beta Energi',
    vatNumber: 'SE556000000201',
    status: 'partlyIncluded',
    included: ['elsakerhetsavgift', 'natovervakningsavgift'],
    quotes: ['I avgiften ingår elsäkerhetsavgift och nätövervakningsavgift.'],
  },
];

/** The usual amounts, quoted from Alfa's page (Epsilon's page is silent, so it gets them). */
export const FIXTURE_USUAL_AUTHORITY_FEES: typeof USUAL_AUTHORITY_FEES = {
  exVat: { elsakerhetsavgift: 11.1, elberedskapsavgift: 90, natovervakningsavgift: 4.35 },
  sources: [{ operator: 'Alfa Elnät AB', vatNumber: 'SE556000000101', quotes: ['elberedskapsavgift 90 kr, nätövervakningsavgift 4,35 kr (exkl. moms)'] }],
};

export const FIXTURE_APARTMENTS: ApartmentTariffRow[] = [
  {
    operator: 'Alfa Elnät AB',
    vatNumber: 'SE556000000101',
    priceList: { variant: null, fromDate: '2024-09-01' },
    label: 'Lägenhet',
    fee: { yearlyKr: 1500 },
    transfer: 25,
    power: 'none',
    quotes: ['Lägenhet 1 500 kr/år 25 öre/kWh'],
  },
  {
    operator: 'Beta Energi',
    vatNumber: 'SE556000000201',
    priceList: { variant: null, fromDate: '2025-01-01' },
    label: 'Lägenhet',
    fee: { monthlyKr: 100 },
    transfer: 'house',
    power: 'none',
    quotes: ['Lägenhet 100 kr/mån.'],
  },
  {
    operator: 'Gamma Nät',
    vatNumber: 'SE556000000301',
    priceList: { variant: 'Tid', fromDate: '2024-01-01' },
    label: 'Lägenhet, tidstariff',
    fee: { yearlyKr: 1200 },
    transfer: { timeOfUseOre: [80, 30] },
    power: 'none',
    quotes: ['Lägenhet (tid) 1 200 kr/år, höglast 80,0 öre, övrig tid 30,0 öre.'],
  },
];

export const FIXTURE_POWER_METHODS: PowerMethodRow[] = [
  {
    operator: 'Alfa Elnät AB',
    vatNumber: 'SE556000000101',
    priceList: { variant: null, fromDate: '2024-09-01' },
    quote: 'Effektavgiften räknas på månadens högsta timmedeleffekt.',
    confirms: 'method',
  },
];

/** Every reviewed list of the import, for the fixture. */
export const FIXTURE_OPTIONS: ImportOptions = {
  corrections: FIXTURE_CORRECTIONS,
  unverified: FIXTURE_UNVERIFIED,
  authorityFees: FIXTURE_AUTHORITY_FEES,
  usualAuthorityFees: FIXTURE_USUAL_AUTHORITY_FEES,
  regionalLists: [],
  apartments: FIXTURE_APARTMENTS,
  powerMethods: FIXTURE_POWER_METHODS,
};

/** Writes the folder and returns the raw directory (the parent of grid_tariffs/). */
export async function writeGridFixture(operators: unknown[] = FIXTURE_OPERATORS): Promise<string> {
  const rawDir = await mkdtemp(path.join(tmpdir(), 'grid-raw-'));
  const dir = path.join(rawDir, 'grid_tariffs');
  await mkdir(path.join(dir, 'pages'), { recursive: true });
  const file = {
    source: {
      repository: 'https://github.com/spotpilot/grid-tariffs',
      commit: 'e0fba57868e043c0b68d0c36379379d721b2efc2',
      commitDate: '2025-10-27T20:32:50+01:00',
    },
    conventions: { currency: 'SEK', vatIncluded: true },
    operatorCount: operators.length,
    operators,
  };
  await writeFile(path.join(dir, 'grid_tariffs_se.json'), JSON.stringify(file, null, 1));
  await writeFile(path.join(dir, 'LICENSE'), 'MIT License\n\nCopyright (c) 2025 Spotpilot\n');
  for (const [name, text] of Object.entries(FIXTURE_PAGES)) await writeFile(path.join(dir, 'pages', `${name}.extracted.txt`), text);
  return rawDir;
}
