import { getPostcodeMunicipalityLookup } from '@/lib/content/grid-areas';
import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';

/**
 * Postcode → municipality as runs of postcodes (about 5 KiB gzip), for the energy tax on /jamfor
 * and /kalkylator (lib/grid/postcode-municipality.ts, POSTCODE_MUNICIPALITY_URL): written as
 * out/data/postnummer-kommunkod.json and fetched when a postcode is searched.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return publishedJson('postnummer-kommunkod', versionedFile('postnummer-kommunkod', getPostcodeMunicipalityLookup()));
}
