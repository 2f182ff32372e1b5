/** @jest-environment node */
import { getMarketFigures } from '@/lib/content/market-marketing';
import { getCompareContent } from '@/lib/content/pages';
import { areaSaving, getMarketingFigures, SAVING_ANNUAL_KWH, savingRange, savingRangeText } from '@/lib/content/marketing';
import { getAllMunicipalities } from '@/lib/content/municipalities';
import { getAllOffers, getCatalogueSuppliers, getOffersForArea } from '@/lib/content/offers';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import { costSummary } from '@/lib/domain/cost';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { shownFigure, siteConfig, siteConfigSchema } from '@/lib/site';

/**
 * The marketing figures come from the data (decisions.md, "Product"). Over the bundled catalogue
 * and spot prices the tests assert relations (the cheapest is first, the saving is median minus
 * cheapest), so a refresh of either breaks nothing; the rounding of the headline range has
 * literal cases on fixtures.
 */
describe('marketing figures computed from the data', () => {
  const figures = getMarketingFigures();

  it('counts the suppliers and offers in the catalogue and the municipalities of the price-area table', () => {
    expect(figures.supplierCount).toBe(getCatalogueSuppliers().length);
    expect(figures.offerCount).toBe(getAllOffers().length);
    expect(figures.municipalityCount).toBe(getAllMunicipalities().length);
    expect(figures.supplierCount).toBeLessThanOrEqual(figures.offerCount);
  });

  it.each(PRICE_AREAS)('%s: the saving is the median minus the cheapest offer at 20 000 kWh a year', (area) => {
    expect(SAVING_ANNUAL_KWH).toBe(20_000);
    const saving = areaSaving(area);
    const offers = getOffersForArea(area);
    const annual = offers.map((offer) => costSummary(offer.pricePerKwh, offer.monthlyFee, SAVING_ANNUAL_KWH / 12).annualCost).sort((a, b) => a - b);
    expect(saving.offerCount).toBe(offers.length);
    expect(saving.cheapestKr).toBe(annual[0]);
    expect(saving.cheapestKr).toBeLessThanOrEqual(saving.medianKr);
    expect(saving.medianKr).toBeLessThanOrEqual(annual.at(-1)!);
    expect(saving.savingKr).toBe(saving.medianKr - saving.cheapestKr);
    expect(saving.savingPercent).toBeCloseTo((saving.savingKr / saving.medianKr) * 100, 10);
    const cheapest = offers.find((offer) => offer.name === saving.cheapest.name && offer.supplier === saving.cheapest.supplier);
    expect(cheapest).toBeDefined();
    expect(figures.savings.find((s) => s.area === area)).toEqual(saving);
  });

  it('states the basis next to the savings: consumption, spot month, what is excluded', () => {
    expect(figures.savingBasis.replace(/\s/g, ' ')).toContain('20 000 kWh per år');
    expect(figures.savingBasis).toContain(getSpotDataDates().latestFullMonthLabel);
    expect(figures.savingBasis).toContain('utan elnätsavgift och energiskatt');
  });

  it('rounds the headline range to tens of kronor', () => {
    const saving = (savingKr: number) => ({ ...figures.savings[0]!, savingKr });
    expect(savingRange([saving(1_356), saving(1_886), saving(1_874)])).toEqual({ low: 1_360, high: 1_890 });
    expect(savingRangeText([saving(1_356), saving(1_886)]).replace(/\s/g, ' ')).toBe('mellan 1 360 och 1 890 kr');
    expect(savingRangeText([saving(1_500), saving(1_504)]).replace(/\s/g, ' ')).toBe('omkring 1 500 kr');
  });

  it('puts the saving computed from the market catalogue and its basis into the /jamfor FAQ', () => {
    const market = getMarketFigures();
    const answer = getCompareContent().faq.find((item) => item.question === 'Hur mycket kan jag spara?')?.answer ?? '';
    expect(answer).toContain(`${savingRangeText(market.savings)} per år mellan det mittersta och det billigaste rörliga avtalet`);
    expect(answer).toContain(market.savingBasis);
    expect(answer).not.toMatch(/genomsnittligt hus/);
  });
});

describe('figures the site cannot know (site config)', () => {
  it('are unset by default, so no page shows them', () => {
    expect(siteConfig.marketing).toEqual({
      siteRating: { value: null, reviewCount: null, source: null },
      users: { value: null, source: null },
      calculatorUsers: { value: null, source: null },
    });
    const figures = getMarketingFigures();
    expect([figures.siteRating, figures.users, figures.calculatorUsers]).toEqual([null, null, null]);
  });

  it('cannot be set without a source, nor a rating without its review count or above 5', () => {
    const withMarketing = (marketing: object) =>
      siteConfigSchema.safeParse({ ...siteConfig, marketing: { ...siteConfig.marketing, ...marketing } }).success;
    expect(withMarketing({})).toBe(true);
    expect(withMarketing({ users: { value: 12_000, source: null } })).toBe(false);
    expect(withMarketing({ users: { value: 12_000, source: 'Plausible, jan–okt 2026' } })).toBe(true);
    expect(withMarketing({ siteRating: { value: 4.5, reviewCount: null, source: 'Trustpilot, 2026-11-01' } })).toBe(false);
    expect(withMarketing({ siteRating: { value: 5.5, reviewCount: 10, source: 'Trustpilot, 2026-11-01' } })).toBe(false);
    expect(withMarketing({ siteRating: { value: 4.5, reviewCount: 120, source: 'Trustpilot, 2026-11-01' } })).toBe(true);
  });

  it('are shown only with both a value and a source', () => {
    expect(shownFigure({ value: 12_000, source: 'Plausible, jan–okt 2026' })).toEqual({ value: 12_000, source: 'Plausible, jan–okt 2026' });
    expect(shownFigure({ value: 12_000, source: null })).toBeNull();
    expect(shownFigure({ value: null, source: 'Plausible' })).toBeNull();
  });
});
