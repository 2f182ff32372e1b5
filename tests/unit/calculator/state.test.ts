import {
  EMPTY_START,
  INITIAL_CALCULATOR_STATE,
  calculatorReducer,
  calculatorStart,
  calculatorView,
  linkedSubmission,
  outcomeAnnouncement,
  outcomeDwelling,
  type CalculatorAction,
  type CalculatorState,
  type Outcome,
} from '@/lib/calculator/state';

const run = (...actions: CalculatorAction[]): CalculatorState => actions.reduce(calculatorReducer, INITIAL_CALCULATOR_STATE);
const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ');

const OUTCOME: Outcome = { result: null, annualKwh: 2000, area: 'SE3', postalCode: null, alternative: null, alternativeFailed: false };

describe('the start: a link, else what was remembered', () => {
  it('is empty while pre-rendering (no address) and for a bare address without a record', () => {
    expect(calculatorStart(null, { annualKwh: 9000 })).toBe(EMPTY_START);
    expect(calculatorStart('', null)).toBe(EMPTY_START);
  });

  it('reads a link whole: consumption, area, the typed price and the postcode', () => {
    expect(calculatorStart('?kwh=2000&omrade=se4&pris=99.5&postnummer=211%2022', { annualKwh: 9000, area: 'SE1' })).toEqual({
      linked: true,
      annualKwh: 2000,
      area: 'SE4',
      priceText: '99,5',
      postalCode: '21122',
      preferredArea: 'SE4',
      linkProblem: null,
    });
  });

  it("gives a link's missing values the defaults and names the ones it could not read", () => {
    const start = calculatorStart('?natbolag=ellevio&kwh=abc&pris=gratis&postnummer=999', null);
    expect(start).toMatchObject({ linked: true, annualKwh: 5000, area: 'SE3', priceText: '', postalCode: null });
    expect(spaced(start.linkProblem)).toBe(
      'Vi kände inte igen förbrukningen i länken och visar standardvärdet i stället. Priset i länken gick inte att läsa, så vi räknar med det billigaste avtalet i stället. Postnumret i länken gick inte att läsa och är utelämnat.',
    );
  });

  it('without a link, takes the remembered consumption, area and postcode (the remembered area beats the lookup)', () => {
    expect(calculatorStart('?utm=x', { annualKwh: 12000, area: 'SE2', postalCode: '85230', monthlyKwh: 1000 })).toEqual({
      ...EMPTY_START,
      annualKwh: 12000,
      area: 'SE2',
      postalCode: '85230',
      preferredArea: 'SE2',
    });
  });

  it("a link's result is shown at once, with the price when the link has one", () => {
    expect(linkedSubmission(calculatorStart('?kwh=12000&pris=125,5', null))).toEqual({
      result: expect.objectContaining({ annualKwh: 12000, priceOrePerKwh: 125.5, currentAnnualCost: 15060 }),
      annualKwh: 12000,
      area: 'SE3',
      postalCode: null,
    });
    expect(linkedSubmission(calculatorStart('', { annualKwh: 12000 }))).toBeNull();
  });
});

describe('what the form shows', () => {
  it('shows the start in fields the visitor has not edited, and what was typed in the others', () => {
    const start = calculatorStart('', { annualKwh: 12000, area: 'SE1' });
    const untouched = calculatorView(INITIAL_CALCULATOR_STATE, start);
    expect([spaced(untouched.kwhText), untouched.priceText, untouched.area]).toEqual(['12 000', '', 'SE1']);
    const edited = calculatorView(run({ type: 'edit', field: 'annualKwh', value: '' }, { type: 'area', area: 'SE4' }), start);
    expect([edited.kwhText, edited.area]).toEqual(['', 'SE4']);
  });

  it('needs only a consumption; a typed price must parse, and hints show once a field is touched', () => {
    const start = EMPTY_START;
    expect(calculatorView(INITIAL_CALCULATOR_STATE, start)).toMatchObject({
      canCalculate: false,
      problems: { annualKwh: null, price: null, postalCode: null },
    });
    const typed = calculatorView(run({ type: 'edit', field: 'annualKwh', value: '12.000' }), start);
    expect(typed.canCalculate).toBe(true);
    expect(typed.submission).toEqual({ result: null, annualKwh: 12000, area: 'SE3', postalCode: null });
    const badPrice = calculatorView(run({ type: 'edit', field: 'annualKwh', value: '12000' }, { type: 'edit', field: 'price', value: '0' }), start);
    expect(badPrice).toMatchObject({ canCalculate: false, submission: null, problems: { price: 'Priset måste vara större än 0 öre/kWh.' } });
    const refused = calculatorView(run({ type: 'touch-all', priceGiven: false }), start);
    expect(refused.problems).toEqual({ annualKwh: 'Fyll i din årliga elförbrukning i kWh.', price: null, postalCode: null });
  });

  it('waits for the lookup of a valid postcode, then takes its area, unless the start chose one', () => {
    const typing = run({ type: 'edit', field: 'annualKwh', value: '5000' }, { type: 'edit', field: 'postalCode', value: '981 32' });
    const pending = calculatorView(typing, EMPTY_START);
    expect(pending).toMatchObject({ postcodeToLookUp: '98132', lookupPending: true, canCalculate: false, preferredArea: null });
    const found = run(
      { type: 'edit', field: 'annualKwh', value: '5000' },
      { type: 'edit', field: 'postalCode', value: '981 32' },
      {
        type: 'lookup',
        preferredArea: null,
        answer: { postalCode: '98132', status: 'found', detectedArea: 'SE1', inTable: true },
      },
    );
    expect(calculatorView(found, EMPTY_START)).toMatchObject({
      lookupPending: false,
      area: 'SE1',
      canCalculate: true,
      submission: { postalCode: '98132', area: 'SE1' },
    });
    // An answer for another code than the field's is not this one's: still pending.
    expect(calculatorView(calculatorReducer(found, { type: 'edit', field: 'postalCode', value: '11122' }), EMPTY_START).lookupPending).toBe(true);
    // The remembered area is kept for the remembered postcode.
    const start = calculatorStart('', { postalCode: '98132', area: 'SE2' });
    expect(calculatorView(INITIAL_CALCULATOR_STATE, start).preferredArea).toBe('SE2');
    const remembered = run({ type: 'lookup', preferredArea: 'SE2', answer: { postalCode: '98132', status: 'found', detectedArea: 'SE1', inTable: true } });
    expect(calculatorView(remembered, start).area).toBe('SE2');
  });

  it('says when the lookup failed, and lets the visitor calculate with the chosen area', () => {
    const failed = run(
      { type: 'edit', field: 'annualKwh', value: '5000' },
      { type: 'edit', field: 'postalCode', value: '11122' },
      {
        type: 'lookup',
        preferredArea: null,
        answer: { postalCode: '11122', status: 'failed' },
      },
    );
    expect(calculatorView(failed, EMPTY_START)).toMatchObject({ lookupFailed: true, lookupPending: false, area: 'SE3', canCalculate: true });
  });

  it('any edit or another area removes the result; the link problem goes with the first calculation', () => {
    const shown = run({ type: 'show', outcome: OUTCOME });
    expect(calculatorReducer(shown, { type: 'edit', field: 'price', value: '1' }).outcome).toBeNull();
    expect(calculatorReducer(shown, { type: 'area', area: 'SE2' }).outcome).toBeNull();
    expect(calculatorReducer(shown, { type: 'touch', field: 'price' }).outcome).toBe(OUTCOME);
    const start = calculatorStart('?kwh=x', null);
    expect(calculatorView(INITIAL_CALCULATOR_STATE, start).linkProblem).not.toBeNull();
    expect(calculatorView(run({ type: 'calculated' }), start).linkProblem).toBeNull();
  });
});

describe('a result', () => {
  it("is an apartment's at exactly Ei's 2 000 kWh, otherwise a house's", () => {
    expect([2000, 1999, 5000, 20000].map((annualKwh) => outcomeDwelling({ annualKwh }))).toEqual(['lagenhet', 'hus', 'hus', 'hus']);
  });

  it('is announced to screen readers, and nothing without one', () => {
    expect(outcomeAnnouncement(null)).toBe('');
    expect(outcomeAnnouncement(OUTCOME)).toContain('elområde SE3');
  });
});
