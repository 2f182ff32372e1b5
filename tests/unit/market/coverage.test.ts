import { getAllSuppliers, getAreaSources, getMarketOffers } from '@/lib/content/market';
import { getMarketCoverage } from '@/lib/content/market-marketing';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { BRANDS_TO_CHECK, absentEverywhere, coverageGaps, coverageLead, marketCoverage } from '@/lib/market/coverage';

import { MARKET, SOURCES, SUPPLIERS, offer } from './fixtures';

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

describe('what the list holds and lacks (docs/rules/transparency.md, "Coverage")', () => {
  it('counts offers and suppliers per area with the postcode and date read', () => {
    const coverage = marketCoverage(MARKET, SUPPLIERS, SOURCES);
    expect(coverage.SE3).toEqual({
      area: 'SE3',
      offers: 8,
      suppliers: 6,
      postalCode: '74176',
      date: '2026-07-25',
      absentBrands: ['Telge Energi', 'Dalakraft', 'Kärnfull'],
    });
    expect(coverage.SE1).toMatchObject({ offers: 0, suppliers: 0, postalCode: '97231', date: '2026-07-26' });
  });

  it('a checked brand that a supplier of the area carries, by display or legal name, is not called absent', () => {
    const suppliers = [
      ...SUPPLIERS,
      { slug: 'telge', name: 'Telge', legalName: 'Telge Energi AB' },
      { slug: 'karnfull', name: 'Kärnfull Energi', legalName: 'Kärnfull Next AB' },
    ];
    const offers = [
      ...MARKET,
      offer({ supplierSlug: 'telge', supplierName: 'Telge', product: 'Rörligt', type: 'rorligt' }),
      offer({ supplierSlug: 'karnfull', supplierName: 'Kärnfull Energi', product: 'Rörligt', type: 'rorligt', area: 'SE4' }),
    ];
    const coverage = marketCoverage(offers, suppliers, SOURCES);
    expect(coverage.SE3.absentBrands).toEqual(['Dalakraft', 'Kärnfull']);
    expect(coverage.SE4.absentBrands).toEqual(['Telge Energi', 'Dalakraft']);
    expect(absentEverywhere(coverage)).toEqual(['Dalakraft']);
  });

  it('says it in words: the lead, then what is missing', () => {
    const coverage = marketCoverage(MARKET, SUPPLIERS, SOURCES);
    expect(spaced(coverageLead(coverage.SE3))).toBe(
      'Listan bygger på de 8 elavtal från 6 elleverantörer som Elpriskollen visade för postnummer 741 76 (elområde SE3)',
    );
    expect(coverageGaps(coverage.SE3)).toBe(
      'Elhandlare som bara säljer på andra orter i elområdet saknas, och Telge Energi, Dalakraft och Kärnfull fanns inte med i Elpriskollens lista för det postnumret.',
    );
    expect(coverageGaps({ absentBrands: [] })).toBe('Elhandlare som bara säljer på andra orter i elområdet saknas.');
  });

  it('over the bundled catalogue: the counts add up to the catalogue, and no brand called absent is in it', () => {
    const coverage = getMarketCoverage();
    const offers = getMarketOffers();
    expect(PRICE_AREAS.reduce((sum, area) => sum + coverage[area].offers, 0)).toBe(offers.length);
    for (const area of PRICE_AREAS) {
      expect(coverage[area].postalCode).toBe(getAreaSources()[area].postalCode);
      expect(coverage[area].suppliers).toBe(new Set(offers.filter((o) => o.area === area).map((o) => o.supplierSlug)).size);
      for (const brand of coverage[area].absentBrands) {
        expect(BRANDS_TO_CHECK).toContain(brand);
        const key = brand.toLowerCase();
        expect(getAllSuppliers().filter((s) => s.name.toLowerCase().includes(key) || s.legalName.toLowerCase().includes(key))).toEqual([]);
      }
    }
  });
});
