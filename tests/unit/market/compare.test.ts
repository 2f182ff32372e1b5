import { searchSuppliers } from '@/lib/market/catalogue';
import { NO_FILTERS, cheapestOffer, compareMarket, indexMarket, matchesFilters, pageOf, widenings, type CompareFilters } from '@/lib/market/compare';
import { yearlyCostKr } from '@/lib/market/cost';

import { GOTEBORG_FIXED_SE3, MARKET, SUPPLIERS, TIBBER_SE3, VARNAMO_MIXED_SE3 } from './fixtures';

const index = indexMarket(MARKET, SUPPLIERS);
const f = (patch: Partial<CompareFilters>): CompareFilters => ({ ...NO_FILTERS, ...patch });
const ids = (filters: CompareFilters, sort: 'kostnad' | 'jamforpris' | 'avgift' | 'namn' = 'kostnad', annualKwh = 5000) =>
  compareMarket(index, { filters, sort, annualKwh }).map(({ offer }) => `${offer.supplierName} ${offer.product}`);

describe('filters (docs/rules/compare.md: Rörligt = kvartspris + timpris + rörligt; Fast with a length; Mixat)', () => {
  it('groups the types', () => {
    expect(ids(f({ group: 'rorligt' })).sort()).toEqual(
      ['Alfa Energi Rörligt', 'Beta El Timpris', 'Tibber Kvartsprisavtal löpande SE3', 'Åre Kraft Timpris'].sort(),
    );
    expect(ids(f({ group: 'fast' })).sort()).toEqual(
      ['Alfa Energi Fast 6 mån', 'Beta El Fast 3 år', 'Göteborg Energi Fast elpris 1 år, fossilfri el för elområde 3'].sort(),
    );
    expect(ids(f({ group: 'mixat' }))).toEqual(['Värnamo Energi Mixavtal 1 år Förnybart']);
  });

  it('narrows Fast to one length, and ignores a length outside Fast', () => {
    expect(ids(f({ group: 'fast', fixedLength: 6 }))).toEqual(['Alfa Energi Fast 6 mån']);
    expect(ids(f({ group: 'fast', fixedLength: 60 }))).toEqual([]);
    expect(ids(f({ group: 'rorligt', fixedLength: 6 }))).toHaveLength(4);
  });

  it('filters Bra miljöval and origin apart from the type', () => {
    expect(ids(f({ braMiljoval: true }))).toEqual(['Beta El Timpris']);
    // Förnybart: sun, wind, water, biofuel only; nuclear and fossil are not, and an unstated origin is neither.
    expect(ids(f({ origin: 'fornybart' })).sort()).toEqual(['Alfa Energi Rörligt', 'Beta El Timpris', 'Värnamo Energi Mixavtal 1 år Förnybart'].sort());
    // Fossilfritt counts nuclear in.
    expect(ids(f({ origin: 'fossilfritt' })).sort()).toEqual(
      [
        'Alfa Energi Fast 6 mån',
        'Alfa Energi Rörligt',
        'Beta El Timpris',
        'Göteborg Energi Fast elpris 1 år, fossilfri el för elområde 3',
        'Tibber Kvartsprisavtal löpande SE3',
        'Värnamo Energi Mixavtal 1 år Förnybart',
      ].sort(),
    );
  });

  it('searches suppliers by display or legal name, folding case, accents and punctuation', () => {
    expect(ids(f({ query: 'TIBBER' }))).toEqual(['Tibber Kvartsprisavtal löpande SE3']);
    expect(ids(f({ query: 'varnamo' }))).toEqual(['Värnamo Energi Mixavtal 1 år Förnybart']);
    // 'Betula Kraft AB' is Beta El's legal name.
    expect(ids(f({ query: 'betula' })).sort()).toEqual(['Beta El Fast 3 år', 'Beta El Timpris']);
    expect(ids(f({ query: '  ' }))).toHaveLength(MARKET.length);
    expect(ids(f({ query: '<script>' }))).toEqual([]);
  });

  it('matches without an index too (display name only)', () => {
    expect(matchesFilters(TIBBER_SE3, f({ query: 'tib', group: 'rorligt' }))).toBe(true);
    expect(matchesFilters(TIBBER_SE3, f({ query: 'tib', group: 'fast' }))).toBe(false);
  });
});

describe('sort (yearly cost by default, jämförpris, fee, name; ties by name)', () => {
  it('ranks by yearly cost at the chosen consumption, cheapest first', () => {
    const ranked = compareMarket(index, { filters: NO_FILTERS, sort: 'kostnad', annualKwh: 5000 });
    const costs = ranked.map(({ cost }) => cost.yearlyKr);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(ranked[0]!.cost.yearlyKr).toBe(Math.round(yearlyCostKr(ranked[0]!.offer, 5000)));
  });

  it('lets the fee decide at low consumption and the price at high: the order follows the consumption', () => {
    // Alfa's Rörligt: 600 kr fee, 78,98 öre; Beta's Timpris: no fee, 82,98 öre. Equal at 15 000 kWh.
    const first = (kwh: number) => ids(f({ group: 'rorligt' }), 'kostnad', kwh)[0];
    expect(first(2000)).toBe('Beta El Timpris');
    expect(first(20000)).toBe('Alfa Energi Rörligt');
  });

  it('breaks a tie by name in Swedish order (Å after B)', () => {
    expect(ids(f({ group: 'rorligt' }), 'kostnad', 2000).slice(0, 2)).toEqual(['Beta El Timpris', 'Åre Kraft Timpris']);
  });

  it('sorts by jämförpris, by the fixed fee, and by name', () => {
    expect(ids(NO_FILTERS, 'jamforpris')).toEqual(ids(NO_FILTERS, 'kostnad'));
    const byFee = compareMarket(index, { filters: NO_FILTERS, sort: 'avgift', annualKwh: 5000 }).map(({ offer }) => offer.feeElementOre);
    expect(byFee).toEqual([0, 0, 10, 19.2, 21.6, 23.52, 30, 30]);
    // Equal fees (30): by name.
    expect(ids(NO_FILTERS, 'avgift').slice(-2)).toEqual(['Alfa Energi Fast 6 mån', 'Alfa Energi Rörligt']);
    expect(ids(NO_FILTERS, 'namn')).toEqual([
      'Alfa Energi Fast 6 mån',
      'Alfa Energi Rörligt',
      'Beta El Fast 3 år',
      'Beta El Timpris',
      'Göteborg Energi Fast elpris 1 år, fossilfri el för elområde 3',
      'Tibber Kvartsprisavtal löpande SE3',
      'Värnamo Energi Mixavtal 1 år Förnybart',
      'Åre Kraft Timpris',
    ]);
  });

  it('gives the same order whatever the order of the input', () => {
    const reversed = indexMarket([...MARKET].reverse(), SUPPLIERS);
    for (const sort of ['kostnad', 'jamforpris', 'avgift', 'namn'] as const) {
      expect(compareMarket(reversed, { filters: NO_FILTERS, sort, annualKwh: 2000 }).map(({ offer }) => offer.id)).toEqual(
        compareMarket(index, { filters: NO_FILTERS, sort, annualKwh: 2000 }).map(({ offer }) => offer.id),
      );
    }
  });
});

describe('paging in pages of 20', () => {
  const many = Array.from({ length: 45 }, (_, i) => i);

  it('shows 20, then 40, then the rest, and says how many the next page adds', () => {
    expect(pageOf(many, 1)).toMatchObject({ total: 45, next: 20 });
    expect(pageOf(many, 1).shown).toHaveLength(20);
    expect(pageOf(many, 2)).toMatchObject({ total: 45, next: 5 });
    expect(pageOf(many, 3).shown).toHaveLength(45);
    expect(pageOf(many, 3).next).toBe(0);
  });

  it('reads nonsense as the first page', () => {
    expect(pageOf(many, 0).shown).toHaveLength(20);
    expect(pageOf(many, Number.NaN).shown).toHaveLength(20);
    expect(pageOf([], 1)).toEqual({ shown: [], total: 0, next: 0 });
  });
});

describe('the cheapest offer and the empty result', () => {
  it('finds the cheapest offer at a consumption, optionally within filters', () => {
    expect(cheapestOffer(index, 20000)?.offer.id).toBe(compareMarket(index, { filters: NO_FILTERS, sort: 'kostnad', annualKwh: 20000 })[0]!.offer.id);
    expect(cheapestOffer(index, 5000, f({ group: 'mixat' }))?.offer).toBe(VARNAMO_MIXED_SE3);
    expect(cheapestOffer(index, 5000, f({ query: 'nobody' }))).toBeNull();
  });

  it('offers to widen a search that matches nothing: each filter that alone brings offers back, then all', () => {
    const filters = f({ group: 'fast', fixedLength: 60, braMiljoval: true });
    expect(compareMarket(index, { filters, sort: 'kostnad', annualKwh: 5000 })).toEqual([]);
    // Fast of any length with Bra miljöval: none; Fast 5 år without it: none. Neither is offered.
    expect(widenings(index, filters).map(({ drop, count }) => [drop, count])).toEqual([
      ['group', 1],
      ['all', MARKET.length],
    ]);
    expect(widenings(index, f({ query: 'göteborg', group: 'mixat' }))).toEqual([
      expect.objectContaining({ drop: 'group', label: 'Visa alla avtalstyper, inte bara mixade avtal', count: 1 }),
      expect.objectContaining({ drop: 'query', label: 'Sök bland alla leverantörer, inte bara ”göteborg”', count: 1 }),
      expect.objectContaining({ drop: 'all', label: 'Ta bort alla filter', count: MARKET.length }),
    ]);
  });

  it('offers nothing when no filter is active', () => {
    expect(widenings(indexMarket([GOTEBORG_FIXED_SE3]), NO_FILTERS)).toEqual([]);
  });
});

describe('the supplier list search (/leverantor)', () => {
  it('finds suppliers by display or legal name, folding case, accents and punctuation', () => {
    expect(searchSuppliers(SUPPLIERS, 'VÄRNAMO').map((s) => s.slug)).toEqual(['varnamo-energi']);
    expect(searchSuppliers(SUPPLIERS, 'betula').map((s) => s.slug)).toEqual(['beta']);
    expect(searchSuppliers(SUPPLIERS, 'kraft').map((s) => s.slug)).toEqual(['beta', 'are']);
    expect(searchSuppliers(SUPPLIERS, ' ')).toHaveLength(SUPPLIERS.length);
    expect(searchSuppliers(SUPPLIERS, '%00<script>')).toEqual([]);
  });
});
