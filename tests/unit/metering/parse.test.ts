import { readFileSync } from 'node:fs';
import path from 'node:path';

import { toStockholmIso } from '@/lib/domain/stockholm-time';
import { MAX_METER_FILE_BYTES, parseMeterFile, splitCells } from '@/lib/metering/parse';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../fixtures/metering', name), 'utf8');
const iso = (ms: number) => new Date(ms).toISOString();
const sum = (values: readonly { kwh: number }[]) => Math.round(values.reduce((s, r) => s + r.kwh, 0) * 1000) / 1000;

describe('the formats a grid company exports', () => {
  // 24 hours of 0,5 + 0,1 × (hour mod 5) kWh on 15 January 2025: 24 × 0,5 + 0,1 × (5 + 10 + 15 + 16) = 16,6 kWh.
  it.each([
    ['hour-comma.csv', ',', '.', 5],
    ['hour-semicolon-comma.csv', ';', ',', 4],
    ['hour-two-columns.csv', ';', ',', 1],
    ['hour-bom-crlf-quoted.csv', ',', ',', 3],
  ] as const)('%s: a header block, then 24 hour rows', (name, delimiter, decimal, headerLines) => {
    const file = parseMeterFile(fixture(name));
    expect(file.error).toBeNull();
    expect(file).toMatchObject({ resolution: 60, delimiter, decimal, headerLines, duplicates: [], gaps: [] });
    expect(file.readings).toHaveLength(24);
    expect(sum(file.readings)).toBe(16.6);
    // 00:00 in Stockholm in winter is 23:00 UTC the day before.
    expect(iso(file.readings[0]!.startMs)).toBe('2025-01-14T23:00:00.000Z');
    expect(iso(file.readings[23]!.startMs)).toBe('2025-01-15T22:00:00.000Z');
    expect(file.readings[0]!.line).toBe(headerLines + 1);
  });

  it('reads quarter-hour rows', () => {
    const file = parseMeterFile(fixture('quarter-day.csv'));
    expect(file.error).toBeNull();
    expect(file.resolution).toBe(15);
    expect(file.readings).toHaveLength(96);
    expect(iso(file.readings[1]!.startMs)).toBe('2025-11-11T23:15:00.000Z');
  });

  it('splits quoted cells, with the delimiter and "" inside', () => {
    expect(splitCells('"2025-01-15 00:00","1,5"', ',')).toEqual(['2025-01-15 00:00', '1,5']);
    expect(splitCells('"a ""b""";c', ';')).toEqual(['a "b"', 'c']);
  });

  it('takes a time with seconds, a T, an end time or an offset', () => {
    const file = parseMeterFile('2025-01-15T00:00:00;1\n2025-01-15 01:00-02:00;1\n2025-01-15T02:00:00+01:00;1\n');
    expect(file.error).toBeNull();
    expect(file.readings.map((r) => iso(r.startMs))).toEqual(['2025-01-14T23:00:00.000Z', '2025-01-15T00:00:00.000Z', '2025-01-15T01:00:00.000Z']);
  });
});

describe('the DST days, times being the interval start in Swedish time', () => {
  it('spring, hours: 23 rows, no 02:00, no gap', () => {
    const file = parseMeterFile(fixture('dst-spring-hour.csv'));
    expect(file.error).toBeNull();
    expect(file.readings).toHaveLength(23);
    expect(file.gaps).toEqual([]);
    // 01:00 +01:00 is 00:00 UTC, 03:00 +02:00 is 01:00 UTC.
    expect(iso(file.readings[1]!.startMs)).toBe('2025-03-30T00:00:00.000Z');
    expect(iso(file.readings[2]!.startMs)).toBe('2025-03-30T01:00:00.000Z');
  });

  it('autumn, hours: 25 rows, the first 02:00 at +02:00 and the second at +01:00', () => {
    const file = parseMeterFile(fixture('dst-autumn-hour.csv'));
    expect(file.error).toBeNull();
    expect(file.readings).toHaveLength(25);
    expect(file.duplicates).toEqual([]);
    expect(file.gaps).toEqual([]);
    expect(file.readings.slice(1, 5).map((r) => iso(r.startMs))).toEqual([
      '2025-10-25T23:00:00.000Z',
      '2025-10-26T00:00:00.000Z',
      '2025-10-26T01:00:00.000Z',
      '2025-10-26T02:00:00.000Z',
    ]);
    // The rows keep their values in the file's order: 1,02 (02:00 +02:00) then 1,03 (02:00 +01:00).
    expect(file.readings.slice(2, 4).map((r) => r.kwh)).toEqual([1.02, 1.03]);
  });

  it('spring, quarters: 92; autumn, quarters: 100', () => {
    const spring = parseMeterFile(fixture('dst-spring-quarter.csv'));
    expect(spring.error).toBeNull();
    expect(spring.readings).toHaveLength(92);
    expect(spring.gaps).toEqual([]);
    expect(sum(spring.readings)).toBe(23);
    const autumn = parseMeterFile(fixture('dst-autumn-quarter.csv'));
    expect(autumn.error).toBeNull();
    expect(autumn.readings).toHaveLength(100);
    expect(autumn.gaps).toEqual([]);
    expect(autumn.duplicates).toEqual([]);
    expect(iso(autumn.readings.at(-1)!.startMs)).toBe('2025-10-26T22:45:00.000Z');
  });

  it('says that 02:30 does not exist on the spring day', () => {
    const file = parseMeterFile('Tid,kWh\n2025-03-30 01:00,1\n2025-03-30 02:00,1\n');
    expect(file.error).toEqual({ line: 3, message: 'Rad 3: klockan 02:00 finns inte 2025-03-30: klockan ställdes fram från 02:00 till 03:00.' });
    expect(file.readings).toHaveLength(1);
  });

  it('takes a third 02:00 on the autumn day as a duplicate', () => {
    const file = parseMeterFile('2025-10-26 01:00,1\n2025-10-26 02:00,2\n2025-10-26 02:00,3\n2025-10-26 02:00,4\n2025-10-26 03:00,5\n');
    expect(file.readings.map((r) => r.kwh)).toEqual([1, 2, 3, 5]);
    expect(file.duplicates).toEqual([{ line: 4, firstLine: 3, startMs: Date.parse('2025-10-26T01:00:00Z'), kwh: 4, firstKwh: 3 }]);
  });
});

describe('gaps and duplicates', () => {
  it('reports a repeated hour and two missing hours, and keeps the first value', () => {
    const file = parseMeterFile(fixture('gap-duplicate.csv'));
    expect(file.error).toBeNull();
    expect(file.readings.map((r) => r.kwh)).toEqual([0.5, 0.6, 0.7, 0.8]);
    expect(file.duplicates).toEqual([{ line: 4, firstLine: 3, startMs: Date.parse('2025-01-15T00:00:00Z'), kwh: 0.6, firstKwh: 0.6 }]);
    expect(file.gaps).toEqual([{ fromMs: Date.parse('2025-01-15T01:00:00Z'), toMs: Date.parse('2025-01-15T03:00:00Z'), intervals: 2 }]);
  });

  it('leaves out a row without a value and reports it as a gap', () => {
    const file = parseMeterFile('2025-01-15 00:00;1\n2025-01-15 01:00;\n2025-01-15 02:00;1\n');
    expect(file.error).toBeNull();
    expect(file.gaps).toHaveLength(1);
  });

  it('sorts a file that runs backwards', () => {
    const file = parseMeterFile('2025-01-15 02:00;1\n2025-01-15 01:00;2\n2025-01-15 00:00;3\n');
    expect(file.readings.map((r) => r.kwh)).toEqual([3, 2, 1]);
  });
});

describe('bad input: a Swedish message naming the line, what was read kept', () => {
  it('an empty file', () => {
    expect(parseMeterFile(fixture('empty.csv')).error).toEqual({ line: null, message: 'Filen är tom.' });
    expect(parseMeterFile('\uFEFF\r\n\r\n').error?.message).toBe('Filen är tom.');
  });

  it('another format', () => {
    const file = parseMeterFile(fixture('other-format.csv'));
    expect(file.error?.line).toBe(1);
    expect(file.error?.message).toMatch(/^Vi hittade ingen rad som börjar med ett datum/);
    expect(file.readings).toEqual([]);
  });

  it('text in a kWh cell', () => {
    const file = parseMeterFile(fixture('text-in-kwh.csv'));
    expect(file.error).toEqual({ line: 4, message: 'Rad 4: ”saknas” är inte ett antal kWh.' });
    expect(file.readings.map((r) => r.kwh)).toEqual([0.5, 0.6]);
    expect(file.resolution).toBe(60);
  });

  it('a negative value', () => {
    const file = parseMeterFile(fixture('negative.csv'));
    expect(file.error?.line).toBe(3);
    expect(file.error?.message).toMatch(/^Rad 3: förbrukningen är negativ \(−0,4 kWh\)/);
    expect(file.readings).toHaveLength(1);
  });

  it('a file over 10 MB', () => {
    const file = parseMeterFile('x'.repeat(MAX_METER_FILE_BYTES + 1));
    expect(file.error?.message).toMatch(/^Filen är större än 10 MB/);
  });

  it('a line that is not a row after the rows began', () => {
    const file = parseMeterFile('2025-01-15 00:00,1\nSumma,1\n');
    expect(file.error).toEqual({ line: 2, message: 'Rad 2: raden börjar inte med ett datum (ÅÅÅÅ-MM-DD), så vi slutade läsa här.' });
    expect(file.readings).toHaveLength(1);
  });

  it('an impossible date or a time between quarters', () => {
    expect(parseMeterFile('2025-02-30 00:00,1\n').error?.line).toBe(1);
    expect(parseMeterFile('2025-01-15 00:00,1\n2025-01-15 00:10,1\n').error).toEqual({
      line: 2,
      message: 'Rad 2: klockslaget 00:10 är varken en hel timme eller en hel kvart.',
    });
  });
});

it('reads a year of quarter-hours (35 040 rows) across both DST days, and prints the time it took', () => {
  const start = Date.parse('2025-01-01T00:00:00+01:00');
  const rows: string[] = ['Tid;kWh'];
  for (let i = 0; i < 35040; i += 1) {
    const local = toStockholmIso(start + i * 900_000);
    rows.push(`${local.slice(0, 10)} ${local.slice(11, 16)};0,25`);
  }
  const text = rows.join('\n');
  const t0 = performance.now();
  const file = parseMeterFile(text);
  const ms = performance.now() - t0;
  // The time is reported, not asserted: on a shared test machine it says more about the load than
  // the parser. What the page may block is measured in the browser (tests/e2e/meter-file.spec.ts).
  console.info(`parseMeterFile: 35 040 quarter-hour rows in ${ms.toFixed(1)} ms`);
  expect(file.error).toBeNull();
  expect(file.readings).toHaveLength(35040);
  expect(file.gaps).toEqual([]);
  expect(file.duplicates).toEqual([]);
  // 2025-03-30 has 92 quarters and 2025-10-26 has 100: the year is still 365 × 96.
  expect(file.readings.at(-1)!.startMs - file.readings[0]!.startMs).toBe((35040 - 1) * 900_000);
});
