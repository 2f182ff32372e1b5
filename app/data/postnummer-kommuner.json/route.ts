import { getPostcodeIndex } from '@/lib/cities/search-index';

/**
 * Postal code → municipality for the /stader filter, as a static file
 * (out/data/postnummer-kommuner.json), fetched only when digits are typed.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(getPostcodeIndex());
}
