/** @jest-environment node */
import { GET, dynamic } from '@/app/data/postnummer-elomraden.json/route';
import { getPostcodeAreaLookup } from '@/lib/content/municipalities';
import { postcodeAreaLookupSchema } from '@/lib/content/municipality-schemas';

describe('/data/postnummer-elomraden.json', () => {
  it('is static and serves the committed compact lookup as JSON', async () => {
    expect(dynamic).toBe('force-static');
    const response = GET();
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body: unknown = await response.json();
    expect(postcodeAreaLookupSchema.parse(body)).toEqual(getPostcodeAreaLookup());
  });
});
