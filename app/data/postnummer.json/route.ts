import { getAllPostalCodes } from '@/lib/content/municipalities';
import { encodePostalCodeSet } from '@/lib/postcode/set';
import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';

/**
 * Which postal codes the site's table holds, as a static file (lib/postcode/set.ts):
 * `npm run build` writes out/data/postnummer.json, and lib/postcode/lookup.ts fetches it when a
 * search runs, so a page can say that a code it does not know got an assumed price area.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return publishedJson('postnummer', versionedFile('postnummer', encodePostalCodeSet(getAllPostalCodes()), 'prefixes'));
}
