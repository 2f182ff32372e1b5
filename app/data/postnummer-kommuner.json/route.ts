import { getPostcodeIndex } from '@/lib/cities/search-index';
import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';

/**
 * Postal code → municipality for the /stader filter, as a static file
 * (out/data/postnummer-kommuner.json), fetched only when digits are typed.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return publishedJson('postnummer-kommuner', versionedFile('postnummer-kommuner', getPostcodeIndex(), 'prefixes'));
}
