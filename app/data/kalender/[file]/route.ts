import { getLatestDays, getSpotDataDates } from '@/lib/content/spot-prices';
import { isPriceArea, PRICE_AREAS } from '@/lib/domain/price-area';
import { siteConfig } from '@/lib/site';
import { cheapestHoursCalendar } from '@/lib/spot/cheapest-calendar';

/**
 * The calendars of the cheapest hours as static files: `npm run build` (and so every
 * `npm run refresh`) writes out/data/kalender/SE1.ics … SE4.ics from the bundled days
 * (lib/spot/cheapest-calendar.ts). /elpris-just-nu links them for subscription (webcal: and https:).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return PRICE_AREAS.map((area) => ({ file: `${area}.ics` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const area = /^(SE[1-4])\.ics$/.exec((await params).file)?.[1];
  if (!isPriceArea(area)) return new Response('Okänd fil', { status: 404 });
  const dates = getSpotDataDates();
  const calendar = cheapestHoursCalendar({
    area,
    days: getLatestDays(area),
    siteUrl: siteConfig.url,
    source: { attribution: dates.attribution, url: dates.sourceUrl },
  });
  if (!calendar) return new Response('Inga priser', { status: 404 });
  return new Response(calendar, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
