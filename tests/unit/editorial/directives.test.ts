/**
 * @jest-environment node
 */
import { getMonthlyAverages, getSpotDataDates } from '@/lib/content/spot-prices';
import {
  createDirectiveResolver,
  DIRECTIVE_NAMES,
  resolveDirectives,
  type DirectiveSpotData,
} from '@/lib/content/editorial/directives';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatMonthYear, formatOrePerKwh } from '@/lib/format';

/**
 * Every directive of CONTENT-CONTRACT.md section 6. Exact figures on a fixture of monthly and
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
const index = (area: PriceArea) => PRICE_AREAS.indexOf(area);
const FIXTURE: DirectiveSpotData = {
  monthly: (area) =>
    Object.entries(MONTHS).map(([month, row]) => ({ month, avg: row[index(area)]!, partial: month === '2026-04' && area === 'SE4' })),
  yearly: (area) => Object.entries(YEARS).map(([year, row]) => ({ year: Number(year), avg: row[index(area)]!, partial: year === '2026' })),
  dates: () => ({ averagesThrough: '2026-04-14', attribution: 'Elpriser tillhandahålls av Elpriset just nu.se', sourceUrl: 'https://www.elprisetjustnu.se' }),
};
const resolveFixture = createDirectiveResolver(FIXTURE);
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
    expect(() => resolve('{{spot.month SE3 2022-12}}')).toThrow(/month "2022-12" is not a complete month in the data \(YYYY-MM from 2024-01 to 2026-03, or latest\)/);
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
    const complete = (area: PriceArea) => new Set(getMonthlyAverages(area).filter((m) => !m.partial).map((m) => m.month));
    return [...complete('SE1')].filter((month) => PRICE_AREAS.every((area) => complete(area).has(month))).sort().at(-1)!;
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

describe('tax directives (decisions.md, "Facts to use (2026)")', () => {
  it.each([
    ['{{tax.energy}}', `36,0${NB}öre/kWh`],
    ['{{tax.energyInclVat}}', `45,0${NB}öre/kWh`],
    ['{{tax.energyReduced}}', `26,4${NB}öre/kWh`],
    ['{{tax.energyReducedInclVat}}', `33,0${NB}öre/kWh`],
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
    ['the running month April 2026', '{{spot.month SE3 2026-04}}', /month "2026-04" is not a complete month in the data \(YYYY-MM from 2024-01 to 2026-03, or latest\)/],
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
    expect(() => resolve('{{spot.foo}}\n\n{{tax.bar}}')).toThrow(/line 1: unknown directive \{\{spot\.foo\}\}\n {2}body line 3: unknown directive \{\{tax\.bar\}\}/);
  });

  it('knows exactly the directives of the contract', () => {
    expect([...DIRECTIVE_NAMES].sort()).toEqual(
      [
        'spot.change',
        'spot.cheapest',
        'spot.dearest',
        'spot.latestDay',
        'spot.month',
        'spot.monthInclVat',
        'spot.monthName',
        'spot.monthTable',
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
