import { getPostcodeMunicipalityLookup } from '@/lib/content/grid-areas';

/**
 * Postcode → municipality as runs of postcodes (about 5 KiB gzip), for the energy tax on /jamfor
 * and /kalkylator (lib/grid/postcode-municipality.ts, POSTCODE_MUNICIPALITY_URL): written as
 * out/data/postnummer-kommunkod.json and fetched when a postcode is searched.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(getPostcodeMunicipalityLookup());
}
