import { calculatorHref, compareHref } from '@/lib/paths';
import type { BillSummary } from '@/lib/grid/full-bill';
import { clampAnnualKwh } from '@/lib/market/consumption';

import { FORM_URL_PARAMS, type Outcome } from './state';

/** The calculator's two links, each built in one place. */

/**
 * The address that restores a result: consumption, area, the typed price and postcode, and the
 * full bill's operator, fuse and own peak. /kalkylator reads it on arrival and shows the result at
 * once (lib/calculator/state.ts `calculatorStart`, lib/grid/bill-url.ts).
 */
export function calculatorShareHref(outcome: Pick<Outcome, 'annualKwh' | 'area' | 'postalCode' | 'result'>, bill: BillSummary | null): string {
  const href = calculatorHref({
    annualKwh: outcome.annualKwh,
    area: outcome.area,
    ...(bill ? { operator: bill.tariffId, fuse: bill.fuse, ...(bill.peakKw !== null ? { peakKw: bill.peakKw } : {}) } : {}),
  });
  const extra = new URLSearchParams();
  if (outcome.result) extra.set(FORM_URL_PARAMS.price, String(outcome.result.priceOrePerKwh));
  if (outcome.postalCode) extra.set(FORM_URL_PARAMS.postalCode, outcome.postalCode);
  const query = extra.toString();
  return query === '' ? href : `${href}${href.includes('?') ? '&' : '?'}${query}`;
}

/** /jamfor with the same postcode, area and consumption (in the slider's range). */
export function calculatorCompareHref(outcome: Pick<Outcome, 'annualKwh' | 'area' | 'postalCode'>): string {
  return compareHref({ ...(outcome.postalCode ? { postalCode: outcome.postalCode } : {}), area: outcome.area, annualKwh: clampAnnualKwh(outcome.annualKwh) });
}
