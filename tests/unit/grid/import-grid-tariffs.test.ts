/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

import type { GridOperator } from '@/lib/content/grid-tariff-schemas';
import { resolveRawDataDir } from '@/scripts/lib/raw-data';
import { OUTPUT_FILE, activePriceLists, buildGridTariffs, normalizePageText, type ImportOptions } from '@/scripts/lib/build-grid-tariffs';
import { GRID_TARIFF_CORRECTIONS, GRID_TARIFF_UNVERIFIED, type GridTariffCorrection } from '@/lib/content/reviewed-lists';

import {
  FIXTURE_APARTMENTS,
  FIXTURE_AUTHORITY_FEES,
  FIXTURE_CORRECTIONS,
  FIXTURE_OPERATORS,
  FIXTURE_OPTIONS,
  FIXTURE_POWER_METHODS,
  FIXTURE_USUAL_AUTHORITY_FEES,
  writeGridFixture,
} from './import-fixture';

const repoRoot = path.resolve(__dirname, '../../..');
const options: ImportOptions = FIXTURE_OPTIONS;

function byId(operators: readonly GridOperator[], id: string): GridOperator {
  const found = operators.find((o) => o.id === id);
  if (!found) throw new Error(`no operator ${id}`);
  return found;
}

describe('normalizePageText', () => {
  it('drops tags, decodes entities and collapses whitespace, as the quotes are written', () => {
    expect(normalizePageText('<td>3000&nbsp;kr/år</td>\n<td>17,5\u00a0öre</td>')).toBe('3000 kr/år 17,5 öre');
  });
});

describe('import from a small raw folder', () => {
  let raw: string;
  beforeAll(async () => {
    raw = await writeGridFixture();
  });
  afterAll(() => rm(raw, { recursive: true, force: true }));

  it('keeps only what the site uses, per operator and tariff', () => {
    const { content } = buildGridTariffs(raw, options);
    expect(content.operators.map((o) => o.id)).toEqual(['alfa-elnat-ab', 'beta-energi', 'delta-elnat-ab', 'epsilon-kraft', 'gamma-nat']);
    const beta = byId(content.operators, 'beta-energi');
    expect(beta).toMatchObject({ name: 'Beta Energi', orgNumber: '556000-0002', feeInfoUrl: 'https://example.se/SE556000000201/priser', status: 'ok' });
    // Yearly amounts as stated; a monthly list × 12 elsewhere (Epsilon: 440,42 × 12 = 5 285,04).
    expect(beta.tariffs[0]?.fixedFee).toEqual({ status: 'known', yearlyKr: { '16': 4125, '20': 6720, '25': 8655, '35': 12155 } });
    expect(byId(content.operators, 'epsilon-kraft').tariffs[0]?.fixedFee).toEqual({
      status: 'known',
      yearlyKr: { '16': 3405, '20': 5285.04, '25': 7404.96, '35': 10479.96 },
    });
    expect(content.meta).toMatchObject({ referenceDate: '2025-12-31', pageTextsDate: '2025-09-15' });
    expect(content.meta.source).toMatchObject({ name: 'spotpilot/grid-tariffs', licence: 'MIT', copyright: 'Copyright (c) 2025 Spotpilot' });
  });

  it('applies each correction and notes it on the tariff', () => {
    const { content } = buildGridTariffs(raw, options);
    const [alfa] = byId(content.operators, 'alfa-elnat-ab').tariffs;
    expect(alfa?.fixedFee).toEqual({ status: 'known', yearlyKr: { '16': 3000, '20': 3000, '25': 3000, '35': 3000 } });
    expect(alfa?.powerFee).toMatchObject({ status: 'known', matching: 'all' });
    expect(alfa?.notes).toEqual(['Den fasta avgiften är 3 000 kr per år, inte per månad.', 'Högbelastningsavgiften läggs på effektavgiften.']);
    const gamma = byId(content.operators, 'gamma-nat').tariffs;
    expect(gamma.map((t) => [t.id, t.variant])).toEqual([
      ['gamma-nat-enkel', 'Enkel'],
      ['gamma-nat-tidstariff', 'Tidstariff'],
    ]);
    // Without the corrections the raw values come through.
    const plain = buildGridTariffs(raw, { ...options, corrections: [], powerMethods: [] }).content;
    expect(byId(plain.operators, 'alfa-elnat-ab').tariffs[0]?.fixedFee).toEqual({
      status: 'known',
      yearlyKr: { '16': 36000, '20': 36000, '25': 36000, '35': 36000 },
    });
  });

  it('refuses a correction whose raw value is not in the file, or whose quote is not on the page', () => {
    const [first] = FIXTURE_CORRECTIONS;
    if (!first) throw new Error('fixture');
    expect(() => buildGridTariffs(raw, { ...options, corrections: [{ ...first, raw: { type: 'fixed', verified: true, monthlyFeeSek: 2999 } }] })).toThrow(
      /raw value is .*3000.* the table expects/,
    );
    expect(() => buildGridTariffs(raw, { ...options, corrections: [{ ...first, quote: 'Fast avgift 2500 kr/år' }] })).toThrow(/quote not in the page text/);
    expect(() => buildGridTariffs(raw, { ...options, corrections: [{ ...first, operator: 'Alfa Nät' }] })).toThrow(
      /is 'Alfa Elnät AB', the table says 'Alfa Nät'/,
    );
  });

  it('keeps unverified parts unverified, with a reason, and never as an amount', () => {
    const { content } = buildGridTariffs(raw, options);
    expect(byId(content.operators, 'beta-energi').tariffs[0]?.transferFee).toEqual({
      status: 'unverified',
      reason: 'Det rörliga volympriset publiceras inte.',
    });
    const [epsilon] = byId(content.operators, 'epsilon-kraft').tariffs;
    expect(epsilon?.transferFee).toEqual({ status: 'unverified', reason: 'Elnätsföretaget visar ingen överföringsavgift på sin prissida.' });
    expect(epsilon?.powerFee).toEqual({ status: 'unverified', reason: 'Källan har ingen kontrollerad uppgift om effektavgiften.' });
    expect(byId(content.operators, 'delta-elnat-ab')).toMatchObject({ status: 'placeholder', tariffs: [] });
  });

  it('refuses an estimated spot-price fee that is neither corrected nor marked unverified', () => {
    expect(() => buildGridTariffs(raw, { ...options, unverified: [] })).toThrow(/Beta Energi.*estimated or placeholder spot-price fee/);
  });

  it('takes, per variant, the latest list in force on the reference date', () => {
    const { content } = buildGridTariffs(raw, options);
    const [enkel, tid] = byId(content.operators, 'gamma-nat').tariffs;
    expect(enkel).toMatchObject({ fromDate: '2024-01-01', transferFee: { status: 'known', type: 'fixed', orePerKwh: { '16': 30 } } });
    expect(tid?.transferFee).toEqual({
      status: 'known',
      type: 'timeOfUse',
      periods: [
        { orePerKwh: { '16': 67, '20': 67, '25': 67, '35': 67 }, window: { months: [11, 3], hours: [6, 21], weekdaysOnly: true } },
        { orePerKwh: { '16': 26.8, '20': 26.8, '25': 26.8, '35': 26.8 }, window: { months: null, hours: null, weekdaysOnly: false } },
      ],
    });
    const later = buildGridTariffs(raw, { ...options, referenceDate: '2026-06-30' }).content;
    expect(byId(later.operators, 'gamma-nat').tariffs[0]).toMatchObject({ fromDate: '2026-01-01' });
    const gammaLists = FIXTURE_OPERATORS[2]?.priceLists as Parameters<typeof activePriceLists>[0];
    expect(activePriceLists(gammaLists, '2023-12-31')).toEqual([]);
  });

  it('is deterministic: two imports give the same bytes, keys sorted, one operator per line', () => {
    const a = buildGridTariffs(raw, options).json;
    const b = buildGridTariffs(raw, options).json;
    expect(b).toBe(a);
    const lines = a.split('\n');
    expect(lines[0]).toBe('{');
    expect(lines[1]).toMatch(/^"meta":\{"pageTextsDate":"2025-09-15","referenceDate":"2025-12-31","source":\{"commit":/);
    expect(lines.filter((line) => line.startsWith('{"feeInfoUrl":'))).toHaveLength(5);
  });

  it('adds authority fees as the page states them: on top with VAT worked out per fee, or included', () => {
    const { content } = buildGridTariffs(raw, options);
    const [alfa] = byId(content.operators, 'alfa-elnat-ab').tariffs;
    // 90 × 1,25 + 4,35 × 1,25 + 11,10 (exempt) = 112,50 + 5,4375 + 11,10 = 129,0375 → 129,04 kr; VAT 22,50 + 1,0875 = 23,59 kr.
    expect(alfa?.authorityFee).toEqual({ status: 'onTop', yearlyKr: 129.04, vatKr: 23.59, amount: 'page' });
    expect(alfa?.quotes.authorityFee).toMatch(/^Utöver avgifterna tillkommer/);
    expect(byId(content.operators, 'gamma-nat').tariffs.map((t) => t.authorityFee)).toEqual([{ status: 'included' }, { status: 'included' }]);
  });

  it('adds the usual amounts where the page is silent, gives no amount or includes only some: 105,45 kr + 25 % = 131,81 kr', () => {
    const { content } = buildGridTariffs(raw, options);
    // (11,10 + 90 + 4,35) × 1,25 = 131,8125 → 131,81 kr; VAT 26,3625 → 26,36 kr.
    expect(byId(content.operators, 'epsilon-kraft').tariffs[0]).toMatchObject({
      authorityFee: { status: 'notStated', yearlyKr: 131.81, vatKr: 26.36, amount: 'usual' },
      quotes: { authorityFee: null },
    });
    // Beta includes elsäkerhets- and nätövervakningsavgift: the elberedskapsavgift, 90 × 1,25 = 112,50 kr.
    expect(byId(content.operators, 'beta-energi').tariffs[0]?.authorityFee).toEqual({
      status: 'partlyIncluded',
      yearlyKr: 112.5,
      vatKr: 22.5,
      amount: 'usual',
    });
    const withoutAmount = FIXTURE_AUTHORITY_FEES.map((row) => (row.operator === 'Alfa Elnät AB' ? { ...row, amounts: undefined } : row));
    expect(byId(buildGridTariffs(raw, { ...options, authorityFees: withoutAmount }).content.operators, 'alfa-elnat-ab').tariffs[0]?.authorityFee).toEqual({
      status: 'onTop',
      yearlyKr: 131.81,
      vatKr: 26.36,
      amount: 'usual',
    });
  });

  it('refuses usual amounts whose quote is not on the page, and a partly included row that names no fee', () => {
    const usual = { ...FIXTURE_USUAL_AUTHORITY_FEES, sources: [{ ...FIXTURE_USUAL_AUTHORITY_FEES.sources[0]!, quotes: ['elberedskapsavgift 95 kr'] }] };
    expect(() => buildGridTariffs(raw, { ...options, usualAuthorityFees: usual })).toThrow(/usual authority fees: quote not in the page text/);
    const partly = FIXTURE_AUTHORITY_FEES.map((row) => (row.status === 'partlyIncluded' ? { ...row, included: [] } : row));
    expect(() => buildGridTariffs(raw, { ...options, authorityFees: partly })).toThrow(/names the fees included/);
  });

  it('keeps the fuses a list is for, and leaves out the fuses a corrected range excludes', () => {
    const { content } = buildGridTariffs(raw, options);
    expect(byId(content.operators, 'gamma-nat').tariffs[0]?.fuses).toEqual({ fromA: 16, toA: 63 });
    const forLarge: GridTariffCorrection = {
      operator: 'Alfa Elnät AB',
      vatNumber: 'SE556000000101',
      priceList: { variant: null, fromDate: '2024-09-01' },
      field: 'mainFuses',
      raw: undefined,
      corrected: { fromA: 25, toA: null },
      quote: 'Fast avgift 2400 kr/år 3000 kr/år',
      reason: 'Prislistan gäller från 25 A.',
    };
    const [alfa] = byId(buildGridTariffs(raw, { ...options, corrections: [...FIXTURE_CORRECTIONS, forLarge] }).content.operators, 'alfa-elnat-ab').tariffs;
    expect(alfa?.fuses).toEqual({ fromA: 25, toA: null });
    expect(alfa?.fixedFee).toEqual({ status: 'known', yearlyKr: { '25': 3000, '35': 3000 } });
  });

  it('marks regional price lists, and refuses regions that are not the lists in force', () => {
    const regional = [{ operator: 'Gamma Nät', vatNumber: 'SE556000000301', variants: ['Enkel', 'Tid'], basis: 'test' }];
    const { content } = buildGridTariffs(raw, { ...options, regionalLists: regional });
    expect(byId(content.operators, 'gamma-nat').listsByRegion).toBe(true);
    expect(byId(content.operators, 'alfa-elnat-ab')).toMatchObject({ listsByRegion: false, hasPageText: true });
    expect(() => buildGridTariffs(raw, { ...options, regionalLists: [{ ...regional[0]!, variants: ['Syd', 'Nord'] }] })).toThrow(/the regional lists are/);
  });

  it('adds apartment tariffs: a stated transfer fee, the house fee copied at 16 A, or time-of-use prices on the house windows', () => {
    const { content } = buildGridTariffs(raw, options);
    expect(byId(content.operators, 'alfa-elnat-ab').tariffs[0]?.apartment).toEqual({
      label: 'Lägenhet',
      yearlyKr: 1500,
      transferFee: { status: 'known', type: 'fixed', orePerKwh: { '16': 25 } },
      powerFee: { status: 'none' },
    });
    // Beta's house transfer fee is unverified, and so is the apartment's that copies it; 100 kr/mån × 12.
    expect(byId(content.operators, 'beta-energi').tariffs[0]?.apartment).toMatchObject({ yearlyKr: 1200, transferFee: { status: 'unverified' } });
    const [enkel, tid] = byId(content.operators, 'gamma-nat').tariffs;
    expect(enkel?.apartment).toBeNull();
    expect(tid?.apartment?.transferFee).toEqual({
      status: 'known',
      type: 'timeOfUse',
      periods: [
        { orePerKwh: { '16': 80 }, window: { months: [11, 3], hours: [6, 21], weekdaysOnly: true } },
        { orePerKwh: { '16': 30 }, window: { months: null, hours: null, weekdaysOnly: false } },
      ],
    });
    expect(tid?.quotes.apartment).toBe('Lägenhet (tid) 1 200 kr/år, höglast 80,0 öre, övrig tid 30,0 öre.');
  });

  it('keeps the power-method quote with the tariff and refuses one for a tariff without a power fee', () => {
    const { content } = buildGridTariffs(raw, options);
    expect(byId(content.operators, 'alfa-elnat-ab').tariffs[0]?.quotes.powerMethod).toEqual({
      quote: 'Effektavgiften räknas på månadens högsta timmedeleffekt.',
      confirms: 'method',
    });
    const gammaRow = {
      ...FIXTURE_POWER_METHODS[0]!,
      operator: 'Gamma Nät',
      vatNumber: 'SE556000000301',
      priceList: { variant: 'Enkel', fromDate: '2024-01-01' },
      quote: 'Enkel 30 öre/kWh.',
    };
    expect(() => buildGridTariffs(raw, { ...options, powerMethods: [gammaRow] })).toThrow(/power-method quote for a price list without a known power fee/);
  });

  it('refuses an addition whose quote is not on the page, or that names a list not in force', () => {
    const [apartment] = FIXTURE_APARTMENTS;
    const [fee] = FIXTURE_AUTHORITY_FEES;
    if (!apartment || !fee) throw new Error('fixture');
    expect(() => buildGridTariffs(raw, { ...options, apartments: [{ ...apartment, quotes: ['Lägenhet 1 400 kr/år'] }] })).toThrow(
      /apartment: quote not in the page text/,
    );
    expect(() => buildGridTariffs(raw, { ...options, authorityFees: [{ ...fee, quotes: ['Myndighetsavgifter 200 kr'] }] })).toThrow(
      /authority fee: quote not in the page text/,
    );
    const later = { ...FIXTURE_APARTMENTS[2]!, priceList: { variant: 'Enkel', fromDate: '2026-01-01' } };
    expect(() => buildGridTariffs(raw, { ...options, apartments: [later] })).toThrow(/names a list that is not in force/);
    const spotBase = { ...apartment, transfer: { spotBaseOre: 40 } };
    expect(() => buildGridTariffs(raw, { ...options, apartments: [spotBase] })).toThrow(/spot base needs a house spot-price fee/);
  });

  it('names a missing raw folder', () => {
    expect(() => buildGridTariffs(path.join(raw, 'nope'))).toThrow(/Missing raw file/);
  });
});

const rawDir = resolveRawDataDir(repoRoot);
const haveRaw = existsSync(path.join(rawDir, 'grid_tariffs', 'grid_tariffs_se.json'));
if (!haveRaw) console.warn(`Skipping the grid-tariff import against the raw data: none at ${rawDir} (set RAW_DATA_DIR).`);

(haveRaw ? describe : describe.skip)('import from the raw data', () => {
  it('applies every row of the corrections table, confirms every quote and gives the committed bytes', () => {
    const { json, content } = buildGridTariffs(rawDir);
    expect(json).toBe(readFileSync(path.join(repoRoot, OUTPUT_FILE), 'utf8'));
    expect(GRID_TARIFF_CORRECTIONS.length).toBeGreaterThanOrEqual(60);
    const unverifiedIds = GRID_TARIFF_UNVERIFIED.map((row) => row.operator);
    const marked = content.operators.filter((o) => o.tariffs.some((t) => t.transferFee.status === 'unverified')).map((o) => o.name);
    expect(marked).toEqual(expect.arrayContaining(unverifiedIds));
  });
});
