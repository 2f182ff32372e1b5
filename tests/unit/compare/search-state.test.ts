import fc from 'fast-check';

import {
  AUTO_SEARCH_DELAY_MS,
  autoSearchCode,
  initialSearchState,
  postalCodeToSearch,
  readUrlState,
  searchReducer,
  shownArea,
  startingPoint,
  urlQuery,
  visibleOffers,
  withLivePrices,
  type SearchAction,
  type SearchState,
} from '@/lib/compare/search-state';
import { DEFAULT_PRICE_AREA } from '@/lib/domain/price-area';
import { DEFAULT_MONTHLY_KWH, MONTHLY_KWH_MAX, MONTHLY_KWH_MIN } from '@/lib/domain/cost';

import { OFFERS_BY_AREA } from './fixtures';

const run = (...actions: SearchAction[]): SearchState => actions.reduce(searchReducer, initialSearchState);
const ids = (state: SearchState) => visibleOffers(OFFERS_BY_AREA, state).map((o) => o.id);

describe('validation', () => {
  it.each(['11122', '111 22', ' 11122 ', '111\u00A022', '111\u202F22'])('accepts %j as 11122', (input) => {
    expect(postalCodeToSearch(input)).toBe('11122');
  });

  it.each(['', '1234', 'abcde', '00000', '01234', '123456', '<script>', '111  22', '１１１２２'])(
    'rejects %j',
    (input) => {
      expect(postalCodeToSearch(input)).toBeNull();
    },
  );

  it('an invalid attempt marks the field but keeps what was typed and any earlier result', () => {
    const searched = run({ type: 'search-start' }, { type: 'search-success', postalCode: '11122', area: 'SE3', inTable: true });
    const state = [{ type: 'input', value: 'abcde' } as const, { type: 'invalid' } as const].reduce(searchReducer, searched);
    expect(state.input).toBe('abcde');
    expect(state.invalid).toBe(true);
    expect(state.result?.postalCode).toBe('11122');
  });

  it('a new search clears the message', () => {
    expect(run({ type: 'invalid' }, { type: 'search-start' }).invalid).toBe(false);
  });

  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const code = postalCodeToSearch(s);
      expect(code === null || /^[1-9]\d{4}$/.test(code)).toBe(true);
    }));
  });
});

describe('search lifecycle', () => {
  it('is busy between start and result, then shows the detected area', () => {
    const busy = run({ type: 'search-start' });
    expect(busy.searching).toBe(true);
    const done = searchReducer(busy, { type: 'search-success', postalCode: '97231', area: 'SE1', inTable: true });
    expect(done.searching).toBe(false);
    expect(done.result).toEqual({ postalCode: '97231', detectedArea: 'SE1', area: 'SE1', inTable: true });
    expect(shownArea(done)).toBe('SE1');
    expect(ids(done)).toEqual(['norr']);
  });

  it('an area override from the address wins over the detected area but keeps it', () => {
    const state = run({ type: 'search-success', postalCode: '11122', area: 'SE3', inTable: true, areaOverride: 'SE4' });
    expect(state.result).toEqual({ postalCode: '11122', detectedArea: 'SE3', area: 'SE4', inTable: true });
  });

  it('an empty or failed search ends the busy state and keeps results hidden', () => {
    for (const type of ['search-empty', 'search-failed'] as const) {
      const state = run({ type: 'search-start' }, { type });
      expect(state.searching).toBe(false);
      expect(state.result).toBeNull();
    }
  });

  it('the area can be changed after a search only', () => {
    expect(run({ type: 'area', area: 'SE1' })).toEqual(initialSearchState);
    const state = run({ type: 'search-success', postalCode: '11122', area: 'SE3', inTable: true }, { type: 'area', area: 'SE2' });
    expect(state.result?.area).toBe('SE2');
    expect(state.result?.detectedArea).toBe('SE3');
    expect(ids(state)).toEqual(['mitt']);
  });

  it("'Rensa sökning' clears the code, message and results but keeps filter and consumption", () => {
    const state = run(
      { type: 'choice', choice: 'fast' },
      { type: 'kwh', value: 3000 },
      { type: 'input', value: '11122' },
      { type: 'search-success', postalCode: '11122', area: 'SE4', inTable: true },
      { type: 'clear' },
    );
    expect(state).toMatchObject({ input: '', invalid: false, result: null, searching: false, choice: 'fast', monthlyKwh: 3000 });
    expect(shownArea(state)).toBe(DEFAULT_PRICE_AREA);
  });
});

describe('filters and sort', () => {
  it('before a search the default area, SE3, is listed', () => {
    expect(DEFAULT_PRICE_AREA).toBe('SE3');
    expect(shownArea(initialSearchState)).toBe('SE3');
  });

  it("'Rörligt pris' shows variable and hourly, cheapest first at the chosen consumption", () => {
    // At 2 000 kWh: Beta 80 × 20 + 49 = 1 649; Gamma 85 × 20 = 1 700; Alfa 90 × 20 + 60 = 1 860.
    expect(ids(initialSearchState)).toEqual(['billig-rorlig', 'timpris', 'dyr-rorlig']);
  });

  it('the order follows the consumption: a fee weighs more at low use', () => {
    // At 500 kWh: Gamma 425, Beta 449, Alfa 510.
    expect(ids(run({ type: 'kwh', value: 500 }))).toEqual(['timpris', 'billig-rorlig', 'dyr-rorlig']);
  });

  it("'Fast pris' shows fixed only and 'Endast miljöel' every green contract", () => {
    expect(ids(run({ type: 'choice', choice: 'fast' }))).toEqual(['fast']);
    expect(ids(run({ type: 'choice', choice: 'miljo' }))).toEqual(['timpris', 'fast']);
  });

  it('consumption is kept on the slider range and step', () => {
    expect(run({ type: 'kwh', value: 50 }).monthlyKwh).toBe(MONTHLY_KWH_MIN);
    expect(run({ type: 'kwh', value: 99999 }).monthlyKwh).toBe(MONTHLY_KWH_MAX);
    expect(run({ type: 'kwh', value: 2149 }).monthlyKwh).toBe(2100);
    expect(run({ type: 'kwh', value: Number.NaN }).monthlyKwh).toBe(DEFAULT_MONTHLY_KWH);
  });
});

describe('live prices', () => {
  it('overwrite price and fee of matching offers only, rounded as shown', () => {
    const offers = withLivePrices(OFFERS_BY_AREA.SE3, { 'dyr-rorlig': { pricePerKwh: 50.04, monthlyFee: 10 } });
    expect(offers.find((o) => o.id === 'dyr-rorlig')).toMatchObject({ pricePerKwh: 50, monthlyFee: 10 });
    expect(offers.find((o) => o.id === 'billig-rorlig')).toMatchObject({ pricePerKwh: 80, monthlyFee: 49 });
  });

  it('re-rank the list of their area and leave other areas alone', () => {
    const state = run({ type: 'live-prices', area: 'SE3', prices: { 'dyr-rorlig': { pricePerKwh: 50, monthlyFee: 10 } } });
    expect(ids(state)[0]).toBe('dyr-rorlig');
    const se4 = searchReducer(state, { type: 'search-success', postalCode: '21122', area: 'SE4', inTable: true });
    expect(ids(se4)[0]).toBe('billig-rorlig');
  });
});

describe('the address', () => {
  it('reads postalCode, type, kwh and area', () => {
    expect(readUrlState('?postalCode=11122&type=fast&kwh=2550&area=se2')).toEqual({
      postalCode: '11122',
      choice: 'fast',
      monthlyKwh: 2600,
      area: 'SE2',
    });
  });

  it('still reads the earlier ?elomrade=, and ?area= wins when both are there', () => {
    expect(readUrlState('?elomrade=SE4').area).toBe('SE4');
    expect(readUrlState('?postalCode=11122&elomrade=se1').area).toBe('SE1');
    expect(readUrlState('?area=SE2&elomrade=SE4').area).toBe('SE2');
  });

  it('ignores unknown values', () => {
    expect(readUrlState('?type=gratis&kwh=&area=SE9')).toEqual({ postalCode: null, choice: null, monthlyKwh: null, area: null });
    expect(readUrlState('?kwh=abc').monthlyKwh).toBe(DEFAULT_MONTHLY_KWH);
  });

  it('searches automatically only for a valid code, after 500 ms', () => {
    expect(AUTO_SEARCH_DELAY_MS).toBe(500);
    expect(autoSearchCode(readUrlState('?postalCode=11122'))).toBe('11122');
    expect(autoSearchCode(readUrlState('?postalCode=111%2022'))).toBe('11122');
    expect(autoSearchCode(readUrlState('?postalCode=1234'))).toBeNull();
    expect(autoSearchCode(readUrlState('?postalCode='))).toBeNull();
    expect(autoSearchCode(readUrlState(''))).toBeNull();
  });

  it('fills the field from the address and explains an invalid code at once (but not an empty one)', () => {
    const invalid = run({ type: 'from-url', url: readUrlState('?postalCode=%3Cscript%3E&type=fast') });
    expect(invalid).toMatchObject({ input: '<script>', invalid: true, choice: 'fast' });
    const empty = run({ type: 'from-url', url: readUrlState('?postalCode=') });
    expect(empty).toMatchObject({ input: '', invalid: false });
  });

  it('writes only what differs from the defaults', () => {
    expect(urlQuery(initialSearchState)).toBe('');
    expect(urlQuery(run({ type: 'choice', choice: 'miljo' }, { type: 'kwh', value: 3100 }))).toBe('?type=miljo&kwh=3100');
    const searched = run({ type: 'search-success', postalCode: '11122', area: 'SE3', inTable: true });
    expect(urlQuery(searched)).toBe('?postalCode=11122');
    expect(urlQuery(searchReducer(searched, { type: 'area', area: 'SE4' }))).toBe('?postalCode=11122&area=SE4');
    expect(urlQuery(searchReducer(searched, { type: 'clear' }))).toBe('');
  });

  it('round-trips: reading the written query gives the same screen', () => {
    const state = run(
      { type: 'choice', choice: 'fast' },
      { type: 'kwh', value: 4200 },
      { type: 'search-success', postalCode: '85231', area: 'SE2', inTable: true },
      { type: 'area', area: 'SE1' },
    );
    const url = readUrlState(urlQuery(state));
    expect(url).toEqual({ postalCode: '85231', choice: 'fast', monthlyKwh: 4200, area: 'SE1' });
  });
});

describe('a code our table does not know (review item 17)', () => {
  it('still gives a result, marked as not in the table', () => {
    const state = run({ type: 'search-success', postalCode: '99999', area: 'SE3', inTable: false });
    expect(state.result).toEqual({ postalCode: '99999', detectedArea: 'SE3', area: 'SE3', inTable: false });
    expect(ids(state)).toEqual(['billig-rorlig', 'timpris', 'dyr-rorlig']);
  });
});

describe('remembered inputs (functional consent)', () => {
  const noUrl = readUrlState('');

  it('fill in what the address leaves out: postcode, area and consumption', () => {
    expect(startingPoint(noUrl, { postalCode: '97231', area: 'SE2', monthlyKwh: 1300, annualKwh: 15000 })).toEqual({
      url: { postalCode: '97231', choice: null, monthlyKwh: 1300, area: 'SE2' },
      startArea: 'SE2',
    });
  });

  it('lose to a postcode and consumption in the address', () => {
    const url = readUrlState('?postalCode=11122&kwh=3000');
    expect(startingPoint(url, { postalCode: '97231', area: 'SE1', monthlyKwh: 1300 })).toEqual({
      url: { postalCode: '11122', choice: null, monthlyKwh: 3000, area: null },
      startArea: 'SE1',
    });
  });

  it('the contract choice made last time, unless the address names one', () => {
    expect(startingPoint(noUrl, { contractChoice: 'miljo' }).url.choice).toBe('miljo');
    expect(startingPoint(readUrlState('?type=fast'), { contractChoice: 'miljo' }).url.choice).toBe('fast');
  });

  it('an area without a postcode is the list before a search', () => {
    const start = startingPoint(noUrl, { area: 'SE4' });
    expect(start.url).toEqual(noUrl);
    const state = run({ type: 'from-url', url: start.url, startArea: start.startArea });
    expect(shownArea(state)).toBe('SE4');
    expect(ids(state)[0]).toBe('billig-rorlig');
    expect(shownArea(searchReducer(state, { type: 'search-success', postalCode: '97231', area: 'SE1', inTable: true }))).toBe('SE1');
  });

  it('an area in the address without a postcode is the list before a search, and is written back', () => {
    const start = startingPoint(readUrlState('?area=SE2&kwh=1000'), { area: 'SE4', postalCode: '21122' });
    expect(start).toEqual({ url: { postalCode: '21122', choice: null, monthlyKwh: 1000, area: 'SE2' }, startArea: 'SE2' });
    const plain = startingPoint(readUrlState('?area=SE2'), null);
    expect(plain.startArea).toBe('SE2');
    const state = run({ type: 'from-url', url: plain.url, startArea: plain.startArea });
    expect(urlQuery(state)).toBe('?area=SE2');
  });

  it('nothing remembered leaves the address as it is and SE3 before a search', () => {
    expect(startingPoint(noUrl, null)).toEqual({ url: noUrl, startArea: 'SE3' });
    expect(autoSearchCode(startingPoint(noUrl, { postalCode: '11122' }).url)).toBe('11122');
  });
});
