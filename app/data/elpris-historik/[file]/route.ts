import { getMonthlyAverages } from '@/lib/content/spot-prices';
import { isPriceArea, PRICE_AREAS } from '@/lib/domain/price-area';
import { monthlyHistoryCsv } from '@/lib/spot/history';

/**
 * The 'Ladda ner data' files of /elpris-historik as static downloads: `next build` writes
 * out/data/elpris-historik/SE1.csv … SE4.csv, so the button is a plain link that works without
 * JavaScript (decisions.md: "'Ladda ner data' downloads a CSV of the selected area's history").
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return PRICE_AREAS.map((area) => ({ file: `${area}.csv` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const area = file.replace(/\.csv$/, '');
  if (!isPriceArea(area)) return new Response('Okänt elområde', { status: 404 });
  return new Response(monthlyHistoryCsv(area, getMonthlyAverages(area)), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
}
