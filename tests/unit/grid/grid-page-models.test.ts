/** @jest-environment node */
import { getGridOperatorPageSlugs } from '@/lib/content/grid-areas';
import { getAreaOffers, getAreaSource } from '@/lib/content/market';
import { getMunicipalityByCode } from '@/lib/content/municipalities';
import { hasReducedEnergyTax } from '@/lib/domain/energy-tax';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import type { TotalCost } from '@/lib/domain/total-cost';
import { getElnatPage } from '@/lib/grid/elnat-page';
import { areaSupply, getCityGrid, getOperatorPage } from '@/lib/grid/grid-pages';
import { HOUSEHOLD_TYPES, type HouseholdCost } from '@/lib/grid/household';
import { cheapestOffer, indexMarket } from '@/lib/market/compare';
import { yearlyCostKr } from '@/lib/market/cost';

/**
 * The grid pages' models with their supply, on the real bundled data: relations, not today's
 * numbers (the formulas are tested on fixtures in grid-pages.test.ts and total-cost.test.ts).
 */

const partKr = (bill: TotalCost, id: string) => bill.parts.find((p) => p.id === id && p.status === 'known');
const billOf = (cost: HouseholdCost | undefined) => (cost?.available ? cost.bill : null);

describe('areaSupply', () => {
  it.each(PRICE_AREAS)('%s: the cheapest offer /jamfor lists first at each household consumption, with the day Elpriskollen was read', (area) => {
    const supply = areaSupply(area);
    const index = indexMarket(getAreaOffers(area));
    expect(supply.spotOreExVat).toBe(getAreaSource(area).spotOre);
    for (const type of HOUSEHOLD_TYPES) {
      const ranked = cheapestOffer(index, type.annualKwh);
      const input = supply.supplyFor(type);
      expect(input?.source?.date).toBe(getAreaSource(area).date);
      // Its price and fee give the offer's own yearly cost (both incl. VAT) within rounding.
      const yearly = ((input?.pricePerKwhOre ?? 0) * type.annualKwh) / 100 + (input?.monthlyFeeKr ?? 0) * 12;
      expect(Math.abs(yearly - yearlyCostKr(ranked?.offer as NonNullable<typeof ranked>['offer'], type.annualKwh))).toBeLessThan(1);
    }
    expect(supply.basis).toContain(`elområde ${area}`);
  });
});

describe('getCityGrid', () => {
  it('Kalmar: E.ON and Kalmar Energi Elnät with full bills = supply + grid + energy tax, on SE4’s cheapest offer', () => {
    const grid = getCityGrid('0880');
    expect(grid?.heading).toBe('Elnät i Kalmar');
    const names = grid?.operators.map((o) => o.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['E.ON', 'Kalmar Energi Elnät AB']));
    expect(grid?.billBasis).toMatch(/elområde SE4 .* energiskatten i Kalmar kommun och moms\.$/);
    const kalmar = grid?.operators.find((o) => o.name === 'Kalmar Energi Elnät AB');
    expect(kalmar?.href).toBe('/elnat/kalmar-energi-elnat');
    for (const tariff of kalmar?.tariffs ?? []) {
      const villa = tariff.households[0];
      const bill = billOf(villa);
      if (!villa?.available || !bill) throw new Error('no bill');
      const supply = partKr(bill, 'supply');
      const tax = partKr(bill, 'energyTax');
      expect(supply && tax).toBeTruthy();
      if (supply?.status === 'known' && tax?.status === 'known') expect(bill.total.yearKr).toBe(supply.yearKr + villa.grid.total.yearKr + tax.yearKr);
    }
  });

  it('Skellefteå: the reduced energy tax of the municipality', () => {
    const grid = getCityGrid('2482');
    const bill = billOf(grid?.operators[0]?.tariffs[0]?.households[0]);
    expect(bill?.assumptions.energyTax).toEqual(expect.objectContaining({ reduced: true }));
  });

  it('is undefined for an unknown code', () => {
    expect(getCityGrid('9999')).toBeUndefined();
  });
});

describe('getOperatorPage', () => {
  const pages = getGridOperatorPageSlugs().map((slug) => getOperatorPage(slug));

  it('every operator with tariffs gets a page; a full bill only where its municipalities share one area and the full energy tax', () => {
    expect(pages).toHaveLength(127);
    for (const page of pages) {
      if (!page) throw new Error('missing page');
      const places = page.municipalities.map((m) => ({ area: getMunicipalityByCode(m.code)?.priceArea, reduced: hasReducedEnergyTax(m.code) }));
      const oneArea = new Set(places.map((p) => p.area)).size === 1 && places.every((p) => !p.reduced);
      const hasTariffs = page.tariffs.length > 0;
      expect(page.billBasis !== null).toBe(oneArea && hasTariffs);
      expect(page.noBillReason !== null).toBe(!oneArea && hasTariffs);
      for (const cost of page.tariffs.flatMap((t) => t.households)) {
        if (cost.available) expect(cost.bill !== null).toBe(oneArea);
      }
      // Every municipality links to a filled-in bill with its code.
      for (const m of page.municipalities) expect(page.municipalityBillHref[m.code]).toContain(`kommun=${m.code}`);
    }
  });

  it('Vattenfall spans several areas: grid costs, no full bill, a bill link per municipality naming its price list', () => {
    const page = getOperatorPage('vattenfall');
    expect(page?.billBasis).toBeNull();
    expect(page?.noBillReason).toMatch(/^Hela elkostnaden beror på elområdet/);
    const links = Object.values(page?.municipalityBillHref ?? {});
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) expect(href).toMatch(/^\/kalkylator\?omrade=SE[1-4]&kommun=\d{4}&natbolag=[a-z0-9-]+$/);
  });

  it('Kalmar Energi Elnät: one area, full tax: the full bill on SE4’s cheapest offer', () => {
    const page = getOperatorPage('kalmar-energi-elnat');
    expect(page?.billBasis).toMatch(/elområde SE4 .*full energiskatt och moms\.$/);
    const bill = billOf(page?.tariffs[0]?.households[0]);
    expect(bill?.assumptions.energyTax).toEqual(expect.objectContaining({ reduced: false }));
  });

  it('is undefined for a slug without a page', () => {
    expect(getOperatorPage('finns-inte')).toBeUndefined();
  });
});

describe('/elnat links every operator to its page', () => {
  it('every row names /elnat/{slug}, one page per operator', () => {
    const { rows } = getElnatPage();
    expect(rows.every((row) => row.pagePath?.startsWith('/elnat/'))).toBe(true);
    expect(new Set(rows.map((row) => row.pagePath)).size).toBe(127);
  });
});
