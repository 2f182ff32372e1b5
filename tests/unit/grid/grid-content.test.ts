/** @jest-environment node */
import { gzipSync } from 'node:zlib';

import { existsSync } from 'node:fs';
import path from 'node:path';

import { GET, dynamic } from '@/app/data/elnatsavgifter.json/route';
import { gridTariffSchema } from '@/lib/content/grid-tariff-schemas';
import { getCompactConcessions } from '@/lib/content/grid-areas';
import { getAllGridOperators, getCompactGridList, getGridOperator, getGridSourceNotice, getGridTariff, getGridTariffMeta } from '@/lib/content/grid-tariffs';
import { servesFuse, type GridTariff } from '@/lib/grid/types';
import { isCompactGridList, isGridTariff } from '@/lib/grid/compact-list';
import { DATA_FILE_VERSIONS, versionedCheck } from '@/lib/open-data/versions';
import { readGridSources } from '@/scripts/lib/build-grid-tariffs';
import { resolveRawDataDir } from '@/scripts/lib/raw-data';

/**
 * The committed content/data/grid-tariffs.json, read through the content boundary: the published
 * 2025 prices the issue names, every correction of content/reviewed/grid-tariff-corrections.ts as it
 * shows in the content, and the compact list the browser fetches.
 */

function tariff(id: string): GridTariff {
  const found = getGridTariff(id);
  if (!found) throw new Error(`no tariff ${id}`);
  return found.tariff;
}

describe('grid tariffs content', () => {
  it('has every operator of the source, placeholders marked and without tariffs', () => {
    const operators = getAllGridOperators();
    expect(operators).toHaveLength(127);
    expect(operators.filter((o) => o.status === 'placeholder').map((o) => [o.name, o.tariffs.length])).toEqual([
      ['Bromölla Energi & Vatten AB', 0],
      ['Grästorp Energi ek för', 0],
      ['Mjölby Kraftnät AB', 0],
      ['Öresundskraft Elnät AB', 0],
      ['Sandviken Energi Elnät AB', 0],
    ]);
    expect(getGridTariffMeta()).toMatchObject({ referenceDate: '2025-12-31', source: { licence: 'MIT', commit: 'e0fba57868e043c0b68d0c36379379d721b2efc2' } });
    expect(getGridSourceNotice()).toMatch(/^Data: spotpilot\/grid-tariffs \(MIT\), Copyright \(c\) 2025 Spotpilot/);
  });

  it("has Ellevio's published 2025 prices: 365 kr/mån (16–25 A), 915 kr (35 A), 6,25 öre/kWh, 81,25 kr/kW", () => {
    const operator = getGridOperator('ellevio');
    expect(operator).toMatchObject({ name: 'Ellevio', orgNumber: '556037-7326', feeInfoUrl: 'https://www.ellevio.se/abonnemang/elnatspriser-privat/' });
    const ellevio = tariff('ellevio');
    expect(ellevio.fixedFee).toEqual({ status: 'known', yearlyKr: { '16': 4380, '20': 4380, '25': 4380, '35': 10980 } });
    expect(ellevio.transferFee).toEqual({ status: 'known', type: 'fixed', orePerKwh: { '16': 6.25, '20': 6.25, '25': 6.25, '35': 6.25 } });
    expect(ellevio.powerFee).toMatchObject({
      status: 'known',
      method: { type: 'averageDays', count: 3 },
      periods: [{ krPerKw: { '20': 81.25 } }, { krPerKw: { '20': 0 } }],
    });
  });

  it.each([
    [
      'degerfors-elnat-ab',
      (t: GridTariff) => [t.fixedFee, t.powerFee.status === 'known' && t.powerFee.matching],
      [{ status: 'known', yearlyKr: { '16': 3000, '20': 3000, '25': 3000, '35': 3000 } }, 'all'],
    ],
    [
      'skovde-energi',
      (t: GridTariff) => t.powerFee.status === 'known' && t.powerFee.periods.map((p) => p.krPerKw),
      [{ '16': 77.5, '20': 77.5, '25': 77.5, '35': 128.8 }],
    ],
    ['harryda-energi-ab', (t: GridTariff) => t.fixedFee, { status: 'known', yearlyKr: { '16': 4650, '20': 5800, '25': 7220, '35': 9900 } }],
    ['kungalv-energi-ab', (t: GridTariff) => t.fixedFee, { status: 'known', yearlyKr: { '16': 4104, '20': 4729, '25': 6011, '35': 8154 } }],
    [
      'e-on-syd',
      (t: GridTariff) => t.transferFee.status === 'known' && t.transferFee.type === 'fixed' && t.transferFee.tiers,
      [{ maxYearlyKwh: 8000, amounts: { '16': 87.15 } }],
    ],
    ['falkenberg-energi-elnat-ab', (t: GridTariff) => t.transferFee, { status: 'known', type: 'spotVariable', baseOrePerKwh: 9.16, spotShare: 0.0511 }],
    ['kalmar-energi-elnat-ab', (t: GridTariff) => t.transferFee, { status: 'known', type: 'spotVariable', baseOrePerKwh: 5, spotShare: 0.0518 }],
    ['brittedals-elnat-ek-for', (t: GridTariff) => t.transferFee, { status: 'known', type: 'spotVariable', baseOrePerKwh: 17.5, spotShare: 0.09 }],
    ['sollentuna-energi-miljo-ab', (t: GridTariff) => t.fixedFee, { status: 'known', yearlyKr: { '16': 1650, '20': 1650, '25': 1650, '35': 2940 } }],
    // 80 A and up: no amount for a household's 16–35 A.
    [
      'malarenergi-effektabonnemang-lagspanning',
      (t: GridTariff) => [t.fuses, t.fixedFee, t.transferFee],
      [
        { fromA: 80, toA: null },
        { status: 'known', yearlyKr: {} },
        { status: 'known', type: 'fixed', orePerKwh: {} },
      ],
    ],
    ['tranas-energi-elnat-ab', (t: GridTariff) => t.transferFee.status === 'known' && t.transferFee.type === 'fixed' && t.transferFee.orePerKwh['16'], 33.625],
    [
      'vattenfall-enkeltariff-e4',
      (t: GridTariff) => [t.variant, t.fixedFee],
      ['Enkeltariff E4', { status: 'known', yearlyKr: { '16': 5050, '20': 7065, '25': 8850, '35': 12140 } }],
    ],
    [
      'vattenfall-tidstariff-t4',
      (t: GridTariff) => t.transferFee.status === 'known' && t.transferFee.type === 'timeOfUse' && t.transferFee.periods[0]?.window,
      { months: [11, 3], hours: [6, 21], weekdaysOnly: true },
    ],
    [
      'jukkasjarvi-sockens-belysningsforening',
      (t: GridTariff) => [t.transferFee, t.powerFee.status === 'known' && t.powerFee.matching],
      [{ status: 'known', type: 'fixed', orePerKwh: { '16': 30.8, '20': 30.8, '25': 30.8, '35': 30.8 } }, 'all'],
    ],
    [
      'malung-salens-elverk',
      (t: GridTariff) => t.powerFee.status === 'known' && t.powerFee.periods.map((p) => p.window),
      [
        { months: [11, 3], hours: [7, 18], weekdaysOnly: false },
        { months: [4, 10], hours: [7, 18], weekdaysOnly: false },
      ],
    ],
    ['bodens-energi-nat-ab', (t: GridTariff) => t.transferFee, { status: 'known', type: 'fixed', orePerKwh: { '16': 22.25, '20': 0, '25': 0, '35': 0 } }],
    ['kraftringen', (t: GridTariff) => t.powerFee, { status: 'none' }],
  ])('shows the correction of %s', (id, pick, expected) => {
    expect(pick(tariff(id))).toEqual(expected);
  });

  it('swaps Tekniska verken day and night back: day 06–23 is the dearer price', () => {
    for (const [id, day, night] of [
      ['tekniska-verken-linkoping-prislista-alternativ', 17.3, 8.7],
      ['tekniska-verken-katrineholm-prislista-alternativ', 21.7, 10.8],
    ] as const) {
      const fee = tariff(id).transferFee;
      expect(fee.status === 'known' && fee.type === 'timeOfUse' && fee.periods.map((p) => [p.window.hours, p.orePerKwh['16']])).toEqual([
        [[6, 22], day],
        [[23, 5], night],
      ]);
    }
    const power = tariff('tekniska-verken-linkoping-prislista-alternativ').powerFee;
    expect(power.status === 'known' && power.periods.map((p) => p.krPerKw['16'])).toEqual([22, 8, 43, 12]);
  });

  it('keeps what no page confirms unverified, with a reason', () => {
    for (const id of ['hoganas-energi-elnat-ab', 'c4-elnat-ab', 'nybro-elnat-ab', 'osterlens-kraft-elnat-ab', 'sjobo-elnat-ab', 'malung-salens-elverk']) {
      expect(tariff(id).transferFee).toMatchObject({ status: 'unverified', reason: expect.stringMatching(/\S/) });
    }
  });

  it('has no unverified power fee left: every fuse tariff either has one or, as its page shows, none', () => {
    const unverified = getAllGridOperators().flatMap((o) => o.tariffs.filter((t) => t.powerFee.status === 'unverified').map((t) => t.id));
    expect(unverified).toEqual([]);
  });

  it('keeps the fuses each list is for, and never uses a list for another fuse', () => {
    expect(tariff('alingsas-energi-elnat-ab').fuses).toEqual({ fromA: 25, toA: 63 });
    expect(tariff('varbergsortens-elnat-ab').fuses).toEqual({ fromA: 20, toA: 63 });
    for (const operator of getAllGridOperators()) {
      for (const t of operator.tariffs) {
        if (t.fixedFee.status !== 'known') continue;
        for (const fuse of Object.keys(t.fixedFee.yearlyKr)) expect(servesFuse(t, Number(fuse))).toBe(true);
      }
    }
    // A list for no household fuse is left out of the list the full bill picks from.
    const compactIds = getCompactGridList().operators.flatMap((o) => o.tariffs.map((t) => t.id));
    expect(compactIds).not.toContain('malarenergi-effektabonnemang-lagspanning');
    expect(compactIds).toContain('malarenergi-sakringsabonnemang');
  });

  it('puts the authority fees on every bill by one rule: included, on top, or the usual 131,81 kr where the page is silent', () => {
    const tariffs = getAllGridOperators().flatMap((o) => o.tariffs);
    for (const t of tariffs) {
      if (t.authorityFee.status === 'included') continue;
      expect(t.authorityFee.yearlyKr).toBeGreaterThan(100);
      expect(t.authorityFee.yearlyKr).toBeLessThanOrEqual(140);
      if (t.authorityFee.status === 'notStated') expect(t.authorityFee).toEqual({ status: 'notStated', yearlyKr: 131.81, vatKr: 26.36, amount: 'usual' });
    }
    expect(tariff('ellevio').authorityFee).toEqual({ status: 'notStated', yearlyKr: 131.81, vatKr: 26.36, amount: 'usual' });
    // Jämtkraft's page says they come on top and gives no amount.
    expect(tariff('jamtkraft-elnat-ab').authorityFee).toEqual({ status: 'onTop', yearlyKr: 131.81, vatKr: 26.36, amount: 'usual' });
  });

  it("marks E.ON's three lists as regions, and says which operators' page texts the source lacks", () => {
    expect(getGridOperator('e-on')).toMatchObject({ listsByRegion: true, hasPageText: true });
    expect(
      getAllGridOperators()
        .filter((o) => o.listsByRegion)
        .map((o) => o.id),
    ).toEqual(['e-on']);
    const withoutText = getAllGridOperators()
      .filter((o) => !o.hasPageText && o.status === 'ok')
      .map((o) => o.name);
    expect(withoutText).toEqual(['LEVA Nät AB', 'Vimmerby Energi Nät AB']);
  });
});

describe('the compact list for the browser', () => {
  it('is served statically and passes the browser guard', async () => {
    expect(dynamic).toBe('force-static');
    const body: unknown = await GET().json();
    expect(versionedCheck('elnatsavgifter', isCompactGridList)(body)).toEqual(getCompactGridList());
    expect(body).toEqual({ version: DATA_FILE_VERSIONS.elnatsavgifter, ...getCompactGridList() });
  });

  it('stays within 15 KiB gzip, and the concessions file within 5 KiB', () => {
    expect(gzipSync(JSON.stringify(getCompactGridList())).length).toBeLessThanOrEqual(15 * 1024);
    expect(gzipSync(JSON.stringify(getCompactConcessions())).length).toBeLessThanOrEqual(5 * 1024);
  });

  it('carries the price pages and slugs, and no content-only fields (notes, quotes, organisation numbers)', () => {
    const list = getCompactGridList();
    const json = JSON.stringify(list);
    expect(json).not.toMatch(/"notes"|"quotes"|"orgNumber"|"contact2024"/);
    expect(list.operators.find((o) => o.id === 'ellevio')).toMatchObject({
      slug: 'ellevio',
      feeInfoUrl: 'https://www.ellevio.se/abonnemang/elnatspriser-privat/',
    });
    // The concession holders without tariffs are listed, without a page.
    expect(list.operators.find((o) => o.id === 'upplands-energi')).toEqual({ id: 'upplands-energi', name: 'Upplands Energi ek. för.', tariffs: [] });
  });

  it('the guard and the zod schema agree on every tariff and on broken ones', () => {
    const tariffs = getCompactGridList().operators.flatMap((o) => o.tariffs);
    expect(tariffs.every(isGridTariff)).toBe(true);
    const broken: unknown[] = [
      { ...tariffs[0], fixedFee: { status: 'known', yearlyKr: { '16': -1 } } },
      { ...tariffs[0], fixedFee: { status: 'known', yearlyKr: { '17': 100 } } },
      { ...tariffs[0], transferFee: { status: 'known', type: 'spotVariable', baseOrePerKwh: 5, spotShare: 5.11 } },
      { ...tariffs[0], powerFee: { status: 'unverified' } },
      { ...tariffs[0], fromDate: '2025-1-1' },
      {
        ...tariffs[0],
        transferFee: {
          status: 'known',
          type: 'timeOfUse',
          periods: [
            { orePerKwh: {}, window: { months: [0, 3], hours: null, weekdaysOnly: false } },
            { orePerKwh: {}, window: { months: null, hours: null, weekdaysOnly: false } },
          ],
        },
      },
    ];
    for (const value of broken) {
      expect(isGridTariff(value)).toBe(false);
      expect(gridTariffSchema.safeParse(value).success).toBe(false);
    }
    expect(isCompactGridList({ referenceDate: '2025-12-31', source: 'x', operators: [{ id: 'a', name: 'A', tariffs: [broken[0]] }] })).toBe(false);
    expect(isCompactGridList(null)).toBe(false);
  });
});

const rawDir = resolveRawDataDir(path.resolve(__dirname, '../../..'));
const haveRaw = existsSync(path.join(rawDir, 'grid_tariffs', 'grid_tariffs_se.json'));
const pageText = haveRaw ? readGridSources(rawDir).pageText : () => undefined;

/** The published window, price or share, quoted from the operator's page text. */
describe.each([
  [
    'nacka-energi',
    'SE556017953201',
    'HL = Höglasttid : Vardagar kl 06–22, nov–mars.',
    (t: GridTariff) => t.transferFee.status === 'known' && t.transferFee.type === 'timeOfUse' && t.transferFee.periods[0]?.window,
    { months: [11, 3], hours: [6, 21], weekdaysOnly: true },
  ],
  [
    'gotlands-elnat-ab-tidstariff-t4',
    'SE556537472401',
    'Höglasttid: vardagar kl. 06-22 under månaderna januari, februari, mars, november och december.',
    (t: GridTariff) => t.transferFee.status === 'known' && t.transferFee.type === 'timeOfUse' && t.transferFee.periods[0]?.window.hours,
    [6, 21],
  ],
  [
    'skovde-energi',
    'SE556959114101',
    'November-Mars, vardagar (mån-fre) 06-22 Övrig tid',
    (t: GridTariff) => [
      t.transferFee.status === 'known' && t.transferFee.type === 'timeOfUse' && t.transferFee.periods[0]?.window.hours,
      t.powerFee.status === 'known' && t.powerFee.periods[0]?.window.hours,
    ],
    [
      [6, 21],
      [6, 21],
    ],
  ],
  [
    'hjo-elnat-ab-tidstariff',
    'SE559441764301',
    '(måndag – fredag, kl. 06-22 verk 2',
    (t: GridTariff) => t.transferFee.status === 'known' && t.transferFee.type === 'timeOfUse' && t.transferFee.periods[0]?.window.hours,
    [6, 21],
  ],
  [
    'bjarke-energi',
    'SE763000012801',
    'Överföringsavgift hög nov-mars vardagar kl. 06-22 öre/kWh 15,00 18,75',
    (t: GridTariff) => [
      t.transferFee.status === 'known' && t.transferFee.type === 'timeOfUse' && t.transferFee.periods[0]?.window.hours,
      t.powerFee.status === 'known' && t.powerFee.periods.slice(0, 2).map((p) => p.window.hours),
    ],
    [
      [6, 21],
      [
        [6, 21],
        [6, 21],
      ],
    ],
  ],
  [
    'affarsverken-elnat-ab',
    'SE556532083401',
    'Samtliga priser är inklusive moms och gäller från den 1 januari 2025',
    (t: GridTariff) => t.transferFee,
    { status: 'known', type: 'spotVariable', baseOrePerKwh: 31.6, spotShare: 0.0616 },
  ],
  [
    'natkraft-boras-infra-ab',
    'SE556527558201',
    'Elöverföringsavgift 15,7 öre/kWh 12,56 öre/kWh',
    (t: GridTariff) => t.transferFee.status === 'known' && t.transferFee.type === 'fixed' && t.transferFee.orePerKwh,
    { '16': 15.7, '20': 15.7, '25': 6, '35': 6 },
  ],
  [
    'ellevio',
    'SE556037732601',
    'Varje dag mellan klockan 22.00 och 06.00 räknas bara halva effekttoppen.',
    (t: GridTariff) => t.powerFee.status === 'known' && [t.powerFee.periods[1]?.window.hours, t.powerFee.periods[1]?.divideKwBy],
    [[22, 5], 2],
  ],
  [
    'vaxjo-energi',
    'SE556526851201',
    'fördelat under tre olika dygn under en månad',
    (t: GridTariff) => t.powerFee.status === 'known' && [t.powerFee.method, t.powerFee.periods[0]?.window.hours],
    [{ type: 'averageDays', count: 3 }, [7, 19]],
  ],
  [
    'sollentuna-energi-miljo-ab',
    'SE559457224901',
    'de tre högsta effekttimmarna på olika datum varje månad',
    (t: GridTariff) => t.powerFee.status === 'known' && [t.powerFee.method, t.powerFee.periods.map((p) => p.window.hours)],
    [
      { type: 'averageDays', count: 3 },
      [
        [7, 18],
        [7, 18],
      ],
    ],
  ],
  [
    'malung-salens-elverk',
    'SE556527481701',
    'men det kan endast bli ett timvärde/dygn',
    (t: GridTariff) => t.powerFee.status === 'known' && t.powerFee.method,
    { type: 'averageDays', count: 5 },
  ],
  [
    'skelleftea-kraft-elnat-ab',
    'SE556244395101',
    'Elsäkerhetsavgift 13.88 kr/år Nätövervakningsavgift 5,44 kr/år Elberedskapsavgift 112,50 kr/år',
    (t: GridTariff) => t.authorityFee,
    { status: 'onTop', yearlyKr: 131.82, vatKr: 26.36, amount: 'page' },
  ],
  [
    'arvika-elnat-ab',
    'SE556527671301',
    'Utöver ovanstående avgifter tillkommer de myndighetsavgifter',
    (t: GridTariff) => t.authorityFee,
    { status: 'onTop', yearlyKr: 131.69, vatKr: 26.34, amount: 'page' },
  ],
  // Karlshamn: 39,6 öre excl. VAT (the page's own sum (39,6 + 43,9) × 1,25 = 104,4) → 49,5 öre incl., plus 8,9 % of the spot price.
  [
    'karlshamn-elnat-ab',
    'SE559440734701',
    'PRIS ENERGISKATT INKL SKATT OCH MOMS 39,6 43,9 104,4',
    (t: GridTariff) => [t.transferFee, t.powerFee],
    [{ status: 'known', type: 'spotVariable', baseOrePerKwh: 49.5, spotShare: 0.089 }, { status: 'none' }],
  ],
  ['malarenergi-effektabonnemang-lagspanning', 'SE556554150401', 'Effektabbonemang ≥ 80A 183,00', (t: GridTariff) => t.fuses, { fromA: 80, toA: null }],
  ['alingsas-energi-elnat-ab', 'SE559434718801', 'Villa 25 Amp 4 379 kr/år 23,8 öre/kWh', (t: GridTariff) => t.fuses, { fromA: 25, toA: 63 }],
  [
    'gotlands-elnat-ab-enkeltariff-e4',
    'SE556537472401',
    'Överföringsavgift Enkeltariff E4 Elöverföring 47,50 öre/ kWh',
    (t: GridTariff) => t.variant,
    'Enkeltariff E4',
  ],
  // Authority fees: 11,10 + 90 + 4,35 kr + 25 % = 131,81 kr; Karlskoga incl. VAT 112,50 + 13,88 + 5,43 = 131,81 kr; Sölvesborg 90 × 1,25 = 112,50 kr.
  [
    'mellersta-skanes-kraft-ek-for',
    'SE737000245801',
    'Elsäkerhetsavgift: 11,10 kr/år Elberedskapsavgift: 90 kr/år Nätövervakningsavgift: 4,35 kr/år',
    (t: GridTariff) => t.authorityFee,
    { status: 'onTop', yearlyKr: 131.81, vatKr: 26.36, amount: 'page' },
  ],
  [
    'karlskoga-elnat-ab',
    'SE556507429001',
    'Elberedskapsavgift till beredskapsmyndigheten 90,00 112,50 Elsäkerhetsavgift till Elsäkerhetsverket 11,10 13,88 Nätövervakningsavgift 4,35 5,43',
    (t: GridTariff) => t.authorityFee,
    { status: 'onTop', yearlyKr: 131.81, vatKr: 26.36, amount: 'page' },
  ],
  [
    'solvesborg-elnat-ab',
    'SE559497572301',
    'Fast avgift och rörlig elnätavgift inkluderar: Elsäkerhetsavgift Nätövervakningsavgift',
    (t: GridTariff) => t.authorityFee,
    { status: 'partlyIncluded', yearlyKr: 112.5, vatKr: 22.5, amount: 'usual' },
  ],
  ['malarenergi-sakringsabonnemang', 'SE556554150401', 'elberedskapsavgift med 90,00 kr/år', (t: GridTariff) => t.authorityFee, { status: 'included' }],
  [
    'hjo-elnat-ab-enkeltariff',
    'SE559441764301',
    'f n 105,45 kr per år (131,81 kr per år inkl. moms)',
    (t: GridTariff) => t.authorityFee,
    { status: 'onTop', yearlyKr: 131.81, vatKr: 26.36, amount: 'page' },
  ],
  // Fuse tariffs with no power fee, as their pages show the whole list.
  [
    'gislaved-energi',
    'SE556223876501',
    'består av en fast avgift som är beroende på säkringsstorleken och en rörlig avgift per kWh',
    (t: GridTariff) => t.powerFee,
    { status: 'none' },
  ],
  [
    'eskilstuna-energi-miljo',
    'SE556513955601',
    'Elöverföring (rörlig avgift) vid säkringspris 29,40 öre/kWh',
    (t: GridTariff) => t.powerFee,
    { status: 'none' },
  ],
  ['jamtkraft-elnat-ab', 'SE556103399301', 'Elnätsavgiften för säkringsabonnemang består av två delar', (t: GridTariff) => t.powerFee, { status: 'none' }],
  ['trelleborg-elnat-ab', 'SE559181616901', '16 A 4 241 kr/år (5 301 kr/år)', (t: GridTariff) => t.powerFee, { status: 'none' }],
  ['bengtsfors-energi-nat-ab', 'SE556502112701', 'en abonnemangsavgift och ett pris för elöverföring', (t: GridTariff) => t.powerFee, { status: 'none' }],
  [
    'vasterbergslagens-elnat-ab',
    'SE556565686401',
    'effekttariffer för högspänningsanslutning eller huvudsäkring på 80 A eller högre',
    (t: GridTariff) => t.powerFee,
    { status: 'none' },
  ],
  [
    'gavle-energi-elnat-ab-standard',
    'SE559397122801',
    'Lägenhet 16A 1 920 15,0',
    (t: GridTariff) => t.apartment && [t.apartment.yearlyKr, t.apartment.transferFee],
    [1920, { status: 'known', type: 'fixed', orePerKwh: { '16': 15 } }],
  ],
])('%s against its page', (id, vatNumber, quote, pick, expected) => {
  it(`"${quote}"`, () => {
    expect(pick(tariff(id))).toEqual(expected);
    if (haveRaw) expect(pageText(vatNumber)).toContain(quote);
  });
});

describe('what the page texts added', () => {
  const tariffs = getAllGridOperators().flatMap((o) => o.tariffs.map((t) => ({ operator: o, tariff: t })));
  const operatorsWith = (test: (t: (typeof tariffs)[number]['tariff']) => boolean) =>
    new Set(tariffs.filter(({ tariff }) => test(tariff)).map(({ operator }) => operator.id)).size;

  it('authority fees on top for about 20 operators, about 130 kr a year, each with the page’s words', () => {
    expect(operatorsWith((t) => t.authorityFee.status === 'onTop')).toBeGreaterThanOrEqual(15);
    for (const { tariff } of tariffs) {
      if (tariff.authorityFee.status !== 'onTop') continue;
      expect(tariff.authorityFee.yearlyKr).toBeGreaterThanOrEqual(100);
      expect(tariff.authorityFee.yearlyKr).toBeLessThanOrEqual(140);
      expect(tariff.quotes.authorityFee).toMatch(/\S/);
    }
  });

  it('an apartment tariff for most operators, cheaper than the 16 A house fee, each with its quote', () => {
    expect(operatorsWith((t) => t.apartment !== null)).toBeGreaterThanOrEqual(60);
    for (const { tariff } of tariffs) {
      if (!tariff.apartment) continue;
      expect(tariff.quotes.apartment).toMatch(/\S/);
      const house = tariff.fixedFee.status === 'known' ? tariff.fixedFee.yearlyKr['16'] : undefined;
      // Karlskoga's apartment fee is above its 16 A effekttariff fee, which comes with a power fee on top.
      if (house !== undefined && tariff.id !== 'karlskoga-elnat-ab') expect(tariff.apartment.yearlyKr).toBeLessThan(house);
    }
  });
});
