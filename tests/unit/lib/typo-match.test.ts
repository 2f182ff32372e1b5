/** @jest-environment node */
import { searchCities } from '@/lib/cities/search';
import { getCitySearchIndex } from '@/lib/cities/search-index';
import { getAllSuppliers } from '@/lib/content/market';
import { searchSuppliers } from '@/lib/market/catalogue';
import { allowedTypos, prefixTypoDistance, typoDistance } from '@/lib/typo-match';

jest.mock('server-only', () => ({}));

describe('prefixTypoDistance', () => {
  it.each([
    ['uppsala', 'uppsala', 0],
    ['upsala', 'uppsala', 1],
    ['upsal', 'uppsala', 1],
    ['gotebrog', 'goteborg', 1],
    ['kirna', 'kiruna', 1],
    ['vatenfal', 'vattenfall', 1],
    ['vatenfal', 'vattenfallab', 1],
    ['malmo', 'malmo', 0],
  ])('%s → %s: %i edits', (typed, target, edits) => {
    expect(prefixTypoDistance(typed, target, 2)).toBe(edits);
  });

  it('is Infinity past the allowance', () => {
    expect(prefixTypoDistance('stockholm', 'goteborg', 2)).toBe(Number.POSITIVE_INFINITY);
    expect(prefixTypoDistance('kirna', 'kil', 1)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('typoDistance', () => {
  it('allows no typo below four characters, one up to five, two from six', () => {
    expect([3, 4, 5, 6, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
    expect(typoDistance('upp', ['upsala'])).toBe(Number.POSITIVE_INFINITY);
    expect(typoDistance('kirna', ['kiruna', 'kil'])).toBe(1);
    expect(typoDistance('kirnaa', ['kil'])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the search boxes over the bundled data', () => {
  it.each([
    ['Upsala', 'uppsala'],
    ['Gotebrog', 'goteborg'],
    ['Kirna', 'kiruna'],
    ['malmo', 'malmo'],
  ])('/stader: %s finds %s first', (typed, slug) => {
    expect(searchCities(getCitySearchIndex(), typed).municipalities[0]?.slug).toBe(slug);
  });

  it('/stader: an exact hit is never joined by guesses, and gibberish finds nothing', () => {
    const { municipalities } = searchCities(getCitySearchIndex(), 'Uppsala');
    expect(municipalities.every((m) => m.name.toLowerCase().includes('uppsala'))).toBe(true);
    expect(searchCities(getCitySearchIndex(), 'qxzqxzqx')).toEqual({ municipalities: [], localities: [] });
  });

  it('/leverantor: vatenfal finds Vattenfall first; an exact query only its own hits', () => {
    const suppliers = getAllSuppliers();
    expect(searchSuppliers(suppliers, 'vatenfal')[0]?.name).toMatch(/^Vattenfall/);
    expect(searchSuppliers(suppliers, 'vattenfall').every((s) => /vattenfall/i.test(`${s.name} ${s.legalName}`))).toBe(true);
    expect(searchSuppliers(suppliers, 'qxzqxzqx')).toEqual([]);
  });
});
