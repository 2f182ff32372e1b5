import { areaLabel } from '@/lib/compare/area-note';
import {
  calculateCosts,
  calculationAnnouncement,
  checkAnnualKwh,
  checkPriceOre,
  echoNumber,
  fieldProblemMessage,
  type CalculatorField,
  type CalculatorResult,
  type CheapestAlternative,
  type FieldResult,
} from '@/lib/domain/calculator';
import { INVALID_POSTAL_CODE_MESSAGE, isValidPostalCode, normalizePostalCode } from '@/lib/postcode/code';
import { DEFAULT_PRICE_AREA, type PriceArea } from '@/lib/domain/price-area';
import { BILL_URL_PARAMS, ignoredLine, parseBillUrl, type BillUrlParam } from '@/lib/grid/bill-url';
import { dwellingOf } from '@/lib/market/consumption';
import type { RememberedInputs } from '@/lib/remembered-inputs';

/**
 * /kalkylator's island state as a pure model: what the visitor typed, the postcode lookup, and
 * the result with the inputs it was computed from. The form's components only dispatch and
 * render (components/calculator/), so every rule is tested without a browser
 * (tests/unit/calculator/state.test.ts). The rules are docs/rules/calculator.md.
 *
 * A field the visitor has not edited shows its start value: a link to a filled-in bill
 * (`?kwh=&omrade=&pris=&postnummer=`, with the full bill's own parameters read by its section),
 * otherwise what was remembered with functional consent. The start is read from the browser
 * (the address and storage do not exist while pre-rendering), so it is a parameter of the
 * selectors, never copied into the state.
 */

export type FormField = CalculatorField | 'postalCode';

/** The parameters of a link that the form reads itself (the full bill's section reads the rest). */
export const FORM_URL_PARAMS = {
  annualKwh: BILL_URL_PARAMS.kwh,
  area: BILL_URL_PARAMS.area,
  /** The supply price typed, öre/kWh incl. VAT (decimal point or comma). */
  price: 'pris',
  /** Five digits. */
  postalCode: 'postnummer',
} as const;

const FORM_BILL_PARAMS: readonly BillUrlParam[] = ['kwh', 'area'];

/** Where the form starts: a link, what was remembered, or nothing (before hydration, too). */
export interface CalculatorStart {
  /** A link: the result is shown at once, with these inputs. */
  linked: boolean;
  annualKwh: number | null;
  area: PriceArea | null;
  /** As typed into the field; checked like a typed one. */
  priceText: string;
  postalCode: string | null;
  /** The area to keep when the start's postcode is looked up (a remembered choice beats the lookup). */
  preferredArea: PriceArea | null;
  /** 'Vi kände inte igen förbrukningen i länken …', or null. */
  linkProblem: string | null;
}

export const EMPTY_START: CalculatorStart = {
  linked: false,
  annualKwh: null,
  area: null,
  priceText: '',
  postalCode: null,
  preferredArea: null,
  linkProblem: null,
};

/** Any form or bill parameter makes an address a link to a filled-in bill. */
function isLink(params: URLSearchParams): boolean {
  return [...Object.values(BILL_URL_PARAMS), FORM_URL_PARAMS.price, FORM_URL_PARAMS.postalCode].some((key) => params.has(key));
}

/**
 * The start from the address (null while pre-rendering) and what was remembered. A link wins and
 * is read whole (its missing values are the defaults, a bad price or postcode is dropped and named);
 * otherwise the remembered consumption, area and postcode.
 */
export function calculatorStart(search: string | null, remembered: RememberedInputs | null): CalculatorStart {
  if (search === null) return EMPTY_START;
  const params = new URLSearchParams(search);
  if (isLink(params)) {
    const bill = parseBillUrl(params);
    const problems: string[] = [];
    const billLine = ignoredLine(bill.ignored.filter((key) => FORM_BILL_PARAMS.includes(key)));
    if (billLine) problems.push(billLine);
    const rawPrice = params.get(FORM_URL_PARAMS.price)?.trim() ?? '';
    const price = rawPrice === '' ? null : checkPriceOre(rawPrice);
    if (price && !price.ok) problems.push('Priset i länken gick inte att läsa, så vi räknar med det billigaste avtalet i stället.');
    const rawCode = params.get(FORM_URL_PARAMS.postalCode)?.trim() ?? '';
    const postalCode = rawCode !== '' && isValidPostalCode(rawCode) ? normalizePostalCode(rawCode) : null;
    if (rawCode !== '' && postalCode === null) problems.push('Postnumret i länken gick inte att läsa och är utelämnat.');
    const area = bill.area ?? DEFAULT_PRICE_AREA;
    return {
      linked: true,
      annualKwh: bill.annualKwh,
      area,
      priceText: price?.ok ? echoNumber(price.value) : '',
      postalCode,
      preferredArea: area,
      linkProblem: problems.length > 0 ? problems.join(' ') : null,
    };
  }
  if (!remembered) return EMPTY_START;
  return {
    ...EMPTY_START,
    annualKwh: remembered.annualKwh ?? null,
    area: remembered.area ?? null,
    postalCode: remembered.postalCode ?? null,
    preferredArea: remembered.area ?? null,
  };
}

/** A result together with the inputs it was computed from; it is dropped when any input changes. */
export interface Outcome {
  /** Null when no price was typed: the page then shows the cheapest offer and the full bill with it. */
  result: CalculatorResult | null;
  annualKwh: number;
  area: PriceArea;
  postalCode: string | null;
  alternative: CheapestAlternative | null;
  /** The area's offers could not be loaded, so there is no cheapest offer to show. */
  alternativeFailed: boolean;
}

/** What a result is asked for with, before the area's cheapest offer is known. */
export type Submission = Omit<Outcome, 'alternative' | 'alternativeFailed'>;

/** The lookup's answer for one postcode. */
export type LookupAnswer = { postalCode: string; status: 'found'; detectedArea: PriceArea | null; inTable: boolean } | { postalCode: string; status: 'failed' };

export interface CalculatorState {
  /** What the visitor typed in each field; null: not edited, the start's value shows. */
  kwhInput: string | null;
  priceInput: string | null;
  postcodeInput: string | null;
  /** The area chosen in the list, or given by a postcode's lookup; null: the start's. */
  area: PriceArea | null;
  /** The latest lookup's answer; pending while it names another postcode than the field's. */
  lookup: LookupAnswer | null;
  /** A hint appears once a field has been typed in or left, not on the untouched form. */
  touched: Readonly<Record<FormField, boolean>>;
  outcome: Outcome | null;
  /** The start's link problem is shown until the first calculation. */
  linkProblemDismissed: boolean;
}

export const INITIAL_CALCULATOR_STATE: CalculatorState = {
  kwhInput: null,
  priceInput: null,
  postcodeInput: null,
  area: null,
  lookup: null,
  touched: { annualKwh: false, price: false, postalCode: false },
  outcome: null,
  linkProblemDismissed: false,
};

export type CalculatorAction =
  | { type: 'edit'; field: FormField; value: string }
  | { type: 'touch'; field: FormField }
  /** A refused submit: every field's hint shows (the price's only when one was typed). */
  | { type: 'touch-all'; priceGiven: boolean }
  | { type: 'area'; area: PriceArea }
  | { type: 'lookup'; answer: LookupAnswer; preferredArea: PriceArea | null }
  | { type: 'calculated' }
  | { type: 'show'; outcome: Outcome };

const touch = (touched: CalculatorState['touched'], field: FormField) => (touched[field] ? touched : { ...touched, [field]: true });

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'edit': {
      const key = action.field === 'annualKwh' ? 'kwhInput' : action.field === 'price' ? 'priceInput' : 'postcodeInput';
      return { ...state, [key]: action.value, touched: touch(state.touched, action.field), outcome: null };
    }
    case 'touch':
      return { ...state, touched: touch(state.touched, action.field) };
    case 'touch-all':
      return { ...state, touched: { annualKwh: true, price: action.priceGiven, postalCode: true } };
    case 'area':
      return { ...state, area: action.area, outcome: null };
    case 'lookup':
      return {
        ...state,
        lookup: action.answer,
        area: action.answer.status === 'found' ? (action.preferredArea ?? action.answer.detectedArea ?? state.area) : state.area,
      };
    case 'calculated':
      return { ...state, linkProblemDismissed: true };
    case 'show':
      return { ...state, outcome: action.outcome };
  }
}

export interface CalculatorView {
  kwhText: string;
  priceText: string;
  postcodeText: string;
  area: PriceArea;
  kwh: FieldResult;
  price: FieldResult;
  priceGiven: boolean;
  postcodeValid: boolean;
  /** The normalised postcode the field holds when it is valid: the one to look up. */
  postcodeToLookUp: string | null;
  /** The area to keep when postcodeToLookUp is answered (the start's, for the start's postcode). */
  preferredArea: PriceArea | null;
  lookupPending: boolean;
  lookupFailed: boolean;
  /** The lookup's answer for the code in the field, for the note under it. */
  found: Extract<LookupAnswer, { status: 'found' }> | null;
  canCalculate: boolean;
  problems: Readonly<Record<FormField, string | null>>;
  /** What 'Beräkna elkostnad' computes now, or null when an input is not usable yet. */
  submission: Submission | null;
  linkProblem: string | null;
}

/** Everything the form shows for a state and its start. */
export function calculatorView(state: CalculatorState, start: CalculatorStart): CalculatorView {
  const kwhText = state.kwhInput ?? (start.annualKwh !== null ? echoNumber(start.annualKwh) : '');
  const priceText = state.priceInput ?? start.priceText;
  const postcodeText = state.postcodeInput ?? start.postalCode ?? '';
  const area = state.area ?? start.area ?? DEFAULT_PRICE_AREA;
  const kwh = checkAnnualKwh(kwhText);
  const priceGiven = priceText.trim() !== '';
  const price = checkPriceOre(priceText);
  const postcodeGiven = postcodeText.trim() !== '';
  const postcodeValid = !postcodeGiven || isValidPostalCode(postcodeText);
  const postcodeToLookUp = postcodeGiven && postcodeValid ? normalizePostalCode(postcodeText) : null;
  const answer = postcodeToLookUp !== null && state.lookup?.postalCode === postcodeToLookUp ? state.lookup : null;
  const lookupPending = postcodeToLookUp !== null && answer === null;
  const canCalculate = kwh.ok && (!priceGiven || price.ok) && postcodeValid && !lookupPending;
  const submission: Submission | null =
    canCalculate && kwh.ok
      ? { result: priceGiven && price.ok ? calculateCosts(kwh.value, price.value) : null, annualKwh: kwh.value, area, postalCode: postcodeToLookUp }
      : null;
  return {
    kwhText,
    priceText,
    postcodeText,
    area,
    kwh,
    price,
    priceGiven,
    postcodeValid,
    postcodeToLookUp,
    preferredArea: state.postcodeInput === null ? start.preferredArea : null,
    lookupPending,
    lookupFailed: answer?.status === 'failed',
    found: answer?.status === 'found' ? answer : null,
    canCalculate,
    problems: {
      annualKwh: state.touched.annualKwh && !kwh.ok ? fieldProblemMessage('annualKwh', kwh.problem) : null,
      price: state.touched.price && priceGiven && !price.ok ? fieldProblemMessage('price', price.problem) : null,
      postalCode: state.touched.postalCode && !postcodeValid ? INVALID_POSTAL_CODE_MESSAGE : null,
    },
    submission,
    linkProblem: state.linkProblemDismissed ? null : start.linkProblem,
  };
}

/** The screen reader's line for a result ('' without one). */
export function outcomeAnnouncement(outcome: Outcome | null): string {
  return outcome ? calculationAnnouncement(outcome.result, outcome.alternative, areaLabel(outcome.area)) : '';
}

/** The household a result's consumption is exactly, if any: an apartment's bill uses an apartment tariff. */
export function outcomeDwelling(outcome: Pick<Outcome, 'annualKwh'>): 'lagenhet' | 'hus' {
  return dwellingOf(outcome.annualKwh);
}

/** A link's result, shown at once on arrival (its postcode only gives the energy tax; the area is the link's). */
export function linkedSubmission(start: CalculatorStart): Submission | null {
  if (!start.linked || start.annualKwh === null) return null;
  const price = start.priceText === '' ? null : checkPriceOre(start.priceText);
  return {
    result: price?.ok ? calculateCosts(start.annualKwh, price.value) : null,
    annualKwh: start.annualKwh,
    area: start.area ?? DEFAULT_PRICE_AREA,
    postalCode: start.postalCode,
  };
}
