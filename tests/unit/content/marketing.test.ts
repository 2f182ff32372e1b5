/** @jest-environment node */
import { getCompareContent } from '@/lib/content/pages';
import { areaSaving, getMarketingFigures, SAVING_ANNUAL_KWH, savingRange, savingRangeText } from '@/lib/content/marketing';
import { shownFigure, siteConfig, siteConfigSchema } from '@/lib/site';

/**
 * The marketing figures come from the data (decisions.md, "Product"). The expected savings were
 * worked out by hand from the catalogue and the March 2026 spot averages (SE3 58,67 öre excl.
 * VAT): e.g. Eksjö Energi SE3 (58,67 + 7,09) × 1,25 = 82,2 öre → 82,2 × 20 000 / 100 + 12 ×
 * 15,625 = 16 440 + 187,50 = 16 627,50 → 16 628 kr a year.
 */
describe('marketing figures computed from the data', () => {
  const figures = getMarketingFigures();

  it('counts the suppliers and offers in the catalogue and the municipalities of the price-area table', () => {
    expect(figures.supplierCount).toBe(9);
    expect(figures.offerCount).toBe(9);
    expect(figures.municipalityCount).toBe(290);
  });

  it('computes each area saving as median minus cheapest at 20 000 kWh a year', () => {
    expect(SAVING_ANNUAL_KWH).toBe(20_000);
    expect(areaSaving('SE3')).toEqual({
      area: 'SE3',
      offerCount: 7,
      cheapestKr: 16_628,
      cheapest: { supplier: 'Eksjö Energi', name: 'Rörligt pris månadsbaserat' },
      // Seven offers: the fourth, E.ON at 90,0 öre: 18 000 + 480 = 18 480 kr.
      medianKr: 18_480,
      savingKr: 1_852,
      savingPercent: expect.closeTo(10.02, 2),
    });
    // Eight offers in SE1: the mean of Bixia 9 328 and E.ON 9 500.
    expect(areaSaving('SE1')).toMatchObject({ offerCount: 8, cheapestKr: 7_528, medianKr: 9_414, savingKr: 1_886 });
    expect(figures.savings.map((s) => [s.area, s.savingKr])).toEqual([
      ['SE1', 1_886],
      ['SE2', 1_876],
      ['SE3', 1_852],
      ['SE4', 1_356],
    ]);
  });

  it('states the basis next to the savings: consumption, spot month, what is excluded', () => {
    expect(figures.savingBasis.replace(/\s/g, ' ')).toContain('20 000 kWh per år');
    expect(figures.savingBasis).toContain('mars 2026');
    expect(figures.savingBasis).toContain('utan elnätsavgift och energiskatt');
  });

  it('rounds the headline range to tens of kronor', () => {
    expect(savingRange(figures.savings)).toEqual({ low: 1_360, high: 1_890 });
    expect(savingRangeText(figures.savings).replace(/\s/g, ' ')).toBe('mellan 1 360 och 1 890 kr');
    expect(savingRangeText([{ ...figures.savings[0]!, savingKr: 1_500 }]).replace(/\s/g, ' ')).toBe('omkring 1 500 kr');
  });

  it('puts the computed saving and its basis into the /jamfor FAQ', () => {
    const answer = getCompareContent().faq.find((item) => item.question === 'Hur mycket kan jag spara?')?.answer ?? '';
    expect(answer.replace(/\s/g, ' ')).toContain('mellan 1 360 och 1 890 kr per år mellan medianavtalet och det billigaste avtalet');
    expect(answer).toContain(figures.savingBasis);
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
