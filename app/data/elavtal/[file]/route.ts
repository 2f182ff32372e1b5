import { getAreaFile } from '@/lib/content/market';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { areaFileName, areaOfFileName } from '@/lib/market/area-file';
import { publishedJson } from '@/lib/open-data/publish';

/**
 * Every offer of one price area as a static file: `npm run build` writes out/data/elavtal/se1.json …
 * se4.json from content/data/elavtal/offers.json, and /jamfor fetches its area's file
 * (lib/market/area-file-loader.ts) instead of carrying 1 765 offers in its HTML or JavaScript
 * Format and budget: lib/market/area-file.ts.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return PRICE_AREAS.map((area) => ({ file: areaFileName(area) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const area = areaOfFileName((await params).file);
  if (!area) return new Response('Okänt elområde', { status: 404 });
  return publishedJson('elavtal', getAreaFile(area));
}
