/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { GridTariffContentFile } from '@/lib/content/grid-tariff-schemas';
import { AREAS_OUTPUT_FILE, buildGridAreas, nameKey, operatorSlug, siteOf, type AreaImportOptions } from '@/scripts/lib/build-grid-areas';
import { buildGridTariffs } from '@/scripts/lib/build-grid-tariffs';
import { resolveRawDataDir } from '@/scripts/lib/raw-data';
import { GRID_AREA_JOINS, GRID_AREA_UNMATCHED } from '@/lib/content/reviewed-lists';

import { FIXTURE_OPTIONS, writeGridFixture } from './import-fixture';

const repoRoot = path.resolve(__dirname, '../../..');

describe('names, slugs and sites', () => {
  it.each([
    ['PiteEnergi Elnät AB', 'Pite Energi Elnät AB'],
    ['Sandhult-Sandareds Elnät AB', 'SandhultSandareds Elnät AB'],
    ['Boo Energi ek. för.', 'Boo Energi ek.'],
    ['Sölvesborgs Energi & Vatten AB', 'Sölvesborgs Energi och Vatten AB'],
  ])('%s and %s are one name', (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it('keeps names apart that differ in more than form', () => {
    expect(nameKey('Ulricehamns Energi Elnät AB')).not.toBe(nameKey('Ulricehamn Energi Elnät AB'));
    expect(nameKey('Bjärke Energi')).not.toBe(nameKey('Bjäre Kraft'));
  });

  it.each([
    ['Skellefteå Kraft Elnät AB', 'skelleftea-kraft-elnat'],
    ['Boo Energi ek.', 'boo-energi'],
    ['Nossebroortens Energi Ekonomisk Förening', 'nossebroortens-energi'],
    ['Olseröds Elektriska Distributionsförening u.p.a.', 'olserods-elektriska-distributionsforening'],
    ['E.ON', 'e-on'],
  ])('the page slug of %s is %s', (name, slug) => {
    expect(operatorSlug(name)).toBe(slug);
  });

  it('compares sites without scheme or www', () => {
    expect(siteOf('https://www.el.herrljunga.se/elnat/avtal-och-priser/')).toBe('el.herrljunga.se');
    expect(siteOf('el.herrljunga.se')).toBe('el.herrljunga.se');
    expect(siteOf('lkab.com/vilka-vi-ar/lkab-nat')).toBe('lkab.com');
  });
});

const SHARES = `kommunkod,kommunnamn,RE,foretag,area_km2,share_of_kommun
0001,Ettby,REL00001,Alfa Elnät AB,90,0.9
0001,Ettby,REL00002,Beta Energi AB,9,0.09
0001,Ettby,REL00003,Zeta Kraft ek. för.,0.5,0.005
0001,Ettby,(uncovered),,0.5,0.005
0002,Tvåby,REL00003,Zeta Kraft ek. för.,50,0.5
0002,Tvåby,REL00004,Gamma Distribution AB,50,0.5
0003,Treby,REL00001,Alfa Elnät AB,497,0.994
0003,Treby,REL00005,Epsilon Kraft,3,0.006
`;

const ORGANISATIONS = `RE,company_2025,org_number_ei_2023,company_ei_2023
(uncovered),,,
REL00001,Alfa Elnät AB,556000-0001,Alfa Elnät AB
REL00002,Beta Energi AB,,
REL00003,Zeta Kraft ek. för.,769999-0001,Zeta Kraft ek. för.
REL00004,Gamma Distribution AB,,
REL00005,Epsilon Kraft,556000-9999,Epsilons kommun
`;

const CONTACTS = `KONCESSION,Spanning,Enhet,FöretagNa,kommunkod,kommunnamn,Företagsnamn,Hemsida,Emailadress,Telefonnummer,Adress
1A,20,REL00001,Alfa Elnät AB,"0001",Ettby,Alfa Elnät AB,alfa.example,info@alfa.example,010-1 00 00,"Box 1, 100 01 Ettby"
2A,20,REL00003,Zeta Kraft ek. för.,"0002",Tvåby,Zeta Kraft ek. för.,zeta.example,,0200-2 00 00,
9A,20,REL00009,Gamma Nät 2024 AB,"0002",Tvåby,Gamma Nät 2024 AB,gamma.example,kund@gamma.example,,
`;

const REVIEW: Required<AreaImportOptions> = {
  joins: [
    { re: 'REL00002', holder: 'Beta Energi AB', operatorId: 'beta-energi', how: 'name' },
    { re: 'REL00004', holder: 'Gamma Distribution AB', operatorId: 'gamma-nat', how: 'website', reason: 'gamma.example' },
    { re: 'REL00005', holder: 'Epsilon Kraft', operatorId: 'epsilon-kraft', how: 'name' },
  ],
  unmatched: [{ re: 'REL00003', holder: 'Zeta Kraft ek. för.' }],
  renumbered: [{ re: 'REL00004', re2024: 'REL00009' }],
};

describe('concessions from a small raw folder', () => {
  let raw: string;
  let tariffs: GridTariffContentFile;
  beforeAll(async () => {
    raw = await writeGridFixture();
    const dir = path.join(raw, 'grid_areas');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'kommun_operator_area_share_2025.csv'), SHARES);
    await writeFile(path.join(dir, 're_organisations.csv'), ORGANISATIONS);
    await writeFile(path.join(dir, 'kommun_koncession_kontakt_2024.csv'), CONTACTS);
    const built = buildGridTariffs(raw, FIXTURE_OPTIONS).content;
    // Gamma's price page on its own site, so that its holder joins by website.
    tariffs = { ...built, operators: built.operators.map((o) => (o.id === 'gamma-nat' ? { ...o, feeInfoUrl: 'https://www.gamma.example/priser' } : o)) };
  });
  afterAll(() => rm(raw, { recursive: true, force: true }));

  it('joins by organisation number, name and website, lists the unmatched holder and the operator without a concession', () => {
    const { content } = buildGridAreas(raw, tariffs, REVIEW);
    const match = Object.fromEntries(content.operators.map((o) => [o.id, [o.match, o.re, o.hasPage, o.slug]]));
    expect(match).toEqual({
      'alfa-elnat-ab': ['orgNumber', ['REL00001'], true, 'alfa-elnat'],
      'beta-energi': ['name', ['REL00002'], true, 'beta-energi'],
      'delta-elnat-ab': ['noConcession', [], true, 'delta-elnat'],
      'epsilon-kraft': ['name', ['REL00005'], true, 'epsilon-kraft'],
      'gamma-nat': ['website', ['REL00004'], true, 'gamma-nat'],
      'zeta-kraft': ['unmatched', ['REL00003'], false, 'zeta-kraft'],
    });
    const byId = new Map(content.operators.map((o) => [o.id, o]));
    // A renumbered unit's contact is the 2024 one, under its old unit; Ei's 2023 name of another organisation is not the operator's.
    expect(byId.get('gamma-nat')?.contact2024).toEqual({
      company: 'Gamma Nät 2024 AB',
      website: 'gamma.example',
      email: 'kund@gamma.example',
      phone: null,
      address: null,
    });
    expect(byId.get('epsilon-kraft')?.otherNames).toEqual([]);
    expect(byId.get('zeta-kraft')).toMatchObject({
      name: 'Zeta Kraft ek. för.',
      orgNumber: '769999-0001',
      contact2024: { website: 'zeta.example', email: null },
    });
  });

  it('lists a concession from 1 % of the area, or where most of the operator’s concession lies, largest first', () => {
    const { content } = buildGridAreas(raw, tariffs, REVIEW);
    const list = (code: string) => content.municipalities[code]?.map((c) => [c.operatorId, c.share]);
    // Zeta's 0,5 % of Ettby is a sliver of a concession that lies mostly in Tvåby; Epsilon's 0,6 % of Treby is all of its concession.
    expect(list('0001')).toEqual([
      ['alfa-elnat-ab', 0.9],
      ['beta-energi', 0.09],
    ]);
    expect(list('0002')).toEqual([
      ['gamma-nat', 0.5],
      ['zeta-kraft', 0.5],
    ]);
    expect(list('0003')).toEqual([
      ['alfa-elnat-ab', 0.994],
      ['epsilon-kraft', 0.006],
    ]);
  });

  it('refuses a join by name or website that is not reviewed, a changed unmatched list and a renamed holder', () => {
    expect(() => buildGridAreas(raw, tariffs, { ...REVIEW, joins: REVIEW.joins.slice(1) })).toThrow(
      /REL00002 \(Beta Energi AB\) joins beta-energi by name; add it to GRID_AREA_JOINS/,
    );
    expect(() => buildGridAreas(raw, tariffs, { ...REVIEW, unmatched: [] })).toThrow(/Unmatched holders differ/);
    const renamed = REVIEW.joins.map((row) => (row.re === 'REL00002' ? { ...row, holder: 'Beta AB' } : row));
    expect(() => buildGridAreas(raw, tariffs, { ...REVIEW, joins: renamed })).toThrow(/REL00002 is 'Beta Energi AB', the review says 'Beta AB'/);
    const needless = [...REVIEW.joins, { re: 'REL00001', holder: 'Alfa Elnät AB', operatorId: 'alfa-elnat-ab', how: 'reviewed' as const }];
    expect(() => buildGridAreas(raw, tariffs, { ...REVIEW, joins: needless })).toThrow(/now joins alfa-elnat-ab by orgNumber/);
  });

  it('is deterministic: one operator and one municipality per line', () => {
    const a = buildGridAreas(raw, tariffs, REVIEW).json;
    expect(buildGridAreas(raw, tariffs, REVIEW).json).toBe(a);
    const lines = a.split('\n');
    expect(lines.filter((line) => line.startsWith('{"contact2024":'))).toHaveLength(6);
    expect(lines.filter((line) => /^"\d{4}":\[/.test(line))).toHaveLength(3);
  });
});

const rawDir = resolveRawDataDir(repoRoot);
const haveRaw = existsSync(path.join(rawDir, 'grid_areas', 'kommun_operator_area_share_2025.csv'));
if (!haveRaw) console.warn(`Skipping the grid-areas import against the raw data: none at ${rawDir} (set RAW_DATA_DIR).`);

(haveRaw ? describe : describe.skip)('concessions from the raw data', () => {
  it('gives the committed bytes, with every reviewed join used and every unmatched holder listed', () => {
    const tariffs = buildGridTariffs(rawDir).content;
    const { json, content } = buildGridAreas(rawDir, tariffs);
    expect(json).toBe(readFileSync(path.join(repoRoot, AREAS_OUTPUT_FILE), 'utf8'));
    expect(Object.keys(content.municipalities)).toHaveLength(290);
    expect(
      content.operators
        .filter((o) => o.match === 'unmatched')
        .map((o) => o.re[0])
        .sort(),
    ).toEqual(GRID_AREA_UNMATCHED.map((row) => row.re).sort());
    const joined = new Set(content.operators.flatMap((o) => (o.match === 'unmatched' ? [] : o.re)));
    for (const row of GRID_AREA_JOINS) expect(joined.has(row.re)).toBe(true);
    // Every tariff operator has an identity and a page.
    expect(tariffs.operators.every((o) => content.operators.some((i) => i.id === o.id && i.hasPage))).toBe(true);
  });
});
