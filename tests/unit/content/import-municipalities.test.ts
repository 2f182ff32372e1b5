/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  OUTPUT_FILES,
  assignPriceAreas,
  buildMunicipalityData,
  buildPostcodeAreaLookup,
  slugify,
  stableJson,
  uniqueSlugs,
} from '@/scripts/lib/build-municipality-data';
import { parseCsv } from '@/scripts/lib/csv';
import { resolveRawDataDir } from '@/scripts/lib/raw-data';
import { priceAreaForPostalCode } from '@/lib/postcode/code';
import type { PriceArea } from '@/lib/domain/price-area';

const repoRoot = path.resolve(__dirname, '../../..');

describe('import helpers', () => {
  it('parses CSV with a BOM, quotes and CRLF', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,"x, ""y"""\r\n2,z\n')).toEqual([
      { a: '1', b: 'x, "y"' },
      { a: '2', b: 'z' },
    ]);
    expect(() => parseCsv('a,b\n1\n')).toThrow(/fields/);
  });

  it.each([
    ['Malung-Sälen', 'malung-salen'],
    ['Göteborg', 'goteborg'],
    ['Malmö', 'malmo'],
    ['Upplands Väsby', 'upplands-vasby'],
    ['Åre', 'are'],
    ['Härnösand', 'harnosand'],
    ['Café  Öst', 'cafe-ost'],
  ])('slugify(%j) → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps slugs unique: the already-ASCII name keeps the plain slug', () => {
    const slugs = uniqueSlugs([
      { code: '0305', name: 'Håbo', countyShort: 'Uppsala' },
      { code: '0643', name: 'Habo', countyShort: 'Jönköping' },
      { code: '0180', name: 'Stockholm', countyShort: 'Stockholm' },
    ]);
    expect(Object.fromEntries(slugs)).toEqual({ '0305': 'habo-uppsala', '0643': 'habo', '0180': 'stockholm' });
  });

  it('writes sorted keys as plain strings, one entry per line, with a trailing newline', () => {
    expect(stableJson({ '1080': 'b', '0114': 'a' })).toBe('{\n"0114":"a",\n"1080":"b"\n}\n');
    expect(stableJson([{ b: 1, a: 2 }])).toBe('[\n{"a":2,"b":1}\n]\n');
  });

  it('builds a lossless lookup: majority area per prefix plus exceptions', () => {
    const areas = new Map<string, PriceArea>([
      ['81500', 'SE3'],
      ['81501', 'SE3'],
      ['81599', 'SE2'],
      ['94101', 'SE1'],
    ]);
    const lookup = buildPostcodeAreaLookup(areas);
    expect(lookup).toEqual({
      prefixes: { SE1: ['941'], SE2: [], SE3: ['815'], SE4: [] },
      exceptions: { SE1: [], SE2: ['81599'], SE3: [], SE4: [] },
    });
    for (const [code, area] of areas) expect(priceAreaForPostalCode(code, lookup)).toBe(area);
  });

  it('refuses a price-area table that does not fit the municipality list', () => {
    const list = [
      { code: '0101', name: 'A', countyCode: '01', county: 'Ett län', countyShort: 'Ett' },
      { code: '0201', name: 'B', countyCode: '02', county: 'Två län', countyShort: 'Två' },
    ];
    const counties = { '01': { name: 'Ett län', area: 'SE3' as const }, '02': { name: 'Två län', area: 'split' as const } };
    const ok = { '0201': { name: 'B', area: 'SE4' as const, reason: 'A reason long enough.' } };
    expect(Object.fromEntries(assignPriceAreas(list, counties, ok))).toEqual({ '0101': 'SE3', '0201': 'SE4' });
    expect(() => assignPriceAreas(list, counties, {})).toThrow(/no decision/);
    expect(() => assignPriceAreas(list, counties, { ...ok, '0101': { name: 'A', area: 'SE4', reason: 'A reason long enough.' } })).toThrow(/wholly SE3/);
    expect(() => assignPriceAreas(list, counties, { ...ok, '0999': { name: 'X', area: 'SE4', reason: 'A reason long enough.' } })).toThrow(
      /unknown municipality/,
    );
    expect(() => assignPriceAreas(list, counties, { '0201': { name: 'C', area: 'SE4', reason: 'A reason long enough.' } })).toThrow(/table says 'C'/);
    expect(() => assignPriceAreas(list, { '01': counties['01'] }, ok)).toThrow(/missing/);
  });

  it('reads $RAW_DATA_DIR, else shared/data/raw beside the repository', () => {
    expect(resolveRawDataDir('/repo/main', {})).toBe(path.resolve('/repo/shared/data/raw'));
    expect(resolveRawDataDir('/repo/main', { RAW_DATA_DIR: '/data/raw' })).toBe(path.resolve('/data/raw'));
    // A worktree under wt/ finds the shared directory two levels up.
    const onlyDeeper = (dir: string): boolean => dir === path.resolve('/repo/shared/data/raw');
    expect(resolveRawDataDir('/repo/wt/branch', {}, onlyDeeper)).toBe(path.resolve('/repo/shared/data/raw'));
    expect(resolveRawDataDir('/repo/wt/branch', {}, () => false)).toBe(path.resolve('/repo/wt/shared/data/raw'));
  });
});

const rawDir = resolveRawDataDir(repoRoot);
const haveRaw = existsSync(path.join(rawDir, 'municipalities'));
if (!haveRaw) {
  console.warn(`Skipping the import determinism test: no raw data at ${rawDir} (set RAW_DATA_DIR to run it).`);
}

(haveRaw ? describe : describe.skip)('import from the raw data', () => {
  const first = haveRaw ? buildMunicipalityData(rawDir) : undefined;

  it('is deterministic: two runs give identical bytes', () => {
    expect(buildMunicipalityData(rawDir).files).toEqual(first?.files);
  });

  it.each(Object.values(OUTPUT_FILES))('the committed %s is what the import writes', (file) => {
    expect(readFileSync(path.join(repoRoot, file), 'utf8')).toBe(first?.files[file]);
  });
});
