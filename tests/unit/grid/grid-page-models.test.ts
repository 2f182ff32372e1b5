/** @jest-environment node */
import { getGridOperatorPageSlugs } from '@/lib/content/grid-areas';
import { getAreaOffers, getAreaSource } from '@/lib/content/market';
import { getMunicipalityByCode } from '@/lib/content/municipalities';
import { hasReducedEnergyTax } from '@/lib/domain/energy-tax';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import type { TotalCost } from '@/lib/grid/total-cost';
import { getElnatPage } from '@/lib/grid/elnat-page';
import { areaSupply, getCityGrid, getOperatorPage } from '@/lib/grid/grid-pages';
import { HOUSEHOLD_TYPES, type HouseholdCost } from '@/lib/grid/household';
import { servesFuse } from '@/lib/grid/types';
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

describe('what every grid page may and may not show', () => {
  const pages = getGridOperatorPageSlugs().map((slug) => getOperatorPage(slug));
  const tariffViews = pages.flatMap((page) => page?.tariffs ?? []);

  it('no household figure of 0 kr, and none computed with a fuse its price list is not for', () => {
    for (const tariff of tariffViews) {
      for (const cost of tariff.households) {
        if (!cost.available) continue;
        expect(cost.grid.total.yearKr).toBeGreaterThan(0);
        expect(servesFuse(cost.tariff, cost.fuse)).toBe(true);
        // A figure for another fuse than the household's says so beside it.
        expect(cost.fuseNote !== null).toBe(cost.fuse !== cost.type.fuse);
      }
    }
  });

  it('Alingsås and Varbergsortens: the villa at their smallest fuse, labelled; Karlshamn with its fixed transfer fee', () => {
    const villa = (slug: string) => getOperatorPage(slug)?.tariffs[0]?.households[0];
    expect(villa('alingsas-energi-elnat')).toMatchObject({ available: true, fuse: 25 });
    expect(villa('varbergsortens-elnat')).toMatchObject({ available: true, fuse: 20 });
    // 2 075 kr + 5 000 kWh × (49,5 öre + 8,9 % of the spot price with VAT) is more than 2 075 + 2 475 kr.
    const karlshamn = villa('karlshamn-elnat');
    expect(karlshamn?.available && karlshamn.grid.total.complete).toBe(true);
    expect(karlshamn?.available && karlshamn.grid.total.yearKr).toBeGreaterThan(2075 + 2475);
  });

  it('every figure that rests on an old or new list, a spot price, an assumed peak or an unknown part says so', () => {
    for (const tariff of tariffViews) {
      const shown = tariff.households.filter((cost) => cost.available);
      if (shown.length === 0) continue;
      const text = tariff.caveats.join(' ');
      if (shown.some((cost) => cost.available && cost.grid.assumptions.peak?.source === 'assumed')) expect(text).toMatch(/antagen topp/);
      if (shown.some((cost) => cost.available && cost.grid.assumptions.spotOreExVat !== null)) expect(text).toMatch(/spotpriset/);
      if (shown.some((cost) => cost.available && cost.fuseNote === null && !cost.grid.total.complete)) expect(text).toMatch(/okänd/);
      if (tariff.fromDate > '2025-01-01' || tariff.fromDate < '2024-10-27') expect(text).toMatch(/^Prislistan gäller från/);
    }
  });

  it('says it checked the price page only where the source saved it, and nothing of the kind without prices', () => {
    for (const page of pages) {
      if (!page) continue;
      if (page.tariffs.length === 0) expect(page.pageTextsLine).toBeNull();
    }
    for (const slug of ['leva-nat', 'vimmerby-energi-nat']) expect(getOperatorPage(slug)?.pageTextsLine).toMatch(/^Källan har ingen sparad kopia/);
    expect(getOperatorPage('ellevio')?.pageTextsLine).toMatch(/^Vi har kontrollerat uppgifterna mot elnätsbolagets prissida/);
  });

  it("the city pages: no list for 80 A and up (Västerås), and E.ON's regions named as such (Karlshamn)", () => {
    const vasteras = getCityGrid('1980');
    const malarenergi = vasteras?.operators.find((o) => o.name === 'Mälarenergi');
    expect(malarenergi?.tariffs.map((t) => t.variant)).toEqual(['Säkringsabonnemang']);
    const eon = getCityGrid('1082')?.operators.find((o) => o.name === 'E.ON');
    expect(eon?.tariffs.map((t) => t.variant)).toEqual(['Syd', 'Stockholm', 'Nord']);
    expect(eon?.regionNote).toMatch(/^Bara en av prislistorna Syd, Stockholm och Nord gäller för ett hushåll.*Källan säger inte vilken som gäller i Karlshamn/);
    expect(getOperatorPage('e-on')?.regionNote).toMatch(/Bara en av dem gäller för ett hushåll/);
  });
});

describe('/elnat links every operator to its page', () => {
  it('every row names /elnat/{slug}, one page per operator', () => {
    const { rows } = getElnatPage();
    expect(rows.every((row) => row.pagePath?.startsWith('/elnat/'))).toBe(true);
    expect(new Set(rows.map((row) => row.pagePath)).size).toBe(127);
  });
});
