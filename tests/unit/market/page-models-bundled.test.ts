/** @jest-environment node */
import { getAllSuppliers, getAreaOffers, getAreaSource, getAreaSources, getMarketOffers, getSupplierOffers } from '@/lib/content/market';
import { getMarketFigures } from '@/lib/content/market-marketing';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { areaLanding } from '@/lib/market/area-page';
import { NO_FILTERS, compareMarket, indexMarket } from '@/lib/market/compare';
import { savingRangeText } from '@/lib/market/savings';
import { supplierPage } from '@/lib/market/supplier-page';

/** The page models over the bundled catalogue: relations that any re-import must keep. */

describe('supplier pages, for every supplier', () => {
  const pages = getAllSuppliers().map((supplier) => supplierPage(supplier, getSupplierOffers(supplier.slug), getAreaSources()));

  it('each holds all its offers, and the cheapest of a type is never dearer than another of that type', () => {
    for (const page of pages) {
      expect(page.areas.reduce((n, a) => n + a.offerCount, 0)).toBe(page.offerCount);
      for (const { area, types } of page.cheapest) {
        for (const { type, at } of types) {
          const same = getSupplierOffers(page.supplier.slug).filter((o) => o.area === area && o.type === type);
          for (const { annualKwh, cost } of at) {
            const others = compareMarket(indexMarket(same), { filters: NO_FILTERS, sort: 'kostnad', annualKwh });
            expect(cost.yearlyKr).toBe(others[0]!.cost.yearlyKr);
          }
        }
      }
    }
  });

  it('have unique titles and descriptions of a length search engines show', () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.title.length).toBeLessThanOrEqual(70);
      expect(page.description.length).toBeGreaterThanOrEqual(70);
      expect(page.description.length).toBeLessThanOrEqual(200);
    }
  });
});

describe('area landing pages', () => {
  it.each(PRICE_AREAS)('%s lists each group cheapest first, and every type the area has', (area) => {
    const landing = areaLanding(area, getAreaSource(area), getAreaOffers(area), getAllSuppliers());
    expect(landing.offerCount).toBe(getAreaOffers(area).length);
    for (const group of landing.groups) {
      const costs = group.offers.map((o) => o.cost.yearlyKr);
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
      expect(group.offers.length).toBeGreaterThan(0);
    }
    expect(new Set(landing.cheapestByType.map((t) => t.type))).toEqual(new Set(getAreaOffers(area).map((o) => o.type)));
  });
});

describe('the site-wide figures from the new catalogue', () => {
  const figures = getMarketFigures();

  it('count what the catalogue holds', () => {
    expect(figures.offerCount).toBe(getMarketOffers().length);
    expect(figures.supplierCount).toBe(getAllSuppliers().length);
    expect(figures.countBasis).toMatch(
      new RegExp(`^${figures.offerCount.toLocaleString('sv-SE').replace(/\s/g, '.')} elavtal från ${figures.supplierCount} elleverantörer som Elpriskollen`),
    );
    for (const area of PRICE_AREAS) expect(figures.byArea[area].offers).toBe(getAreaOffers(area).length);
  });

  it('give a saving per area from the median to the cheapest variable offer, with its basis', () => {
    expect(figures.savings.map((s) => s.area)).toEqual([...PRICE_AREAS]);
    for (const saving of figures.savings) {
      expect(saving.cheapestKr).toBeLessThanOrEqual(saving.medianKr);
      expect(saving.savingKr).toBe(saving.medianKr - saving.cheapestKr);
      expect(saving.offerCount).toBeGreaterThan(10);
    }
    expect(savingRangeText(figures.savings)).toMatch(/^(mellan|omkring) /);
    expect(figures.savingBasis).toContain('Elpriskollens antagna spotpris');
    expect(figures).toMatchObject({ siteRating: null, users: null, calculatorUsers: null });
  });
});
