/** @jest-environment node */
import fc from 'fast-check';
import { POPULATION_GROUPS, POPULATION_GROUP_IDS, groupMunicipalities, populationGroup } from '@/lib/domain/municipalities';

describe('populationGroup: clean, non-overlapping bands', () => {
  it.each([
    [995_574, 'major'],
    [100_000, 'major'],
    [99_999, 'large'],
    [50_000, 'large'],
    [49_999, 'medium'],
    [30_000, 'medium'],
    [29_999, 'small'],
    [15_000, 'small'],
    [14_999, 'village'],
    [2_294, 'village'],
    [0, 'village'],
  ])('%i → %s', (population, group) => {
    expect(populationGroup(population)).toBe(group);
  });

  it('puts odd numbers somewhere instead of failing', () => {
    expect(populationGroup(Number.NaN)).toBe('village');
    expect(populationGroup(-1)).toBe('village');
    expect(populationGroup(Number.POSITIVE_INFINITY)).toBe('major');
  });

  it('bands cover 0…∞ without gaps or overlaps, largest first', () => {
    const ascending = [...POPULATION_GROUPS].reverse();
    expect(ascending[0]?.min).toBe(0);
    for (let i = 1; i < ascending.length; i++) expect(ascending[i]?.min).toBe(ascending[i - 1]?.maxExclusive);
    expect(ascending.at(-1)?.maxExclusive).toBeNull();
    expect(POPULATION_GROUPS.map((g) => g.id)).toEqual([...POPULATION_GROUP_IDS]);
  });

  it('exactly one band contains any population', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (population) => {
        const containing = POPULATION_GROUPS.filter((g) => population >= g.min && (g.maxExclusive === null || population < g.maxExclusive));
        expect(containing.map((g) => g.id)).toEqual([populationGroup(population)]);
      }),
    );
  });

  it('has Swedish labels and sv-SE formatted ranges', () => {
    expect(POPULATION_GROUPS[1]?.rangeLabel).toBe('50\u202F000–99\u202F999 invånare');
    expect(POPULATION_GROUPS[0]?.rangeLabel).toBe('100\u202F000 invånare eller fler');
    expect(POPULATION_GROUPS[4]?.rangeLabel).toBe('Färre än 15\u202F000 invånare');
  });
});

describe('groupMunicipalities', () => {
  it('keeps every item exactly once, largest first, ties in Swedish name order', () => {
    const list = [
      { name: 'Öckerö', population: 12_771 },
      { name: 'Arboga', population: 14_000 },
      { name: 'Åmål', population: 12_771 },
      { name: 'Zeta', population: 12_771 },
      { name: 'Göteborg', population: 608_993 },
      { name: 'Falun', population: 59_945 },
    ];
    const groups = groupMunicipalities(list);
    expect(groups.major.map((m) => m.name)).toEqual(['Göteborg']);
    expect(groups.large.map((m) => m.name)).toEqual(['Falun']);
    expect(groups.medium).toEqual([]);
    expect(groups.village.map((m) => m.name)).toEqual(['Arboga', 'Zeta', 'Åmål', 'Öckerö']);
    expect(Object.values(groups).flat()).toHaveLength(list.length);
  });
});
