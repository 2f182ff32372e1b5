import { NO_FILTERS, indexMarket } from '@/lib/market/compare';
import {
  INITIAL_JAMFOR_STATE,
  addressQuery,
  filterWords,
  initialList,
  isInitialQuery,
  jamforReducer,
  listView,
  startingPoint,
  urlStateOf,
  withFilters,
  type AreaLoad,
  type JamforState,
} from '@/lib/market/jamfor-state';
import type { MarketOffer } from '@/lib/market/offer';

import { MARKET, SOURCES, SUPPLIERS, offer } from './fixtures';

const INDEX = indexMarket(MARKET, SUPPLIERS);
const READY: AreaLoad = { status: 'ready', index: INDEX, source: SOURCES.SE3, live: false };
const STARTED: JamforState = { ...INITIAL_JAMFOR_STATE, started: true };

/** 25 SE3 offers whose cost grows with their number, so pages are easy to read. */
const MANY: MarketOffer[] = Array.from({ length: 25 }, (_, i) =>
  offer({ supplierSlug: `lev-${i + 1}`, supplierName: `Leverantör ${String(i + 1).padStart(2, '0')}`, product: 'Rörligt', type: 'rorligt', markupOre: i }),
);
const MANY_INDEX = indexMarket(MANY);

const names = (list: readonly { offer: MarketOffer }[]) => list.map(({ offer: o }) => `${o.supplierName} ${o.product}`);

describe('the reducer', () => {
  it('starts again at the first page when a filter, the sort, the area or a search changes; not for the consumption', () => {
    const paged = { ...STARTED, pages: 3 };
    expect(jamforReducer(paged, { type: 'filters', filters: { braMiljoval: true } }).pages).toBe(1);
    expect(jamforReducer(paged, { type: 'sort', sort: 'namn' }).pages).toBe(1);
    expect(jamforReducer(paged, { type: 'area', area: 'SE1' }).pages).toBe(1);
    expect(jamforReducer(paged, { type: 'search-success', result: { postalCode: '21122', detectedArea: 'SE4', inTable: true } }).pages).toBe(1);
    expect(jamforReducer(paged, { type: 'consumption', annualKwh: 2000 })).toMatchObject({ pages: 3, annualKwh: 2000 });
    expect(jamforReducer(paged, { type: 'more' }).pages).toBe(4);
    expect(jamforReducer({ ...STARTED, pages: 50 }, { type: 'more' }).pages).toBe(50);
  });

  it('keeps a length only under Fast', () => {
    expect(withFilters(NO_FILTERS, { group: 'fast', fixedLength: 12 })).toMatchObject({ group: 'fast', fixedLength: 12 });
    expect(withFilters({ ...NO_FILTERS, group: 'fast', fixedLength: 12 }, { group: 'rorligt' })).toMatchObject({ group: 'rorligt', fixedLength: null });
    expect(withFilters(NO_FILTERS, { fixedLength: 24 })).toMatchObject({ group: null, fixedLength: null });
  });

  it('shows the area a postcode gives, or the one asked for, and clears back to the list without a postcode', () => {
    const found = jamforReducer(
      { ...STARTED, searching: true },
      { type: 'search-success', result: { postalCode: '21122', detectedArea: 'SE4', inTable: true } },
    );
    expect(found).toMatchObject({ area: 'SE4', searching: false, result: { postalCode: '21122', detectedArea: 'SE4', inTable: true } });
    const other = jamforReducer(STARTED, { type: 'search-success', result: { postalCode: '21122', detectedArea: 'SE4', inTable: true }, areaOverride: 'SE3' });
    expect(other.area).toBe('SE3');
    const cleared = jamforReducer({ ...found, input: '21122', filters: { ...NO_FILTERS, group: 'fast' } }, { type: 'clear' });
    expect(cleared).toMatchObject({ input: '', result: null, area: 'SE4', filters: { group: 'fast' } });
  });

  it('marks a failed lookup and forgets it at the next attempt', () => {
    const failed = jamforReducer({ ...STARTED, searching: true }, { type: 'search-failed' });
    expect(failed).toMatchObject({ searching: false, lookupFailed: true });
    expect(jamforReducer(failed, { type: 'search-start' })).toMatchObject({ searching: true, lookupFailed: false });
  });
});

describe('where the page starts', () => {
  it('reads every filter from the address and searches a valid postcode after the pause', () => {
    const start = startingPoint('?postalCode=111%2022&area=SE4&type=fast&length=24&sort=namn&annualKwh=20000&pages=2', null);
    expect(start.state).toMatchObject({
      started: true,
      input: '111 22',
      invalid: false,
      filters: { group: 'fast', fixedLength: 24 },
      sort: 'namn',
      annualKwh: 20000,
      pages: 2,
    });
    expect(start).toMatchObject({ autoSearch: '11122', areaOverride: 'SE4', reveal: true });
  });

  it('falls back silently for values that do not exist, and never searches an invalid code', () => {
    const start = startingPoint('?type=%3Cscript%3E&sort=rating&postalCode=%3Cb%3E', null);
    expect(start.state).toMatchObject({ filters: NO_FILTERS, sort: 'kostnad', input: '<b>', invalid: true });
    expect(start.autoSearch).toBeNull();
  });

  it('fills in what the address leaves out from what was remembered; the address wins', () => {
    const remembered = { postalCode: '97231', area: 'SE2' as const, annualKwh: 2000, contractChoice: 'fast' as const };
    const start = startingPoint('', remembered);
    expect(start.state).toMatchObject({ input: '97231', annualKwh: 2000, filters: { group: 'fast' }, area: 'SE2' });
    expect(start).toMatchObject({ autoSearch: '97231', areaOverride: 'SE2', reveal: false });
    const linked = startingPoint('?type=mixat&annualKwh=20000&area=SE1', { ...remembered, postalCode: undefined });
    expect(linked.state).toMatchObject({ annualKwh: 20000, filters: { group: 'mixat' }, area: 'SE1', input: '' });
    expect(linked.autoSearch).toBeNull();
  });

  it("reads a record of the older /jamfor: kWh per month, and 'miljo' as renewable origin", () => {
    const start = startingPoint('', { monthlyKwh: 2000, contractChoice: 'miljo' });
    expect(start.state).toMatchObject({ annualKwh: 24000, filters: { group: null, origin: 'fornybart' } });
    expect(startingPoint('?kwh=1500', { annualKwh: 5000 }).state.annualKwh).toBe(18000);
  });
});

describe('the address', () => {
  it('holds the searched postcode and an area only when it differs from the one the page would pick', () => {
    const searched = jamforReducer(STARTED, { type: 'search-success', result: { postalCode: '21122', detectedArea: 'SE4', inTable: true } });
    expect(urlStateOf(searched)).toMatchObject({ postalCode: '21122', area: null });
    expect(urlStateOf({ ...searched, area: 'SE3' }).area).toBe('SE3');
    expect(urlStateOf(STARTED).area).toBeNull();
    expect(urlStateOf({ ...STARTED, area: 'SE1' }).area).toBe('SE1');
  });

  it("rewrites its own parameters and keeps the full bill's, dropping the older names", () => {
    const state = { ...STARTED, area: 'SE1' as const, filters: { ...NO_FILTERS, group: 'rorligt' as const }, annualKwh: 2000 };
    expect(addressQuery('?elomrade=SE2&kwh=900&kommun=2580&elnat=ellevio', state)).toBe('?area=SE1&type=rorligt&annualKwh=2000&kommun=2580&elnat=ellevio');
    expect(addressQuery('?type=fast', STARTED)).toBe('');
  });
});

describe('what the list shows', () => {
  const initial = initialList('SE3', MANY_INDEX);

  it("the server's first page: the 20 cheapest at the default consumption, and how many the area has", () => {
    expect(initial.total).toBe(25);
    expect(initial.offers.map((o) => o.supplierName)).toEqual(MANY.slice(0, 20).map((o) => o.supplierName));
  });

  it('needs no file for exactly that page, and says it is waiting for one otherwise', () => {
    expect(isInitialQuery(STARTED, initial)).toBe(true);
    const exact = listView(STARTED, initial, undefined);
    expect(exact).toMatchObject({ kind: 'initial', exact: true, pending: false, failed: false, areaTotal: 25 });
    expect(exact.page).toMatchObject({ total: 25, next: 5 });
    expect(exact.cheapest?.offer.supplierName).toBe('Leverantör 01');

    const filtered = { ...STARTED, filters: { ...NO_FILTERS, group: 'fast' as const } };
    expect(isInitialQuery(filtered, initial)).toBe(false);
    expect(listView(filtered, initial, { status: 'loading' })).toMatchObject({ kind: 'initial', exact: false, pending: true, cheapest: null });
    expect(isInitialQuery({ ...STARTED, pages: 2 }, initial)).toBe(false);
    expect(isInitialQuery({ ...STARTED, area: 'SE1' }, initial)).toBe(false);
  });

  it('keeps the first page when the file fails, and says so', () => {
    const view = listView({ ...STARTED, sort: 'namn' }, initial, { status: 'failed' });
    expect(view).toMatchObject({ kind: 'initial', pending: false, failed: true });
    expect(view.page.shown).toHaveLength(20);
  });

  it('pages the whole area once the file is there', () => {
    const ready: AreaLoad = { status: 'ready', index: MANY_INDEX, source: SOURCES.SE3, live: false };
    const second = listView({ ...STARTED, pages: 2 }, initial, ready);
    expect(second).toMatchObject({ kind: 'full', areaTotal: 25, widenings: [] });
    expect(second.page).toEqual(expect.objectContaining({ total: 25, next: 0 }));
    expect(second.page.shown).toHaveLength(25);
  });

  it('filters and sorts the whole area; the full bill gets the cheapest whatever the sort', () => {
    const initialSmall = initialList('SE3', INDEX);
    const byName = listView({ ...STARTED, sort: 'namn', annualKwh: 2000 }, initialSmall, READY);
    expect(names(byName.page.shown)[0]).toBe('Alfa Energi Fast 6 mån');
    expect(names(byName.cheapest ? [byName.cheapest] : [])).toEqual(['Beta El Timpris']);
    const fixed = listView({ ...STARTED, filters: { ...NO_FILTERS, group: 'fast' }, annualKwh: 20000 }, initialSmall, READY);
    expect(names(fixed.page.shown)).toEqual(['Beta El Fast 3 år', 'Alfa Energi Fast 6 mån', 'Göteborg Energi Fast elpris 1 år, fossilfri el för elområde 3']);
    expect(fixed.cheapest?.cost.yearlyKr).toBe(20250);
  });

  it('offers ways to widen an empty result, with their counts', () => {
    const state = { ...STARTED, filters: { ...NO_FILTERS, group: 'fast' as const, fixedLength: 12 as const, braMiljoval: true } };
    const view = listView(state, initialList('SE3', INDEX), READY);
    expect(view.kind).toBe('full');
    if (view.kind !== 'full') return;
    expect(view.page.total).toBe(0);
    expect(view.widenings.map((w) => [w.drop, w.count])).toEqual([
      ['group', 1],
      ['braMiljoval', 1],
      ['all', 8],
    ]);
  });
});

describe('filters in words', () => {
  it('names each active filter', () => {
    expect(filterWords(NO_FILTERS)).toEqual([]);
    expect(filterWords({ group: 'fast', fixedLength: 12, braMiljoval: true, origin: 'fossilfritt', query: ' tibber ' })).toEqual([
      'Fast pris 1 år',
      'Bra miljöval',
      'Fossilfritt (inkl. kärnkraft)',
      'leverantör ”tibber”',
    ]);
    expect(filterWords({ ...NO_FILTERS, group: 'mixat' })).toEqual(['Mixat']);
  });
});
