/** @jest-environment node */
import fc from 'fast-check';

import { getCompactGridList } from '@/lib/content/grid-tariffs';
import { MAIN_FUSES } from '@/lib/grid/types';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { MAX_ANNUAL_KWH } from '@/lib/domain/calculator-constants';
import {
  BILL_URL_PARAMS,
  DEFAULT_BILL_ANNUAL_KWH,
  MAX_PEAK_KW,
  billHref,
  ignoredLine,
  parseBillUrl,
  resolveOperatorToken,
  readBillStart,
} from '@/lib/grid/bill-url';

const DEFAULTS = { annualKwh: DEFAULT_BILL_ANNUAL_KWH, area: null, municipalityCode: null, operator: null, fuse: 16, peakKw: null, ignored: [] };

describe('parseBillUrl', () => {
  it('reads a filled-in bill', () => {
    expect(parseBillUrl('?kwh=20000&omrade=se4&kommun=0880&natbolag=kalmar-energi-elnat&sakring=20&topp=6,5')).toEqual({
      annualKwh: 20000,
      area: 'SE4',
      municipalityCode: '0880',
      operator: 'kalmar-energi-elnat',
      fuse: 20,
      peakKw: 6.5,
      ignored: [],
    });
    expect(parseBillUrl('kwh=5%20000&sakring=25%20A&topp=4%20kW')).toMatchObject({ annualKwh: 5000, fuse: 25, peakKw: 4 });
  });

  it('uses the defaults for a bare address', () => {
    expect(parseBillUrl('')).toEqual(DEFAULTS);
    expect(parseBillUrl('?kwh=&sakring=')).toEqual(DEFAULTS);
  });

  it('ignores what it cannot use, keeps the defaults and names what it ignored', () => {
    expect(parseBillUrl('?kwh=-5&omrade=SE5&kommun=12&natbolag=<script>&sakring=17&topp=0')).toEqual({
      ...DEFAULTS,
      ignored: ['kwh', 'area', 'municipality', 'operator', 'fuse', 'peak'],
    });
    expect(parseBillUrl(`?kwh=${MAX_ANNUAL_KWH + 1}&topp=${MAX_PEAK_KW + 1}`)).toMatchObject({
      annualKwh: DEFAULT_BILL_ANNUAL_KWH,
      peakKw: null,
      ignored: ['kwh', 'peak'],
    });
    expect(parseBillUrl(`?natbolag=${'a'.repeat(500)}`)).toMatchObject({ operator: null, ignored: ['operator'] });
    // Values that round to nothing are not a consumption or a peak (found by the property below).
    expect(parseBillUrl('?kwh=0.000001&topp=0,004')).toMatchObject({ annualKwh: DEFAULT_BILL_ANNUAL_KWH, peakKw: null, ignored: ['kwh', 'peak'] });
    expect(parseBillUrl('?kommun=9999', { isMunicipality: (code) => code === '0880' })).toMatchObject({ municipalityCode: null, ignored: ['municipality'] });
  });

  it('says in Swedish what it ignored', () => {
    expect(ignoredLine([])).toBeNull();
    expect(ignoredLine(['fuse'])).toBe('Vi kände inte igen huvudsäkringen i länken och visar standardvärdet i stället.');
    expect(ignoredLine(['kwh', 'operator', 'fuse'])).toBe(
      'Vi kände inte igen förbrukningen, elnätsbolaget och huvudsäkringen i länken och visar standardvärdena i stället.',
    );
  });

  it('never throws and always gives values in range, whatever the address holds', () => {
    const params = Object.values(BILL_URL_PARAMS);
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...params, 'x'),
          fc.oneof(
            fc.string(),
            fc.string({ unit: 'grapheme' }),
            fc.double().map(String),
            fc.constantFrom('16', '20A', 'SE3', '0880', '%', '<img src=x onerror=alert(1)>'),
          ),
        ),
        (record) => {
          const state = parseBillUrl(new URLSearchParams(record));
          expect(state.annualKwh).toBeGreaterThan(0);
          expect(state.annualKwh).toBeLessThanOrEqual(MAX_ANNUAL_KWH);
          expect(Number.isInteger(state.annualKwh)).toBe(true);
          expect(MAIN_FUSES).toContain(state.fuse);
          expect(state.area === null || PRICE_AREAS.includes(state.area)).toBe(true);
          expect(state.municipalityCode === null || /^\d{4}$/.test(state.municipalityCode)).toBe(true);
          expect(state.operator === null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(state.operator)).toBe(true);
          expect(state.peakKw === null || (state.peakKw > 0 && state.peakKw <= MAX_PEAK_KW)).toBe(true);
          expect(state.ignored.every((key) => key in BILL_URL_PARAMS)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads back every link billHref writes', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            annualKwh: fc.integer({ min: 1, max: MAX_ANNUAL_KWH }),
            area: fc.constantFrom(...PRICE_AREAS),
            municipalityCode: fc.stringMatching(/^\d{4}$/),
            operator: fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,3}$/),
            fuse: fc.constantFrom(...MAIN_FUSES),
            peakKw: fc.integer({ min: 1, max: MAX_PEAK_KW * 100 }).map((n) => n / 100),
          },
          { requiredKeys: [] },
        ),
        (link) => {
          const href = billHref('/kalkylator', link, 'hela-elkostnaden');
          const url = new URL(href, 'https://elvalet.se');
          expect(url.pathname).toBe('/kalkylator');
          expect(url.hash).toBe('#hela-elkostnaden');
          const state = parseBillUrl(url.search);
          expect(state.ignored).toEqual([]);
          expect(state).toMatchObject({
            annualKwh: link.annualKwh ?? DEFAULT_BILL_ANNUAL_KWH,
            area: link.area ?? null,
            municipalityCode: link.municipalityCode ?? null,
            operator: link.operator ?? null,
            fuse: link.fuse ?? 16,
            peakKw: link.peakKw ?? null,
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('resolveOperatorToken on the real list', () => {
  const list = getCompactGridList();

  it('takes a tariff id, an operator id or a page slug', () => {
    const byTariff = resolveOperatorToken(list, 'vattenfall-tidstariff-t4');
    expect(byTariff.kind === 'chosen' && [byTariff.operator.id, byTariff.tariff?.id]).toEqual(['vattenfall', 'vattenfall-tidstariff-t4']);
    const bySlug = resolveOperatorToken(list, 'kalmar-energi-elnat');
    expect(bySlug.kind === 'chosen' && [bySlug.operator.id, bySlug.tariff?.id]).toEqual(['kalmar-energi-elnat-ab', 'kalmar-energi-elnat-ab']);
    const byId = resolveOperatorToken(list, 'vattenfall');
    expect(byId.kind === 'chosen' && byId.tariff?.id).toBe('vattenfall-enkeltariff-e4');
  });

  it('an operator without a price list is chosen without a tariff; an unknown token is unknown', () => {
    const holder = resolveOperatorToken(list, 'upplands-energi');
    expect(holder.kind === 'chosen' && [holder.operator.name, holder.tariff]).toEqual(['Upplands Energi ek. för.', null]);
    expect(resolveOperatorToken(list, 'okand-elnat')).toEqual({ kind: 'unknown', token: 'okand-elnat' });
    expect(resolveOperatorToken(list, null)).toEqual({ kind: 'none' });
  });

  it('every page slug resolves to its operator', () => {
    for (const operator of list.operators) {
      if (!operator.slug) continue;
      const resolved = resolveOperatorToken(list, operator.slug);
      expect(resolved.kind === 'chosen' && resolved.operator.id).toBe(operator.id);
    }
  });
});

describe('readBillStart: what the full bill takes from the address', () => {
  it("reads operator, fuse, municipality and peak; /jamfor's older elnat= is read when natbolag= is absent", () => {
    expect(readBillStart('?natbolag=ellevio&sakring=20&kommun=0180&topp=4,5')).toEqual({
      operator: 'ellevio',
      fuse: 20,
      municipalityCode: '0180',
      peakKw: 4.5,
      ignoredLine: null,
    });
    expect(readBillStart('?elnat=vattenfall-enkeltariff-e4').operator).toBe('vattenfall-enkeltariff-e4');
    expect(readBillStart('?elnat=vattenfall-enkeltariff-e4&natbolag=ellevio').operator).toBe('ellevio');
    expect(readBillStart('?area=SE3&kwh=2000')).toEqual({ operator: null, fuse: null, municipalityCode: null, peakKw: null, ignoredLine: null });
  });

  it("ignores what it cannot use, keeps the defaults and says which in Swedish; the page's own kwh and omrade are not its business", () => {
    const start = readBillStart('?natbolag=%3Cscript%3E&sakring=17&kommun=18&topp=-2&kwh=abc&omrade=SE9');
    expect(start).toMatchObject({ operator: null, fuse: null, municipalityCode: null, peakKw: null });
    expect(start.ignoredLine).toBe('Vi kände inte igen kommunen, elnätsbolaget, huvudsäkringen och effekttoppen i länken och visar standardvärdena i stället.');
  });
});
