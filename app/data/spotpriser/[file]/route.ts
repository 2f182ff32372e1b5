import { allSpotMonths, getSpotMonthFile } from '@/lib/content/spot-intervals';
import { isPriceArea } from '@/lib/domain/price-area';
import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';

/**
 * One area's interval spot prices for one month as a static file: `npm run build` writes
 * out/data/spotpriser/SE3-2025-10.json for every area and month of the bundled history
 * (content/data/spot/intervals/). /min-forbrukning fetches only the months a visitor's meter file
 * covers. Format: lib/spot/interval-file.ts; the site check holds each file to a byte budget.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return allSpotMonths().map(({ area, month }) => ({ file: `${area}-${month}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = /^(SE[1-4])-(\d{4}-\d{2})\.json$/.exec((await params).file);
  const area = match?.[1];
  if (!match || !area || !isPriceArea(area)) return new Response('Okänd fil', { status: 404 });
  return publishedJson('spotpriser', versionedFile('spotpriser', getSpotMonthFile(area, match[2]!)));
}
