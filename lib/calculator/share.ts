import { areaLabel } from '@/lib/compare/area-note';
import { calculatorShareText } from '@/lib/domain/calculator';
import { formatKr } from '@/lib/format';
import type { BillSummary } from '@/lib/grid/full-bill';

import type { Outcome } from './state';

/** The full bill's line of a share: the whole bill, or for an apartment on a house tariff the two sums apart. */
export function sharedBillLine(bill: BillSummary): string {
  const fuse = bill.apartmentTariff ? 'lägenhetstariff' : `${bill.fuse} A`;
  if (bill.kind === 'grid-apart') {
    return `Elhandel och energiskatt: ${formatKr(bill.yearKr)} per år (${formatKr(bill.monthKr)} per månad), inklusive moms. Elnätet hos ${bill.operatorName} med villatariffen, ${formatKr(bill.gridYearKr ?? 0)} per år, ingår inte: vi har ingen lägenhetstariff för bolaget.`;
  }
  const what = bill.complete ? 'Hela elkostnaden' : 'Elkostnaden utom de delar som saknas';
  return `${what} med ${bill.operatorName} (${fuse}): ${formatKr(bill.yearKr)} per år (${formatKr(bill.monthKr)} per månad), med elhandel, elnät, energiskatt och moms.`;
}

/** What 'Dela resultat' sends: the result as on screen, with the full bill when it is computed. */
export function calculatorShareMessage(outcome: Outcome, bill: BillSummary | null, siteName: string): string {
  const { result, alternative, annualKwh, area } = outcome;
  const text = calculatorShareText(result, siteName, alternative ? { annualKwh, areaText: areaLabel(area), offer: alternative } : null);
  return bill ? `${text}\n${sharedBillLine(bill)}` : text;
}
