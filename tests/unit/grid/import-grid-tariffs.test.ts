/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

import type { GridOperator } from '@/lib/content/grid-tariff-schemas';
import { resolveRawDataDir } from '@/scripts/lib/build-municipality-data';
import {
  OUTPUT_FILE,
  activePriceLists,
  buildGridTariffs,
  normalizePageText,
  type ImportOptions,
} from '@/scripts/lib/build-grid-tariffs';
import { GRID_TARIFF_CORRECTIONS, GRID_TARIFF_UNVERIFIED } from '@/scripts/lib/grid-tariff-corrections';

import { FIXTURE_CORRECTIONS, FIXTURE_OPERATORS, FIXTURE_UNVERIFIED, writeGridFixture } from './import-fixture';

const repoRoot = path.resolve(__dirname, '../../..');
const options: ImportOptions = { corrections: FIXTURE_CORRECTIONS, unverified: FIXTURE_UNVERIFIED };

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
    const plain = buildGridTariffs(raw, { corrections: [], unverified: FIXTURE_UNVERIFIED }).content;
    expect(byId(plain.operators, 'alfa-elnat-ab').tariffs[0]?.fixedFee).toEqual({ status: 'known', yearlyKr: { '16': 36000, '20': 36000, '25': 36000, '35': 36000 } });
  });

  it('refuses a correction whose raw value is not in the file, or whose quote is not on the page', () => {
    const [first] = FIXTURE_CORRECTIONS;
    if (!first) throw new Error('fixture');
    expect(() => buildGridTariffs(raw, { ...options, corrections: [{ ...first, raw: { type: 'fixed', verified: true, monthlyFeeSek: 2999 } }] })).toThrow(
      /raw value is .*3000.* the table expects/,
    );
    expect(() => buildGridTariffs(raw, { ...options, corrections: [{ ...first, quote: 'Fast avgift 2500 kr/år' }] })).toThrow(/quote not in the page text/);
    expect(() => buildGridTariffs(raw, { ...options, corrections: [{ ...first, operator: 'Alfa Nät' }] })).toThrow(/is 'Alfa Elnät AB', the table says 'Alfa Nät'/);
  });

  it('keeps unverified parts unverified, with a reason, and never as an amount', () => {
    const { content } = buildGridTariffs(raw, options);
    expect(byId(content.operators, 'beta-energi').tariffs[0]?.transferFee).toEqual({ status: 'unverified', reason: 'Det rörliga volympriset publiceras inte.' });
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
    expect(GRID_TARIFF_CORRECTIONS.length).toBeGreaterThanOrEqual(30);
    const unverifiedIds = GRID_TARIFF_UNVERIFIED.map((row) => row.operator);
    const marked = content.operators.filter((o) => o.tariffs.some((t) => t.transferFee.status === 'unverified')).map((o) => o.name);
    expect(marked).toEqual(expect.arrayContaining(unverifiedIds));
  });
});
