/** @jest-environment node */
import type { PostcodeAreaLookup } from '@/lib/postcode/code';
import { encodePostalCodeSet } from '@/lib/postcode/set';
import { DATA_FILE_VERSIONS, versionedFile } from '@/lib/open-data/versions';
import type * as PostcodeLookupModule from '@/lib/postcode/lookup';

type LoaderModule = typeof PostcodeLookupModule;

const lookup: PostcodeAreaLookup = {
  prefixes: { SE1: ['941'], SE2: [], SE3: ['815'], SE4: ['392'] },
  exceptions: { SE1: [], SE2: [], SE3: [], SE4: [] },
};

/** The files as the build publishes them: the format version, then the payload. */
const lookupFile = versionedFile('postnummer-elomraden', lookup);

const ok = (body: unknown) => Promise.resolve(Response.json(body));

// A fresh module per test: the memo lives at module level, as in the browser.
function freshLoader(): LoaderModule {
  let loaded: LoaderModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<LoaderModule>('@/lib/postcode/lookup');
  });
  if (!loaded) throw new Error('module not loaded');
  return loaded;
}

describe('loadPostcodeAreaLookup', () => {
  it('fetches the static file once and shares the result', async () => {
    const { loadPostcodeAreaLookup, POSTCODE_AREAS_URL } = freshLoader();
    const fetchImpl = jest.fn(() => ok(lookupFile));
    const [a, b] = await Promise.all([loadPostcodeAreaLookup(fetchImpl), loadPostcodeAreaLookup(fetchImpl)]);
    const c = await loadPostcodeAreaLookup(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(POSTCODE_AREAS_URL);
    expect(a).toEqual(lookup);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => Promise.resolve(new Response('nope', { status: 404 }))],
    ['malformed JSON', () => Promise.resolve(new Response('{not json', { status: 200 }))],
    ['a wrong shape', () => ok({ version: DATA_FILE_VERSIONS['postnummer-elomraden'], prefixes: {} })],
    ['another version of the format', () => ok({ ...lookupFile, version: DATA_FILE_VERSIONS['postnummer-elomraden'] + 1 })],
    ['the payload without its version', () => ok(lookup)],
  ])('rejects on %s, then retries on the next call', async (_, failure) => {
    const { loadPostcodeAreaLookup } = freshLoader();
    const fetchImpl = jest
      .fn<Promise<Response>, []>()
      .mockImplementationOnce(failure)
      .mockImplementation(() => ok(lookupFile));
    await expect(loadPostcodeAreaLookup(fetchImpl)).rejects.toThrow();
    await expect(loadPostcodeAreaLookup(fetchImpl)).resolves.toEqual(lookup);
    await loadPostcodeAreaLookup(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('lookupPriceArea', () => {
  it('answers from the dataset lookup', async () => {
    const { lookupPriceArea } = freshLoader();
    const fetchImpl = jest.fn(() => ok(lookupFile));
    await expect(lookupPriceArea('941 01', fetchImpl)).resolves.toBe('SE1');
    await expect(lookupPriceArea('81500', fetchImpl)).resolves.toBe('SE3');
    await expect(lookupPriceArea('39230', fetchImpl)).resolves.toBe('SE4');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('is null for invalid input without fetching', async () => {
    const { lookupPriceArea } = freshLoader();
    const fetchImpl = jest.fn(() => ok(lookupFile));
    await expect(lookupPriceArea('1234', fetchImpl)).resolves.toBeNull();
    await expect(lookupPriceArea('<script>', fetchImpl)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('falls back to the prefix rule when the lookup cannot be loaded', async () => {
    const { lookupPriceArea } = freshLoader();
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('offline')));
    await expect(lookupPriceArea('94101', fetchImpl)).resolves.toBe('SE2');
    await expect(lookupPriceArea('39230', fetchImpl)).resolves.toBe('SE3');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('lookupPostalCodeArea', () => {
  const set = versionedFile('postnummer', { '941': '0000000000000000000000000'.replace(/^0/, '2'), '392': '0000000000000000000000000' }, 'prefixes');
  const files = (url: RequestInfo | URL) => (url === '/data/postnummer.json' ? ok(set) : ok(lookupFile));

  it('says whether the table holds the code; the area comes from the lookup either way', async () => {
    const { lookupPostalCodeArea } = freshLoader();
    const fetchImpl = jest.fn(files);
    await expect(lookupPostalCodeArea('941 01', fetchImpl)).resolves.toEqual({ postalCode: '94101', detectedArea: 'SE1', inTable: true });
    await expect(lookupPostalCodeArea('94102', fetchImpl)).resolves.toEqual({ postalCode: '94102', detectedArea: 'SE1', inTable: false });
    // '942' is not in the lookup, but codes start with 94: the seed rule answers from the first digits.
    await expect(lookupPostalCodeArea('94299', fetchImpl)).resolves.toEqual({ postalCode: '94299', detectedArea: 'SE2', inTable: false });
    // No prefix of the lookup starts with 99 or 12: no area is assumed, the page asks for it.
    await expect(lookupPostalCodeArea('999 99', fetchImpl)).resolves.toEqual({ postalCode: '99999', detectedArea: null, inTable: false });
    await expect(lookupPostalCodeArea('12345', fetchImpl)).resolves.toEqual({ postalCode: '12345', detectedArea: null, inTable: false });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith('/data/postnummer.json');
  });

  it('is null for invalid input without fetching', async () => {
    const { lookupPostalCodeArea } = freshLoader();
    const fetchImpl = jest.fn(files);
    await expect(lookupPostalCodeArea('12', fetchImpl)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('claims no table match when the set cannot be loaded, and still gives an area', async () => {
    const { lookupPostalCodeArea } = freshLoader();
    const fetchImpl = jest.fn((url: RequestInfo | URL) => (url === '/data/postnummer.json' ? Promise.reject(new TypeError('offline')) : ok(lookupFile)));
    await expect(lookupPostalCodeArea('94101', fetchImpl)).resolves.toEqual({ postalCode: '94101', detectedArea: 'SE1', inTable: false });
  });

  it('without the area lookup, the prefix rule answers, and only 99 asks for the area', async () => {
    const { lookupPostalCodeArea } = freshLoader();
    const fetchImpl = jest.fn((url: RequestInfo | URL) => (url === '/data/postnummer.json' ? ok(set) : Promise.reject(new TypeError('offline'))));
    await expect(lookupPostalCodeArea('94101', fetchImpl)).resolves.toEqual({ postalCode: '94101', detectedArea: 'SE2', inTable: true });
    await expect(lookupPostalCodeArea('12345', fetchImpl)).resolves.toEqual({ postalCode: '12345', detectedArea: 'SE3', inTable: false });
    await expect(lookupPostalCodeArea('99999', fetchImpl)).resolves.toEqual({ postalCode: '99999', detectedArea: null, inTable: false });
  });
});

describe('lookupMunicipality: the one browser path from a postcode to its municipality', () => {
  // 931 02 and 931 85 are Skellefteå's, 111 22 Stockholm's; 931 99 is not in the table.
  const set = versionedFile('postnummer', encodePostalCodeSet(['93102', '93185', '11122']), 'prefixes');
  const runs = versionedFile('postnummer-kommunkod', {
    m: [
      ['0180', 'Stockholm'],
      ['2482', 'Skellefteå'],
    ],
    r: [11122, 0, 93102, 1],
  });
  const files = (url: RequestInfo | URL) => ok(String(url) === '/data/postnummer.json' ? set : runs);

  it('names the municipality (SCB code and name) of a postcode in the table, fetching each file once', async () => {
    const { lookupMunicipality } = freshLoader();
    const fetchImpl = jest.fn(files);
    await expect(lookupMunicipality('931 02', fetchImpl)).resolves.toEqual({ code: '2482', name: 'Skellefteå' });
    await expect(lookupMunicipality('11122', fetchImpl)).resolves.toEqual({ code: '0180', name: 'Stockholm' });
    expect(fetchImpl.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/data/postnummer-kommunkod.json', '/data/postnummer.json']);
  });

  it('null for a code the table lacks (even inside a run) or an invalid code; rejects when a file cannot be loaded', async () => {
    const { lookupMunicipality } = freshLoader();
    await expect(lookupMunicipality('93199', jest.fn(files))).resolves.toBeNull();
    await expect(lookupMunicipality('123', jest.fn(files))).resolves.toBeNull();
    const failing = freshLoader();
    await expect(
      failing.lookupMunicipality(
        '93102',
        jest.fn(() => Promise.resolve(new Response('nope', { status: 500 }))),
      ),
    ).rejects.toThrow();
  });

  it("names a municipality by its SCB code from the same file (a link's ?kommun=)", async () => {
    const { municipalityByCode } = freshLoader();
    await expect(municipalityByCode('2482', jest.fn(files))).resolves.toEqual({ code: '2482', name: 'Skellefteå' });
    await expect(municipalityByCode('9999', jest.fn(files))).resolves.toBeNull();
  });
});
