/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

import { jamforprisOre } from '@/lib/market/cost';
import { resolveRawDataDir } from '@/scripts/lib/raw-data';
import {
  OFFERS_FILE,
  OfferImportError,
  RAW_OFFERS_DIR,
  SCB_FILE,
  buildOffers,
  cleanProductName,
  offerId,
  parseElpriskollenFile,
  readmeFiles,
  supplierSlug,
  type CorrectionLists,
} from '@/scripts/lib/build-offers';
import { OFFER_EXCLUSIONS, ORIGIN_CORRECTIONS } from '@/lib/content/reviewed-lists';

import { AREAS, FIXTURE_CORRECTIONS, csv, fixtureRows, row, writeOffersFixture, type Row } from './import-fixture';

const repoRoot = path.resolve(__dirname, '../../..');
const NONE: CorrectionLists = { exclusions: [], origins: [], notes: [], residuals: [], names: [] };

describe('ids and names', () => {
  it('makes a URL-safe id of area, supplier, product and type', () => {
    expect(offerId('SE3', 'tibber', 'Kvartsprisavtal löpande SE3', 'kvartspris')).toBe('se3-tibber-kvartsprisavtal-lopande-se3-kvartspris');
    expect(offerId('SE1', 'goteborg-energi', 'Fast elpris 1 år, el från vindkraft för elområde 1', 'fast-1-ar')).toBe(
      'se1-goteborg-energi-fast-elpris-1-ar-el-fran-vindkraft-for-elomrade-1-fast-1-ar',
    );
  });

  it('slugs supplier names without their punctuation', () => {
    expect(supplierSlug('E.ON')).toBe('eon');
    expect(supplierSlug('Falu Energi & Vatten')).toBe('falu-energi-vatten');
    expect(supplierSlug('Åsele Kraft')).toBe('asele-kraft');
  });

  it('writes product names with the spacing a person would type', () => {
    expect(cleanProductName('Fast elpris 1 år , el från vindkraft för elområde 3')).toBe('Fast elpris 1 år, el från vindkraft för elområde 3');
    expect(cleanProductName('  Rörligt   pris ')).toBe('Rörligt pris');
  });
});

describe('import from a small raw folder', () => {
  let raw: string;
  beforeAll(async () => {
    raw = await writeOffersFixture();
  });
  afterAll(() => rm(raw, { recursive: true, force: true }));

  it('turns every row into an offer with its supplier, type, parts, origins and source line', () => {
    const { catalogue, counts } = buildOffers(raw, FIXTURE_CORRECTIONS);
    expect(catalogue.suppliers).toEqual([
      { slug: 'alfa-energi', name: 'Alfa Energi', legalName: 'Alfa Energi Elhandel AB' },
      { slug: 'beta-kraft', name: 'Beta Kraft', legalName: 'BETA KRAFT AB' },
    ]);
    expect(catalogue.areas.SE3).toEqual({ date: '2026-07-25', postalCode: '74176', spotOre: 77.98, file: 'scraped_data_se3_2026-07-25.csv' });
    expect(catalogue.source).toEqual({
      name: 'Elpriskollen (Energimarknadsinspektionen)',
      url: 'https://www.elpriskollen.se/',
      via: 'github.com/example/scrape, en mekanisk kopia av Elpriskollens sidor',
    });
    expect(counts.SE3).toEqual({ rows: 5, offers: 4 });
    expect(catalogue.offers.find((o) => o.id === 'se3-alfa-energi-kvartspris-elomrade-3-kvartspris')).toEqual({
      id: 'se3-alfa-energi-kvartspris-elomrade-3-kvartspris',
      supplier: 'alfa-energi',
      product: 'Kvartspris elområde 3',
      area: 'SE3',
      type: 'kvartspris',
      feeElementOre: 10,
      fixedPriceOre: 0,
      spotOre: 77.98,
      markupOre: 2,
      variableCostsOre: 3,
      origins: ['sol', 'vind'],
      braMiljoval: true,
      sourceLine: 2,
    });
    const mixed = catalogue.offers.find((o) => o.type === 'mixat')!;
    expect(mixed).toMatchObject({ spotOre: 38.99, fixedPriceOre: 45, origins: ['vatten', 'karnkraft'], braMiljoval: false, sourceLine: 4 });
  });

  it('applies the reviewed lists: the test company is left out, the origin corrected and noted, the name overridden', () => {
    const { catalogue } = buildOffers(raw, FIXTURE_CORRECTIONS);
    expect(catalogue.offers.some((o) => o.product === 'Test privat')).toBe(false);
    expect(catalogue.suppliers.some((s) => s.legalName === 'EI Testföretag')).toBe(false);
    const corrected = catalogue.offers.find((o) => o.id === 'se3-beta-kraft-fast-pris-1-ar-vatten-fast-1-ar')!;
    expect(corrected).toMatchObject({ product: 'Fast pris 1 år, vatten', origins: ['vatten'], note: 'Ursprunget är rättat.' });
  });

  it('gives the same bytes on every run, and the same ids whatever the order of the rows', async () => {
    const first = buildOffers(raw, FIXTURE_CORRECTIONS);
    expect(buildOffers(raw, FIXTURE_CORRECTIONS).json).toBe(first.json);
    const reversed = Object.fromEntries(Object.entries(fixtureRows()).map(([area, rows]) => [area, [...rows].reverse()]));
    const other = await writeOffersFixture(reversed);
    try {
      const ids = (json: string) => (JSON.parse(json) as { offers: { id: string }[] }).offers.map((o) => o.id).sort();
      expect(ids(buildOffers(other, FIXTURE_CORRECTIONS).json)).toEqual(ids(first.json));
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('writes one offer per line, so a re-import diff is readable', () => {
    const { json } = buildOffers(raw, FIXTURE_CORRECTIONS);
    expect(json.split('\n').filter((line) => line.startsWith('{"id":"se'))).toHaveLength(10);
  });

  it("imports SCB's table: one series per contract, area and household, one value per month", () => {
    const { scb } = buildOffers(raw, FIXTURE_CORRECTIONS);
    expect(scb.months).toEqual(['2026-07', '2026-08']);
    expect(scb.series).toHaveLength(80);
    expect(scb.series.find((s) => s.contract === 'avtal1ar' && s.area === 'SE2' && s.annualKwh === 20000)?.values).toEqual([61.2, 62.2]);
    expect(scb.source).toMatchObject({ name: 'SCB och Energimyndigheten, SSDManadElhandelpris', published: '2026-09-23' });
  });
});

describe('what fails the import, with the file, line and field', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  async function importWith(
    change: (rows: Record<string, Row[]>) => void,
    corrections: CorrectionLists = FIXTURE_CORRECTIONS,
    options?: { readme?: string; scb?: string },
  ) {
    const rows = fixtureRows();
    change(rows);
    const raw = await writeOffersFixture(rows, options);
    folders.push(raw);
    return () => buildOffers(raw, corrections);
  }

  it.each<[string, (rows: Record<string, Row[]>) => void, RegExp]>([
    [
      'a decimal comma',
      (r) => (r.SE1![1]!.markup_ore_kwh = '7,50 öre/kWh'),
      /scraped_data_se1_2026-07-26\.csv, line 3, markup_ore_kwh: expected öre\/kWh .* \(value "7,50 öre\/kWh"\)/,
    ],
    [
      'another unit',
      (r) => (r.SE2![0]!.fixed_price_element_ore_kwh = '10.00 kr/år'),
      /scraped_data_se2_2026-07-19\.csv, line 2, fixed_price_element_ore_kwh: .*\(value "10.00 kr\/år"\)/,
    ],
    ['an empty supplier', (r) => (r.SE4![1]!.retailer_name = ' '), /scraped_data_se4_2026-07-12\.csv, line 3, retailer_name: empty supplier name/],
    ['an unknown contract type', (r) => (r.SE3![0]!.contract_type = 'spot_price'), /se3_2026-07-25\.csv, line 2, contract_type: unknown contract type/],
    ['an unknown origin', (r) => (r.SE3![1]!.energy_source = 'Sol_Kol'), /se3_2026-07-25\.csv, line 3, energy_source: unknown or repeated origin "Kol"/],
    ['another area', (r) => (r.SE1![0]!.bidding_zone = 'SE2'), /se1_2026-07-26\.csv, line 2, bidding_zone: SE2 in the file for SE1/],
    ['another date', (r) => (r.SE1![0]!.date = '2026-07-27'), /se1_2026-07-26\.csv, line 2, date: 2026-07-27, the file is of 2026-07-26/],
    [
      'a second spot price',
      (r) =>
        r.SE2!.push(
          row({ product: 'Rörligt', supplier: 'Alfa Energi Elhandel AB', type: 'variable_price', area: 'SE2', date: '2026-07-19', fee: 1, spot: 40 }),
        ),
      /se2_2026-07-19\.csv: expected one assumed spot price, found 43.66, 40/,
    ],
    [
      'a mixed offer with the whole spot price',
      (r) => (r.SE3![2]!.wholesale_price_monthly_avg_ore_kwh = '77.98 öre/kWh'),
      /se3_2026-07-25\.csv, line 4, wholesale_price_monthly_avg_ore_kwh: 77.98 for mixed_price, expected 38.99/,
    ],
    [
      'a total that does not add up',
      (r) => (r.SE4![0]!.total_ore_kwh = '160.00 öre/kWh'),
      /se4_2026-07-12\.csv, line 2, total_ore_kwh: 160 öre\/kWh, but 1,25 × the parts is .* \(add it to TOTAL_RESIDUALS after review\)/,
    ],
    [
      'two rows with one id',
      (r) => r.SE1!.push({ ...r.SE1![0]!, contract_name: 'Kvartspris  elområde 1' }),
      /se1_2026-07-26\.csv, line 4 and line 2 give the same offer id se1-alfa-energi-kvartspris-elomrade-1-kvartspris/,
    ],
  ])('%s', async (_, change, message) => {
    const run = await importWith(change);
    expect(run).toThrow(OfferImportError);
    expect(run).toThrow(message);
  });

  it('a missing column', () => {
    expect(() => parseElpriskollenFile('x.csv', csv([], ['contract_name', 'retailer_name']), 'SE1')).toThrow(
      /x\.csv, line 1: header lacks fixed_price_element_ore_kwh/,
    );
  });

  it('a file with another count than the README', async () => {
    const counts = Object.fromEntries(AREAS.map(({ area }) => [area, area === 'SE2' ? 3 : fixtureRows()[area]!.length]));
    const { readme } = await import('./import-fixture');
    const run = await importWith(() => undefined, FIXTURE_CORRECTIONS, { readme: readme(counts) });
    expect(run).toThrow(/scraped_data_se2_2026-07-19\.csv: 2 offers, the README says 3/);
  });

  it('a README without a file for every area', () => {
    expect(() => readmeFiles('| `scraped_data_se1_2026-07-26.csv` | SE1 | 972 31 | 2026-07-26 | 379 |')).toThrow(/expected one file for SE2/);
  });

  it('an SCB row with a missing value', async () => {
    const { scbCsv } = await import('./import-fixture');
    const scb = scbCsv().replace('rorligt,SE1,1,2000,2026-07,50.0', 'rorligt,SE1,1,2000,2026-07,..');
    const run = await importWith(() => undefined, FIXTURE_CORRECTIONS, { scb });
    expect(run).toThrow(
      /scb_SSDManadElhandelpris_2026-07_2026-08\.csv, line 2, ore_per_kwh_exkl_moms_exkl_energiskatt: expected a number of öre\/kWh \(value "\.\."\)/,
    );
  });

  it.each<[string, CorrectionLists, RegExp]>([
    [
      'an exclusion whose row is gone',
      { ...NONE, exclusions: [{ ...FIXTURE_CORRECTIONS.exclusions[0]!, product: 'Test företag' }] },
      /Exclusion: no row SE3 EI Testföretag 'Test företag'/,
    ],
    [
      'an origin correction whose raw value changed',
      { ...FIXTURE_CORRECTIONS, origins: [{ ...FIXTURE_CORRECTIONS.origins[0]!, raw: 'Vind' }] },
      /the file says "Fossilt", the list "Vind" \(review\)/,
    ],
    [
      'evidence that says something else',
      {
        ...FIXTURE_CORRECTIONS,
        origins: [{ ...FIXTURE_CORRECTIONS.origins[0]!, evidence: [{ ...FIXTURE_CORRECTIONS.origins[0]!.evidence[0]!, energySource: 'Vatten' }] }],
      },
      /Evidence SE3 BETA KRAFT AB 'Fast pris 1 år, vind' .* says "Vind", not "Vatten"/,
    ],
    [
      'a name override for a supplier not in the data',
      { ...FIXTURE_CORRECTIONS, names: [{ legalName: 'Gamma AB', name: 'Gamma', reason: 'x' }] },
      /override for "Gamma AB": no such supplier/,
    ],
    [
      'a name override the rule already gives',
      { ...FIXTURE_CORRECTIONS, names: [{ legalName: 'Alfa Energi Elhandel AB', name: 'Alfa Energi', reason: 'x' }] },
      /the rule already gives "Alfa Energi"/,
    ],
    [
      'two suppliers with one slug',
      { ...FIXTURE_CORRECTIONS, names: [{ legalName: 'BETA KRAFT AB', name: 'Alfa Energi', reason: 'x' }] },
      /both get the slug alfa-energi/,
    ],
  ])('%s', async (_, corrections, message) => {
    const run = await importWith(() => undefined, corrections);
    expect(run).toThrow(message);
  });
});

const rawDir = resolveRawDataDir(repoRoot);
const haveRaw = existsSync(path.join(rawDir, RAW_OFFERS_DIR, 'README.md'));
if (!haveRaw) console.warn(`Skipping the offers import against the raw data: none at ${rawDir} (set RAW_DATA_DIR).`);

(haveRaw ? describe : describe.skip)('import from the raw data', () => {
  const result = haveRaw ? buildOffers(rawDir) : null;

  it('gives the committed bytes', () => {
    expect(result!.json).toBe(readFileSync(path.join(repoRoot, OFFERS_FILE), 'utf8'));
    expect(result!.scbJson).toBe(readFileSync(path.join(repoRoot, SCB_FILE), 'utf8'));
  });

  it('keeps every row but the excluded ones, and every supplier with an offer', () => {
    const { catalogue, counts } = result!;
    const rows = Object.values(counts).reduce((n, c) => n + c.rows, 0);
    expect(catalogue.offers).toHaveLength(rows - OFFER_EXCLUSIONS.length);
    expect(new Set(catalogue.offers.map((o) => o.supplier)).size).toBe(catalogue.suppliers.length);
  });

  it('applies every origin correction and notes it on the offer', () => {
    for (const entry of ORIGIN_CORRECTIONS) {
      const corrected = result!.catalogue.offers.find((o) => o.area === entry.area && o.product === cleanProductName(entry.product) && o.note === entry.note);
      expect(corrected?.origins.map((o) => o[0]!.toUpperCase() + o.slice(1))).toEqual([entry.corrected]);
    }
  });

  it("reproduces each offer's jämförpris at 2 000 kWh from its own row of the source", () => {
    const offersDir = path.join(rawDir, RAW_OFFERS_DIR);
    const totals = new Map<string, number>();
    for (const info of readmeFiles(readFileSync(path.join(offersDir, 'README.md'), 'utf8'))) {
      for (const r of parseElpriskollenFile(info.file, readFileSync(path.join(offersDir, 'elpriskollen', info.file), 'utf8'), info.area)) {
        totals.set(`${r.area}:${r.line}`, r.raw.total_ore_kwh);
      }
    }
    const gaps = result!.catalogue.offers.map((o) => Math.abs(jamforprisOre(o, 2000) - totals.get(`${o.area}:${o.sourceLine}`)!));
    expect(gaps.filter((gap) => gap > 0.02)).toEqual([]);
    expect(gaps.filter((gap) => gap > 0.01 + 1e-9).length).toBeLessThanOrEqual(6);
  });
});
