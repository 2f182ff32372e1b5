/**
 * @jest-environment node
 */
import { getMonthlyAverages, getSpotDataDates, getYearlyAverages } from '@/lib/content/spot-prices';
import {
  cheapestRun,
  createDirectiveResolver,
  DIRECTIVE_NAMES,
  resolveDirectives,
  type DirectiveMarketData,
  type DirectiveSpotData,
} from '@/lib/content/editorial/directives';
import { siteEnergyTaxPeriod } from '@/lib/domain/energy-tax';
import type { HourProfile } from '@/lib/domain/spot-prices';
import type { MarketOffer, OfferType } from '@/lib/market/offer';
import type { ScbAverages } from '@/lib/market/scb';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatMonthYear, formatNumber, formatOrePerKwh } from '@/lib/format';

/**
 * Every directive of docs/rules/editorial.md. Exact figures on a fixture of monthly and
 * yearly averages (the literals below; each expectation worked by hand from them), so a price
 * refresh breaks nothing here; the bundled data gets relations at the end. The fixture also holds
 * the cases where the city-copy engine this one replaced answered differently (a negative or zero
 * base for a change, a month complete in only some areas, a month before 2023).
 *
 * Numbers use U+00A0 before the unit and U+2212 as the minus sign (lib/format.ts).
 */

const NB = '\u00A0';

type Row = readonly [number, number, number, number];
const MONTHS: Record<string, Row> = {
  '2022-12': [205.9, 200, 268.93, 280],
  '2024-01': [50, 52, 70, 83.94],
  '2024-12': [30, 31, 60, 69.36],
  '2025-08': [-2, 5, 20, 30],
  '2025-09': [10, 0, 25, 35],
  '2025-10': [14.21, 13.47, 62.82, 71.27],
  '2025-11': [36.95, 34.32, 69.65, 80.71],
  '2026-03': [22.76, 21.14, 58.67, 84.59],
  // Complete in SE1–SE3, still running in SE4: not a month the directives may name.
  '2026-04': [30, 30, 40, 50],
};
const YEARS: Record<number, Row> = {
  2022: [63.4, 66.37, 137.88, 162.09],
  2023: [45.62, 45.63, 59.02, 74.22],
  2024: [28.57, 28.09, 40.88, 56.87],
  2025: [18.49, 18.3, 51.25, 66.97],
  2026: [40, 40, 60, 70],
};
/** Hours below zero per year (2023–2025) and in November 2025; a quarter-hour counts 0,25 h. */
const NEGATIVE_YEARS: Record<number, Row> = { 2023: [433, 420, 428, 390], 2024: [627, 640, 652, 600], 2025: [518.5, 723, 344.25, 350] };
const NEGATIVE_NOVEMBER_2025: Row = [1, 0, 0.5, 12.75];
/** Profiles by clock hour: summer months cheapest at 12–15, winter months at 02–05 (SE3); SE1 cheapest at night all year. */
const profile = (month: string, cheapFrom: number): HourProfile => ({
  month,
  avg: Array.from({ length: 24 }, (_, hour) => (hour >= cheapFrom && hour < cheapFrom + 3 ? 10 + hour / 100 : 50 + hour)),
  hours: Array.from({ length: 24 }, () => 30),
});
const index = (area: PriceArea) => PRICE_AREAS.indexOf(area);
const FIXTURE: DirectiveSpotData = {
  monthly: (area) =>
    Object.entries(MONTHS).map(([month, row]) => ({
      month,
      avg: row[index(area)]!,
      partial: month === '2026-04' && area === 'SE4',
      ...(month === '2025-11' ? { negativeHours: NEGATIVE_NOVEMBER_2025[index(area)]! } : {}),
    })),
  yearly: (area) =>
    Object.entries(YEARS).map(([year, row]) => ({
      year: Number(year),
      avg: row[index(area)]!,
      partial: year === '2026',
      ...(NEGATIVE_YEARS[Number(year)] ? { negativeHours: NEGATIVE_YEARS[Number(year)]![index(area)]! } : {}),
    })),
  hourProfiles: (area) => [
    profile('2025-08', area === 'SE1' ? 2 : 12),
    profile('2025-09', area === 'SE1' ? 2 : 13),
    profile('2025-10', 2),
    profile('2025-11', 1),
  ],
  dates: () => ({ averagesThrough: '2026-04-14', attribution: 'Elpriser tillhandahålls av Elpriset just nu.se', sourceUrl: 'https://www.elprisetjustnu.se' }),
};

/** Five variable offers in SE3 (påslag 1–5 öre, rörliga kostnader 5 öre), one in SE1, and a fixed one that never counts. */
const offer = (area: PriceArea, type: OfferType, markupOre: number, feeElementOre: number): MarketOffer => ({
  id: `${area}-x-${markupOre}-${type}`,
  supplierSlug: 'x',
  supplierName: 'X',
  product: 'P',
  area,
  type,
  // 19,2 öre × 20 = 384 kr a year, × 1,25 / 12 = 40 kr a month incl. VAT
  feeElementOre,
  fixedPriceOre: type === 'fast-1-ar' ? 80 : 0,
  spotOre: type === 'fast-1-ar' ? 0 : 60,
  markupOre,
  variableCostsOre: 5,
  origins: [],
  braMiljoval: false,
});
const SCB: ScbAverages = {
  source: { name: 'SCB och Energimyndigheten, SSDManadElhandelpris', title: 'T', published: '2026-09-23', unit: 'öre/kWh', url: 'https://scb.se' },
  months: ['2026-07', '2026-08'],
  series: PRICE_AREAS.flatMap((area) => [
    { contract: 'rorligt' as const, area, annualKwh: 5000 as const, values: [80, 86.9] },
    // SE4 in July: anvisat cheaper than rörligt (one case of eight).
    { contract: 'anvisat' as const, area, annualKwh: 5000 as const, values: [area === 'SE4' ? 79 : 95, 104.1] },
  ]),
};
const MARKET: DirectiveMarketData = {
  offers: () => [
    ...[1, 2, 3, 4, 5].map((markup, i) => offer('SE3', i % 2 ? 'kvartspris' : 'rorligt', markup, [19.2, 24, 24, 28.8, 28.8][i]!)),
    offer('SE1', 'timpris', 9, 24),
    offer('SE3', 'fast-1-ar', 100, 100),
  ],
  areaSources: () => ({
    SE1: { area: 'SE1', date: '2026-07-26', postalCode: '97231', spotOre: 44.84 },
    SE2: { area: 'SE2', date: '2026-07-19', postalCode: '85229', spotOre: 43.66 },
    SE3: { area: 'SE3', date: '2026-07-25', postalCode: '74176', spotOre: 77.98 },
    SE4: { area: 'SE4', date: '2026-08-02', postalCode: '21109', spotOre: 103.72 },
  }),
  scb: () => SCB,
};
const resolveFixture = createDirectiveResolver(FIXTURE, MARKET);
const resolve = (text: string) => resolveFixture(text, 'content/blog/test.md');

describe('spot directives (fixture)', () => {
  it.each([
    ['{{spot.month SE3 2025-10}}', `62,8${NB}öre/kWh`],
    ['{{spot.month SE1 2025-11}}', `37,0${NB}öre/kWh`], // 36,95 rounds up
    ['{{spot.month SE4 latest}}', `84,6${NB}öre/kWh`], // March 2026
    // 62,82 × 1,25 = 78,525
    ['{{spot.monthInclVat SE3 2025-10}}', `78,5${NB}öre/kWh`],
    ['{{spot.year SE3 2024}}', `40,9${NB}öre/kWh`],
    ['{{spot.year SE1 2025}}', `18,5${NB}öre/kWh`],
    // (69,65 − 62,82) / 62,82 = +10,87 %
    ['{{spot.change SE3 2025-10 2025-11}}', `+10,9${NB}%`],
    // (58,67 − 69,65) / 69,65 = −15,76 %
    ['{{spot.change SE3 2025-11 2026-03}}', `\u221215,8${NB}%`],
    // (69,36 − 83,94) / 83,94 = −17,37 %
    ['{{spot.change SE4 2024-01 2024-12}}', `\u221217,4${NB}%`],
    // (51,25 − 40,88) / 40,88 = +25,37 %
    ['{{spot.yearChange SE3 2024 2025}}', `+25,4${NB}%`],
    // 80,71 − 36,95 = 43,76
    ['{{spot.spread 2025-11}}', `43,8${NB}öre/kWh`],
    // 84,59 − 22,76 = 61,83
    ['{{spot.spread latest}}', `61,8${NB}öre/kWh`],
    ['{{spot.cheapest 2025-11}}', 'SE2'],
    ['{{spot.dearest 2025-11}}', 'SE4'],
    ['{{spot.cheapest 2025-10}}', 'SE2'],
    ['{{spot.monthName 2025-10}}', 'oktober 2025'],
    ['{{spot.monthName latest}}', 'mars 2026'],
    ['{{spot.latestDay}}', '14 april 2026'],
    ['{{ spot.month  SE2 2025-11 }}', `34,3${NB}öre/kWh`],
  ])('%s → %s', (directive, expected) => {
    expect(resolve(`Priset var ${directive}.`)).toBe(`Priset var ${expected}.`);
  });

  it('writes a month table: areas as rows, months as columns, one decimal, with the source', () => {
    const table = resolve('Inledning.\n\n{{spot.monthTable 2025-10 2025-11}}\n\nSlut.');
    expect(table.split('\n').slice(0, 9)).toEqual([
      'Inledning.',
      '',
      '| Elområde | oktober 2025 | november 2025 |',
      '| :-- | --: | --: |',
      '| SE1 | 14,2 | 37,0 |',
      '| SE2 | 13,5 | 34,3 |',
      '| SE3 | 62,8 | 69,7 |',
      '| SE4 | 71,3 | 80,7 |',
      '',
    ]);
    expect(table).toContain('*Månadsmedel av spotpriset, öre/kWh exklusive moms');
    expect(table).toContain('Elpriser tillhandahålls av Elpriset just nu.se ([www.elprisetjustnu.se](https://www.elprisetjustnu.se))');
    expect(table.endsWith('\n\nSlut.')).toBe(true);
  });

  it('writes a year table from the first to the last year', () => {
    const lines = resolve('{{spot.yearTable 2023 2025}}').split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '| Elområde | 2023 | 2024 | 2025 |',
      '| :-- | --: | --: | --: |',
      '| SE1 | 45,6 | 28,6 | 18,5 |',
      '| SE2 | 45,6 | 28,1 | 18,3 |',
      '| SE3 | 59,0 | 40,9 | 51,3 |',
      '| SE4 | 74,2 | 56,9 | 67,0 |',
    ]);
    expect(lines[7]).toMatch(/^\*Årsmedel av spotpriset/);
  });
});

describe('negative hours and cheap hours (fixture)', () => {
  it.each([
    ['{{spot.negativeHours SE3 2024}}', `652${NB}timmar`],
    // 344,25 h: a quarter-hour counts 0,25 h; rounded once, to whole hours
    ['{{spot.negativeHours SE3 2025}}', `344${NB}timmar`],
    ['{{spot.negativeHours SE1 2025-11}}', `1${NB}timme`],
    ['{{spot.negativeHours SE4 2025-11}}', `13${NB}timmar`],
    ['{{spot.negativeHoursRange 2023 2025}}', `344–723${NB}timmar`],
    ['{{spot.negativeHoursRange 2024 2024}}', `600–652${NB}timmar`],
    ['{{spot.cheapHours SE3 2025-08 2025-09}}', `kl.${NB}12–15`],
    ['{{spot.cheapHours SE1 2025-08 2025-09}}', `kl.${NB}02–05`],
    ['{{spot.cheapHours SE3 2025-10 2025-11}}', `kl.${NB}01–04`],
  ])('%s → %s', (directive, expected) => {
    expect(resolve(directive)).toBe(expected);
  });

  it('finds the cheapest three hours in a row, across midnight, ties to the earliest', () => {
    const flat = Array.from({ length: 24 }, () => 50);
    expect(cheapestRun(flat)).toBe(0);
    const night = flat.map((v, hour) => (hour === 23 || hour <= 1 ? 5 : v));
    expect(cheapestRun(night)).toBe(23);
    expect(resolve('{{spot.cheapHours SE3 2025-10 2025-10}}')).toBe(`kl.${NB}02–05`);
  });

  it('refuses a period the data has no count or no hours for', () => {
    expect(() => resolve('{{spot.negativeHours SE3 2025-10}}')).toThrow(/no count of negative hours for 2025-10/);
    expect(() => resolve('{{spot.cheapHours SE3 2025-09 2026-03}}')).toThrow(/no prices by hour for 2026-03/);
    expect(() => resolve('{{spot.cheapHours SE3 2025-11 2025-08}}')).toThrow(/the first month must not come after the second/);
  });
});

describe('market and SCB directives (fixture)', () => {
  it.each([
    // SE3's variable påslag 1, 2, 3, 4, 5: the middle half runs from 2 to 4, the median is 3; the fixed offer is left out
    ['{{market.markupRange SE3}}', `2,0–4,0${NB}öre/kWh`],
    ['{{market.markupMedian SE3}}', `3,0${NB}öre/kWh`],
    // with SE1's 9: 1, 2, 3, 4, 5, 9 → quartiles 2,25 and 4,75, median 3,5
    ['{{market.markupRange alla}}', `2,3–4,8${NB}öre/kWh`],
    ['{{market.markupMedian alla}}', `3,5${NB}öre/kWh`],
    // påslag + rörliga kostnader (5 öre)
    ['{{market.addedRange SE3}}', `7,0–9,0${NB}öre/kWh`],
    ['{{market.addedMedian SE3}}', `8,0${NB}öre/kWh`],
    // fees 40, 50, 50, 60, 60 kr a month incl. VAT
    ['{{market.feeRange SE3}}', `50–60${NB}kr`],
    ['{{market.feeMedian SE3}}', `50${NB}kr`],
    ['{{market.count alla}}', '6'],
    ['{{market.count SE3}}', '5'],
    ['{{market.period}}', 'juli 2026 och augusti 2026'],
    ['{{market.source SE3}}', 'Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026'],
    [
      '{{market.source alla}}',
      'Elpriskollen (Energimarknadsinspektionen), hämtat för SE1 26 juli 2026, SE2 19 juli 2026, SE3 25 juli 2026 och SE4 2 augusti 2026',
    ],
    ['{{scb.price anvisat SE3 5000}}', `104,1${NB}öre/kWh`],
    ['{{scb.price rorligt SE3 5000 2026-07}}', `80,0${NB}öre/kWh`],
    ['{{scb.month}}', 'augusti 2026'],
    ['{{scb.source}}', 'SCB och Energimyndigheten, SSDManadElhandelpris, publicerad 23 september 2026'],
    // 104,1 − 86,9
    ['{{scb.anvisatPremium SE3 5000}}', `17,2${NB}öre/kWh`],
    ['{{scb.anvisatDearer 5000}}', 'i 7 av 8 fall (elområde och månad) från juli 2026 till augusti 2026'],
  ])('%s → %s', (directive, expected) => {
    expect(resolve(directive)).toBe(expected);
  });

  it('fails the build when the claim it backs no longer holds', () => {
    const cheaper: DirectiveMarketData = {
      ...MARKET,
      scb: () => ({ ...SCB, months: ['2026-07'], series: SCB.series.map((r) => ({ ...r, values: [r.contract === 'anvisat' ? 70 : 80] })) }),
    };
    const resolveCheaper = createDirectiveResolver(FIXTURE, cheaper);
    expect(() => resolveCheaper('{{scb.anvisatPremium SE3 5000}}', 'x.md')).toThrow(/anvisade avtal were not dearer than new variable ones/);
    expect(() => resolveCheaper('{{scb.anvisatDearer 5000}}', 'x.md')).toThrow(/never dearer/);
  });

  it('refuses an unknown contract, household, area or month', () => {
    expect(() => resolve('{{scb.price fast SE3 5000}}')).toThrow(/contract "fast" is not one of rorligt, avtal1ar/);
    expect(() => resolve('{{scb.price rorligt SE3 4000}}')).toThrow(/household "4000" is not one of SCB's 2000, 5000, 20000, 30000 kWh/);
    expect(() => resolve('{{scb.price rorligt SE3 5000 2025-01}}')).toThrow(/month "2025-01" is not in SCB's series \(2026-07 to 2026-08, or latest\)/);
    expect(() => resolve('{{market.markupRange SE5}}')).toThrow(/price area "SE5"/);
    expect(() => resolve('{{market.feeRange SE2}}')).toThrow(/body line 1: \{\{market\.feeRange SE2\}\}: No variable offers in SE2/);
  });
});

describe('where the city-copy engine answered differently, this answer is kept (fixture)', () => {
  it('refuses a change from a negative or zero average (the other engine divided by its absolute value)', () => {
    expect(() => resolve('{{spot.change SE1 2025-08 2025-10}}')).toThrow(/the change from an average of zero or below is not meaningful/);
    expect(() => resolve('{{spot.change SE2 2025-09 2025-10}}')).toThrow(/not meaningful/);
  });

  it('takes as `latest` the newest month complete in all four areas (the other engine: per area)', () => {
    // April 2026 is complete in SE1 (30,0) but not yet in SE4.
    expect(resolve('{{spot.month SE1 latest}}')).toBe(`22,8${NB}öre/kWh`);
    expect(resolve('{{spot.monthName latest}}')).toBe('mars 2026');
    expect(() => resolve('{{spot.month SE1 2026-04}}')).toThrow(/month "2026-04" is not a complete month in the data/);
  });

  it('names months from 2023 on only (the other engine took any complete month)', () => {
    expect(() => resolve('{{spot.month SE3 2022-12}}')).toThrow(
      /month "2022-12" is not a complete month in the data \(YYYY-MM from 2024-01 to 2026-03, or latest\)/,
    );
    expect(() => resolve('{{spot.year SE3 2022}}')).toThrow(/year "2022" is not a complete year in the data \(2023 to 2025\)/);
  });

  it('refuses a table where only inline directives may stand', () => {
    expect(resolveFixture('{{spot.monthTable 2025-10}}', 'content/cities/lulea.md')).toContain('| Elområde |');
    expect(() => resolveFixture('{{spot.monthTable 2025-10}}', 'content/cities/lulea.md', { inlineOnly: true })).toThrow(
      /body line 1: \{\{spot\.monthTable 2025-10\}\}: a table is not allowed here \(plain paragraphs only\)/,
    );
  });
});

describe('spot directives over the bundled data (relations)', () => {
  const site = (text: string) => resolveDirectives(text, 'content/blog/test.md');
  const latestEverywhere = (() => {
    const complete = (area: PriceArea) =>
      new Set(
        getMonthlyAverages(area)
          .filter((m) => !m.partial)
          .map((m) => m.month),
      );
    return [...complete('SE1')]
      .filter((month) => PRICE_AREAS.every((area) => complete(area).has(month)))
      .sort()
      .at(-1)!;
  })();

  it('prints the newest month complete in every area as `latest`, each average rounded once', () => {
    for (const area of PRICE_AREAS) {
      const avg = getMonthlyAverages(area).find((m) => m.month === latestEverywhere)!.avg;
      expect(site(`{{spot.month ${area} latest}}`)).toBe(formatOrePerKwh(avg));
      expect(site(`{{spot.monthInclVat ${area} latest}}`)).toBe(formatOrePerKwh(avg * 1.25));
    }
    expect(site('{{spot.monthName latest}}')).toBe(formatMonthYear(latestEverywhere));
    expect(site('{{spot.latestDay}}')).toBe(formatDate(getSpotDataDates().averagesThrough));
  });
});

describe('negative hours, cheap hours and the market over the bundled data (relations)', () => {
  const site = (text: string) => resolveDirectives(text, 'content/blog/test.md');
  const number = (text: string) =>
    Number(
      text
        .replace(/[^\d,−-]/g, '')
        .replace(',', '.')
        .replace('−', '-'),
    );

  it('counts the hours below zero of a complete year as the yearly file stores them, rounded once', () => {
    const year = getYearlyAverages('SE3').find((y) => !y.partial && y.year >= 2023)!;
    expect(site(`{{spot.negativeHours SE3 ${year.year}}}`)).toBe(`${formatNumber(Math.round(year.negativeHours))}${NB}timmar`);
  });

  it('names three clock hours in a row for a season', () => {
    expect(site('{{spot.cheapHours SE3 2025-06 2025-08}}')).toMatch(/^kl\.\u00A0\d{2}–\d{2}$/);
  });

  it('gives a påslag range whose ends enclose the median, and a source with every area', () => {
    const [low, high] = site('{{market.markupRange alla}}').split('–').map(number);
    const median = number(site('{{market.markupMedian alla}}'));
    expect(low).toBeLessThanOrEqual(median);
    expect(median).toBeLessThanOrEqual(high!);
    expect(site('{{market.source alla}}')).toMatch(/SE1 .* och SE4 /);
  });
});

describe('tax directives (docs/rules/editorial.md)', () => {
  // The current rates follow the site's tax period, which moves on 1 January: derived from the
  // period's table (the rates themselves have literal tests in tests/unit/domain/energy-tax.test.ts).
  const period = siteEnergyTaxPeriod();
  const reduced = period.oreExVat - period.reductionOreExVat;
  const rate = (ore: number) => formatOrePerKwh(Math.round(ore * 1000) / 1000);
  it.each([
    ['{{tax.energy}}', rate(period.oreExVat)],
    ['{{tax.energyInclVat}}', rate(period.oreExVat * 1.25)],
    ['{{tax.energyReduced}}', rate(reduced)],
    ['{{tax.energyReducedInclVat}}', rate(reduced * 1.25)],
    ['{{tax.energy2025}}', `43,9${NB}öre/kWh`],
    ['{{tax.energy2025InclVat}}', `54,9${NB}öre/kWh`],
    ['{{tax.vat}}', `25${NB}%`],
  ])('%s → %s', (directive, expected) => {
    expect(resolve(directive)).toBe(expected);
  });
});

describe('bad directives fail the build with the file and the line', () => {
  it.each([
    ['an unknown directive', 'Rad ett.\n{{spot.monthly SE3 2025-10}}', /body line 2: unknown directive \{\{spot\.monthly SE3 2025-10\}\}/],
    ['an unknown price area', '{{spot.month SE5 2025-10}}', /price area "SE5" is not one of SE1, SE2, SE3, SE4/],
    ['a lower-case area', '{{spot.month se3 2025-10}}', /price area "se3"/],
    [
      'the running month April 2026',
      '{{spot.month SE3 2026-04}}',
      /month "2026-04" is not a complete month in the data \(YYYY-MM from 2024-01 to 2026-03, or latest\)/,
    ],
    ['a month before 2023', '{{spot.month SE3 2022-12}}', /month "2022-12" is not a complete month/],
    ['a month written 2025-1', '{{spot.month SE3 2025-1}}', /month "2025-1" is not a complete month/],
    ['the running year 2026', '{{spot.year SE3 2026}}', /year "2026" is not a complete year in the data \(2023 to 2025\)/],
    ['a missing argument', '{{spot.month SE3}}', /expected 2 arguments, got 1/],
    ['an argument too many', '{{tax.energy SE3}}', /\{\{tax\.energy SE3\}\}: expected 0 arguments, got 1/],
    ['seven months in a table', '{{spot.monthTable 2025-01 2025-02 2025-03 2025-04 2025-05 2025-06 2025-07}}', /expected 1–6 months, got 7/],
    ['months out of order', '{{spot.monthTable 2025-11 2025-10}}', /months must be given in order, each once/],
    ['years out of order', '{{spot.yearTable 2025 2023}}', /the first year must not come after the second/],
    ['a table inside a sentence', 'Se {{spot.monthTable 2025-10}} här.', /must stand alone on its own line/],
    ['an unclosed directive', 'Priset {{spot.month SE3 2025-10 var högt.', /unmatched "\{\{" or "\}\}"/],
  ])('%s', (_, text, message) => {
    expect(() => resolve(text)).toThrow(/^Invalid content in content\/blog\/test\.md:\n {2}body line \d+: /);
    expect(() => resolve(text)).toThrow(message);
  });

  it('names every problem in the file, not only the first', () => {
    expect(() => resolve('{{spot.foo}}\n\n{{tax.bar}}')).toThrow(
      /line 1: unknown directive \{\{spot\.foo\}\}\n {2}body line 3: unknown directive \{\{tax\.bar\}\}/,
    );
  });

  it('knows exactly the directives of the contract', () => {
    expect([...DIRECTIVE_NAMES].sort()).toEqual(
      [
        'market.addedMedian',
        'market.addedRange',
        'market.count',
        'market.feeMedian',
        'market.feeRange',
        'market.markupMedian',
        'market.markupRange',
        'market.period',
        'market.source',
        'scb.anvisatDearer',
        'scb.anvisatPremium',
        'scb.month',
        'scb.price',
        'scb.source',
        'spot.change',
        'spot.cheapHours',
        'spot.cheapest',
        'spot.dearest',
        'spot.latestDay',
        'spot.month',
        'spot.monthInclVat',
        'spot.monthName',
        'spot.monthTable',
        'spot.negativeHours',
        'spot.negativeHoursRange',
        'spot.spread',
        'spot.year',
        'spot.yearChange',
        'spot.yearTable',
        'tax.energy',
        'tax.energy2025',
        'tax.energy2025InclVat',
        'tax.energyInclVat',
        'tax.energyReduced',
        'tax.energyReducedInclVat',
        'tax.vat',
      ].sort(),
    );
  });

  it('leaves text without directives alone', () => {
    expect(resolve('Ingen {siffra} här, bara { och }.')).toBe('Ingen {siffra} här, bara { och }.');
  });
});
