import type { PriceArea } from '@/lib/domain/price-area';
import { formatClockTime, formatDate, formatOrePerKwh } from '@/lib/format';
import type { PriceBlock } from '@/lib/spot/cheapest-block';
import type { SpotDay } from '@/lib/spot/day-view';
import { cheapestBlocks, dayEndMs } from '@/lib/spot/two-days';
import { Table } from '@/components/ui/table';

function BlockCell({ block, testId, dayEnd, nextDayEnd }: { block: PriceBlock | null; testId: string; dayEnd: number; nextDayEnd: number }) {
  if (!block) {
    return (
      <td className="py-2 pr-3 text-muted-foreground" data-testid={testId}>
        ryms inte
      </td>
    );
  }
  const crosses = block.startMs < dayEnd && block.endMs > dayEnd;
  const end = block.endMs === dayEnd || block.endMs === nextDayEnd ? '24:00' : formatClockTime(block.endMs);
  return (
    <td className="py-2 pr-3" data-testid={testId} data-start={block.startMs} data-end={block.endMs}>
      <span className="font-semibold whitespace-nowrap tabular-nums">
        {formatClockTime(block.startMs)}–{end}
      </span>
      {crosses ? <span className="inline-block text-muted-foreground">&nbsp;(över midnatt)</span> : null}
      <br />
      <span className="text-muted-foreground tabular-nums">{formatOrePerKwh(block.averageOre)}</span>
    </td>
  );
}

/**
 * The cheapest block of 1, 2, 3, 4 and 6 hours for today and tomorrow, on
 * /elpris-just-nu and /optimering alike (lib/spot/two-days.ts, cheapestBlocks). `nowMs` is given
 * only when `today` is today's live prices: today's blocks then start from the current quarter.
 */
export function CheapestBlocksTable({ today, tomorrow, nowMs, area }: { today: SpotDay; tomorrow: SpotDay | null; nowMs: number | null; area: PriceArea }) {
  const blocks = cheapestBlocks(today, tomorrow, nowMs);
  const dayEnd = dayEndMs(today);
  const nextDayEnd = tomorrow ? dayEndMs(tomorrow) : dayEnd;
  const todayHeading = nowMs === null ? formatDate(today.date) : blocks.fromNow ? `I dag, från kl. ${formatClockTime(blocks.fromMs)}` : 'I dag';
  return (
    <section aria-labelledby="billigast-rubrik" className="rounded-lg border border-border p-4 sm:p-5">
      <h3 id="billigast-rubrik" className="text-lg font-semibold">
        Billigaste sammanhängande timmar
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        När det är billigast att till exempel köra diskmaskinen eller ladda bilen i {area}: det sammanhängande blocket med lägst medelpris. Vi söker kvart för
        kvart, så ett block kan börja vilken kvart som helst. Medelpris i öre/kWh exkl. moms.
      </p>
      <Table caption={<>Billigaste sammanhängande block i {area}</>} className="mt-3 w-full text-sm" data-testid="cheapest-blocks">
        <thead>
          <tr className="border-b border-border text-left">
            {/* A set width: auto layout would share the table's width by content, so today's column moved
                when today's prices or tomorrow's column came in after the page had painted. */}
            <th scope="col" className="w-28 py-2 pr-3 font-semibold">
              Längd
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {todayHeading}
            </th>
            {tomorrow ? (
              <th scope="col" className="py-2 pr-3 font-semibold">
                I morgon
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {blocks.rows.map((row) => (
            <tr key={row.hours} className="border-b border-border/60 align-top">
              <th scope="row" className="py-2 pr-3 text-left font-medium whitespace-nowrap">
                {row.hours === 1 ? '1 timme' : `${row.hours} timmar`}
              </th>
              <BlockCell block={row.today} testId={`block-${row.hours}-today`} dayEnd={dayEnd} nextDayEnd={nextDayEnd} />
              {tomorrow ? <BlockCell block={row.tomorrow} testId={`block-${row.hours}-tomorrow`} dayEnd={dayEnd} nextDayEnd={nextDayEnd} /> : null}
            </tr>
          ))}
        </tbody>
      </Table>
      {/* After the table, not a clause in the paragraph above: tomorrow's prices come in after the page has painted, and the clause moved the whole table down. */}
      {tomorrow ? <p className="mt-2 text-sm text-muted-foreground">Dagens block kan fortsätta efter midnatt, in i morgondagens priser.</p> : null}
    </section>
  );
}
