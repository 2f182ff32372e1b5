import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, type FormEvent } from 'react';

import { usePostcodeLookup } from '@/components/postcode/use-postcode-lookup';
import { useArrivalAddress, useRememberedInputs } from '@/components/use-remembered-inputs';
import {
  INITIAL_CALCULATOR_STATE,
  calculatorReducer,
  calculatorStart,
  calculatorView,
  linkedSubmission,
  type CalculatorView,
  type FormField,
  type Outcome,
  type Submission,
} from '@/lib/calculator/state';
import { cheapestAlternative } from '@/lib/domain/calculator';
import { isPriceArea } from '@/lib/domain/price-area';
import { revealResult } from '@/lib/dom/reveal-result';
import { consumptionFromAnnual, rememberInputs } from '@/lib/remembered-inputs';

import { areaIndex, preloadArea, type CalculatorSources } from './area-offers';

export interface Calculator {
  view: CalculatorView;
  outcome: Outcome | null;
  edit(field: FormField, value: string): void;
  touch(field: FormField): void;
  setArea(value: string): void;
  calculate(event: FormEvent<HTMLFormElement>): void;
  /** Starts loading the area's offers (on focus of the form). */
  warm(): void;
}

/**
 * The calculator island's state (lib/calculator/state.ts) wired to the browser: the start from
 * the address or storage, the postcode lookup with its race guard, the area's cheapest offer,
 * what is remembered with functional consent, and the result brought into view.
 */
export function useCalculator(
  sources: CalculatorSources,
  resultRef: React.RefObject<HTMLElement | null>,
  headingRef: React.RefObject<HTMLElement | null>,
): Calculator {
  const [state, dispatch] = useReducer(calculatorReducer, INITIAL_CALCULATOR_STATE);
  const address = useArrivalAddress();
  const remembered = useRememberedInputs();
  const search = address?.search ?? null;
  const start = useMemo(() => calculatorStart(search, remembered), [search, remembered]);
  const view = calculatorView(state, start);
  const postcode = usePostcodeLookup();

  // Counts the results asked for: one that arrives after an input changed is dropped.
  const showRun = useRef(0);
  const revealPending = useRef(false);
  const show = useCallback(
    async (next: Submission, reveal: boolean) => {
      const run = (showRun.current += 1);
      const index = await areaIndex(next.area);
      if (run !== showRun.current) return;
      const alternative = index ? cheapestAlternative(index, next.annualKwh, sources[next.area]) : null;
      revealPending.current = reveal;
      dispatch({ type: 'show', outcome: { ...next, alternative, alternativeFailed: index === null } });
    },
    [sources],
  );

  // Before paint, so the focus is on the result's heading as soon as it shows.
  useLayoutEffect(() => {
    if (!state.outcome || !revealPending.current) return;
    revealPending.current = false;
    revealResult(resultRef.current, headingRef.current);
  }, [state.outcome, resultRef, headingRef]);

  // A link to a filled-in bill shows its result at once (on arrival only: storage plays no part in a link).
  useEffect(() => {
    const linked = search === null ? null : linkedSubmission(calculatorStart(search, null));
    if (linked) void show(linked, false);
  }, [search, show]);

  // The postcode in the field (typed, linked or remembered) is looked up; the answer names its code.
  const { postcodeToLookUp, preferredArea } = view;
  useEffect(() => {
    if (postcodeToLookUp === null) {
      postcode.cancel();
      return;
    }
    let live = true;
    void postcode.lookup(postcodeToLookUp).then((answer) => {
      if (!live || answer.status === 'stale' || answer.status === 'invalid') return;
      if (answer.status === 'found') {
        // A code no Swedish postcode starts with has no area: the visitor picks it.
        const area = preferredArea ?? answer.detectedArea;
        if (area) preloadArea(area);
        dispatch({
          type: 'lookup',
          preferredArea,
          answer: { postalCode: postcodeToLookUp, status: 'found', detectedArea: answer.detectedArea, inTable: answer.inTable },
        });
      } else {
        // The lookup's code or data could not be loaded: the visitor picks the area instead.
        dispatch({ type: 'lookup', preferredArea, answer: { postalCode: postcodeToLookUp, status: 'failed' } });
      }
    });
    return () => {
      live = false;
    };
  }, [postcodeToLookUp, preferredArea, postcode]);

  const dropOutcome = () => {
    showRun.current += 1;
  };

  return {
    view,
    outcome: state.outcome,
    edit(field, value) {
      dropOutcome();
      dispatch({ type: 'edit', field, value });
    },
    touch: (field) => dispatch({ type: 'touch', field }),
    setArea(value) {
      if (!isPriceArea(value)) return;
      dropOutcome();
      preloadArea(value);
      dispatch({ type: 'area', area: value });
    },
    calculate(event) {
      event.preventDefault();
      const { submission, kwh, price, priceGiven, postcodeValid } = view;
      if (!kwh.ok || (priceGiven && !price.ok) || !postcodeValid) {
        dispatch({ type: 'touch-all', priceGiven });
        return;
      }
      if (!submission) return;
      dispatch({ type: 'calculated' });
      void show(submission, true);
      rememberInputs({ ...consumptionFromAnnual(submission.annualKwh), area: submission.area, postalCode: submission.postalCode });
    },
    warm: () => preloadArea(view.area),
  };
}
