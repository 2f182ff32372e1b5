import { getAllMunicipalities } from '@/lib/content/municipalities';
import { inPlace, ON_ISLAND_MUNICIPALITIES } from '@/lib/cities/place';

describe('inPlace ("på Gotland")', () => {
  it.each([
    ['Gotland', 'på Gotland'],
    ['Värmdö', 'på Värmdö'],
    ['Orust', 'på Orust'],
    ['Stockholm', 'i Stockholm'],
    ['Borgholm', 'i Borgholm'],
    ['Malung-Sälen', 'i Malung-Sälen'],
  ])('%s → %s', (name, expected) => {
    expect(inPlace(name)).toBe(expected);
  });

  it('names only municipalities that exist', () => {
    const names = new Set(getAllMunicipalities().map((m) => m.name));
    for (const name of ON_ISLAND_MUNICIPALITIES) expect(names.has(name)).toBe(true);
  });
});
