import { getLatestDays, getMonthlyAverages, getSpotDataDates } from '@/lib/content/spot-prices';
import { isPriceArea, PRICE_AREAS } from '@/lib/domain/price-area';
import { SPOT_UNIT } from '@/lib/domain/spot-price-schemas';
import { publishedJson } from '@/lib/open-data/publish';
import { historyJson, monthlyHistoryCsv } from '@/lib/spot/history';

/**
 * The download files of /elpris-historik as static files: `npm run build` writes
 * out/data/elpris-historik/SE1.csv … SE4.csv ('Ladda ner data', docs/rules/spot-prices.md: "downloads a CSV of
 * the selected area's history") and SE1.json … SE4.json (the bundled days and months,
 * machine-readable, described on the page). Plain links that work without JavaScript; nothing
 * live is proxied.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const FORMATS = ['csv', 'json'] as const;

export function generateStaticParams(): { file: string }[] {
  return FORMATS.flatMap((format) => PRICE_AREAS.map((area) => ({ file: `${area}.${format}` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const match = /^(SE[1-4])\.(csv|json)$/.exec(file);
  const area = match?.[1];
  if (!match || !area || !isPriceArea(area)) return new Response('Okänd fil', { status: 404 });
  if (match[2] === 'csv') {
    return new Response(monthlyHistoryCsv(area, getMonthlyAverages(area)), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
  }
  const dates = getSpotDataDates();
  return publishedJson(
    'elpris-historik',
    historyJson(area, {
      days: getLatestDays(area),
      months: getMonthlyAverages(area),
      unit: SPOT_UNIT,
      source: { attribution: dates.attribution, url: dates.sourceUrl },
      latestDay: dates.latestDay,
      averagesThrough: dates.averagesThrough,
    }),
  );
}
