/** @jest-environment node */
import { GET, dynamic } from '@/app/data/postnummer-elomraden.json/route';
import { GET as getPostalCodes, dynamic as postalCodesDynamic } from '@/app/data/postnummer.json/route';
import { getAllPostalCodes, getPostcodeAreaLookup } from '@/lib/content/municipalities';
import { isPostcodeAreaLookup } from '@/lib/postcode/code';
import { isPostalCodeSet, postalCodeSetHas } from '@/lib/postcode/set';
import { postcodeAreaLookupSchema } from '@/lib/content/municipality-schemas';
import { DATA_FILE_VERSIONS, versionedCheck } from '@/lib/open-data/versions';

describe('/data/postnummer-elomraden.json', () => {
  it('is static and serves the committed compact lookup as JSON', async () => {
    expect(dynamic).toBe('force-static');
    const response = GET();
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body: unknown = await response.json();
    expect(body).toEqual({ version: DATA_FILE_VERSIONS['postnummer-elomraden'], ...getPostcodeAreaLookup() });
    expect(postcodeAreaLookupSchema.parse(versionedCheck('postnummer-elomraden', isPostcodeAreaLookup)(body))).toEqual(getPostcodeAreaLookup());
  });
});

describe('/data/postnummer.json', () => {
  it('is static and holds exactly the codes of the postcode table', async () => {
    expect(postalCodesDynamic).toBe('force-static');
    const body: unknown = await getPostalCodes().json();
    const set = versionedCheck('postnummer', isPostalCodeSet, 'prefixes')(body);
    if (!set) throw new Error('/data/postnummer.json is not a postal code set of this version');
    const codes = getAllPostalCodes();
    expect(codes.length).toBeGreaterThan(15000);
    for (const code of codes) expect(postalCodeSetHas(set, code)).toBe(true);
    // Every code the set holds is in the table: count the set bits.
    const bits = Object.values(set)
      .flatMap((mask) => [...mask])
      .reduce((sum, digit) => sum + [...Number.parseInt(digit, 16).toString(2)].filter((b) => b === '1').length, 0);
    expect(bits).toBe(codes.length);
    expect(postalCodeSetHas(set, '999 99')).toBe(false);
    expect(postalCodeSetHas(set, '111 22')).toBe(true);
  });
});
