/** @jest-environment node */
import fc from 'fast-check';

import { areaFileName, areaFilePath, areaOfFileName, decodeAreaFile, encodeAreaFile, isAreaFile, parseAreaFile, type AreaFile } from '@/lib/market/area-file';
import type * as LoaderModule from '@/lib/market/area-file-loader';

import { MARKET, SOURCES, SUPPLIERS, offer } from './fixtures';

const noted = offer({
  supplierSlug: 'beta',
  supplierName: 'Beta El',
  product: 'Rättat',
  type: 'fast-2-ar',
  fixedPriceOre: 99.5,
  note: 'Ursprunget är rättat.',
  origins: ['vind', 'vatten', 'biobransle'],
});
const OFFERS = [...MARKET, noted];
const file = () => encodeAreaFile('SE3', SOURCES.SE3, OFFERS, SUPPLIERS);

describe('the per-area file', () => {
  it('is named and found by area', () => {
    expect(areaFilePath('SE3')).toBe('/data/elavtal/se3.json');
    expect(areaFileName('SE1')).toBe('se1.json');
    expect(areaOfFileName('se4.json')).toBe('SE4');
    for (const name of ['SE3.json', 'se5.json', 'se3.json.gz', '../se3.json', 'se3']) expect(areaOfFileName(name)).toBeNull();
  });

  it('decodes to exactly the offers it encoded, through JSON (spot price from the type and area)', () => {
    const sent = JSON.parse(JSON.stringify(file())) as unknown;
    const decoded = parseAreaFile(sent, 'SE3');
    expect(decoded?.offers).toEqual(OFFERS);
    expect(decoded?.source).toEqual(SOURCES.SE3);
    expect(decoded?.suppliers).toEqual(expect.arrayContaining([{ slug: 'beta', name: 'Beta El', legalName: 'Betula Kraft AB' }]));
  });

  it('writes each supplier and each note once', () => {
    const encoded = file();
    expect(encoded.suppliers.filter(([slug]) => slug === 'beta')).toHaveLength(1);
    expect(encoded.notes).toEqual(['Ursprunget är rättat.']);
    expect(encoded.offers.at(-1)).toHaveLength(11);
  });

  it('refuses an offer of another area', () => {
    expect(() => encodeAreaFile('SE1', SOURCES.SE1, MARKET, SUPPLIERS)).toThrow(/is in SE3/);
  });
});

describe('the guard (no zod in the browser)', () => {
  type Mutation = (f: AreaFile & Record<string, unknown>) => void;
  it.each<[string, Mutation]>([
    ['another version', (f) => ((f as { version: number }).version = 2)],
    ['another area', (f) => (f.area = 'SE1')],
    ['a bad date', (f) => (f.source.date = '25 juli')],
    ['a bad postcode', (f) => (f.source.postalCode = '01234')],
    ['a negative spot price', (f) => (f.source.spotOre = -1)],
    ['an id of another area', (f) => (f.offers[0]![0] = 'se1-tibber-x-kvartspris')],
    ['a duplicate id', (f) => (f.offers[1]![0] = f.offers[0]![0])],
    ['a supplier index outside the list', (f) => (f.offers[0]![1] = 99)],
    ['a type index outside the list', (f) => (f.offers[0]![3] = 10)],
    ['a price that is not a number', (f) => ((f.offers[0] as unknown[])[4] = '23.52')],
    ['an infinite price', (f) => (f.offers[0]![5] = Number.POSITIVE_INFINITY)],
    ['an origin bit that does not exist', (f) => (f.offers[0]![8] = 64)],
    ['Bra miljöval as true', (f) => ((f.offers[0] as unknown[])[9] = true)],
    ['a note index outside the list', (f) => (f.offers.at(-1)![10] = 3)],
    ['a tuple too long', (f) => (f.offers[0] as unknown[]).push(0, 0)],
    ['an empty product name', (f) => (f.offers[0]![2] = ' ')],
    ['a supplier row with an unsafe slug', (f) => (f.suppliers[0]![0] = '../x')],
    ['offers that are not a list', (f) => ((f as Record<string, unknown>).offers = {})],
  ])('rejects %s', (_, mutate) => {
    const broken = JSON.parse(JSON.stringify(file())) as AreaFile & Record<string, unknown>;
    mutate(broken);
    expect(isAreaFile(broken, 'SE3')).toBe(false);
    expect(parseAreaFile(broken, 'SE3')).toBeNull();
  });

  it.each([null, undefined, 42, 'se3', [], {}])('rejects %p', (value) => {
    expect(parseAreaFile(value, 'SE3')).toBeNull();
  });

  it('never throws on a damaged file, and passes only what decodes cleanly (property test)', () => {
    const valid = JSON.parse(JSON.stringify(file())) as AreaFile;
    const anyJson = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(fc.nat(valid.offers.length - 1), fc.nat(10), anyJson, (row, column, junk) => {
        const broken = JSON.parse(JSON.stringify(valid)) as AreaFile;
        (broken.offers[row] as unknown[])[column] = junk;
        const parsed = parseAreaFile(broken, 'SE3');
        if (parsed) expect(parsed.offers).toHaveLength(valid.offers.length);
      }),
      { numRuns: 400 },
    );
  });

  it('decodes a file only after the guard has passed it', () => {
    expect(decodeAreaFile(file()).offers).toHaveLength(OFFERS.length);
  });
});

describe('loading the file in the browser', () => {
  // A fresh module per test: the memo lives at module level, as in the browser.
  function freshLoader(): typeof LoaderModule {
    let loaded: typeof LoaderModule | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof LoaderModule>('@/lib/market/area-file-loader');
    });
    if (!loaded) throw new Error('module not loaded');
    return loaded;
  }
  const served = () => JSON.parse(JSON.stringify(file())) as unknown;

  it("fetches an area's file once and shares it", async () => {
    const { loadAreaOffers } = freshLoader();
    const fetchImpl = jest.fn(() => Promise.resolve(Response.json(served())));
    const [a, b] = await Promise.all([loadAreaOffers('SE3', fetchImpl), loadAreaOffers('SE3', fetchImpl)]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/data/elavtal/se3.json');
    expect(a.offers).toHaveLength(OFFERS.length);
    expect(b).toBe(a);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => Promise.resolve(new Response('Not found', { status: 404 }))],
    ['malformed JSON', () => Promise.resolve(new Response('{"v":', { status: 200 }))],
    ['another area’s file', () => Promise.resolve(Response.json({ ...(served() as object), area: 'SE1' }))],
  ])('rejects on %s, and tries again on the next call', async (_, failing) => {
    const { loadAreaOffers, AREA_FILE_FAILED } = freshLoader();
    await expect(loadAreaOffers('SE3', jest.fn(failing))).rejects.toThrow();
    const retry = jest.fn(() => Promise.resolve(Response.json(served())));
    await expect(loadAreaOffers('SE3', retry)).resolves.toMatchObject({ source: SOURCES.SE3 });
    expect(retry).toHaveBeenCalledTimes(1);
    expect(AREA_FILE_FAILED).toMatch(/^Hela listan med elavtal .* kunde inte hämtas/);
  });
});
