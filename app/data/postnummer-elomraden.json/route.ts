import { getPostcodeAreaLookup } from '@/lib/content/municipalities';
import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';

/**
 * The compact postcode → price-area lookup as a static file: `npm run build` writes
 * out/data/postnummer-elomraden.json from the committed content/data/postcode-areas.json, and
 * lib/postcode/lookup.ts fetches it when a search runs (docs/rules/postcodes-and-areas.md).
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return publishedJson('postnummer-elomraden', versionedFile('postnummer-elomraden', getPostcodeAreaLookup()));
}
