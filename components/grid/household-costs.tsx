import { formatKr, formatKwh, formatList } from '@/lib/format';
import type { HouseholdCost } from '@/lib/grid/household';
import { Table } from '@/components/ui/table';

/**
 * The yearly grid cost and full bill for Ei's household types, for one price list: a
 * three-column table that fits a 375 px screen. A total with an unknown part reads "minst" and
 * names the part it leaves out beside the figure, so it is never read as the whole bill; a
 * household the price list has no tariff for says why, and a figure for another fuse says which.
 */

function Amount({ total }: { total: { yearKr: number; monthKr: number; complete: boolean; missing: string[] } }) {
  if (!total.complete) {
    return (
      <>
        <span className="font-semibold tabular-nums">minst {formatKr(total.yearKr)}</span>
        <span className="block text-xs text-muted-foreground">
          plus {formatList(total.missing.map((m) => m.toLowerCase()))}, som är {total.missing.length === 1 ? 'okänd' : 'okända'}
        </span>
      </>
    );
  }
  return (
    <>
      <span className="font-semibold tabular-nums">{formatKr(total.yearKr)}</span>
      <span className="block text-xs text-muted-foreground tabular-nums">{formatKr(total.monthKr)}/mån</span>
    </>
  );
}

export function HouseholdCosts({ costs, caption, showBill }: { costs: readonly HouseholdCost[]; caption: string; showBill: boolean }) {
  return (
    <Table caption={<>{caption}</>} className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-border text-xs text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            Hushåll
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            Elnät per år
          </th>
          {showBill ? (
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              Hela elkostnaden per år
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {costs.map((cost) => (
          <tr key={cost.type.id} className="border-b border-border align-top last:border-0">
            <th scope="row" className="py-2 pr-2 font-normal">
              <span className="font-medium">{cost.type.label}</span>
              <span className="block text-xs text-muted-foreground">
                {cost.available ? `${cost.type.apartment ? (cost.tariff.variant ?? 'lägenhetstariff') : `${cost.fuse}\u00A0A`}, ` : ''}
                {formatKwh(cost.type.annualKwh)}/år
              </span>
              {cost.available && cost.fuseNote ? <span className="block text-xs text-muted-foreground">{cost.fuseNote}</span> : null}
            </th>
            {cost.available ? (
              <>
                <td className="px-2 py-2 text-right">
                  <Amount total={cost.grid.total} />
                </td>
                {showBill ? <td className="py-2 pl-2 text-right">{cost.bill ? <Amount total={cost.bill.total} /> : '–'}</td> : null}
              </>
            ) : (
              <td colSpan={showBill ? 2 : 1} className="py-2 pl-2 text-xs text-muted-foreground">
                {cost.reason}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
