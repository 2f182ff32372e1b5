import { getCalculatorContent, getOptimisationContent } from '@/lib/content/tool-pages';
import { findRoute, headerNav } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { formatNumber } from '@/lib/format';

describe('tool page copy', () => {
  it('has the spec consumption guide and price hint (section 2, "Calculator")', () => {
    const content = getCalculatorContent();
    expect(content.consumptionGuide.map((row) => [row.minKwh, row.maxKwh])).toEqual([
      [2000, 3000],
      [5000, 7000],
      [8000, 12000],
      [12000, 20000],
    ]);
    expect(content.priceHint.text).toContain('Elnätsavgiften och energiskatten');
    expect(content.priceHint.text).toContain('står på elnätsfakturan och ska inte räknas med');
    expect(content.priceHint.text).toContain('2026');
  });

  it('asks for the supply price without elnätsavgift and energiskatt, and never promises a saving', () => {
    const text = JSON.stringify(getCalculatorContent());
    expect(text).not.toMatch(/spara upp till/i);
    expect(text).not.toMatch(/inklusive påslag, energiskatt/);
    expect(text).not.toMatch(/användare/);
    expect(getCalculatorContent().faq.find((item) => item.question.startsWith('Vilket elpris'))?.answer).toContain(
      'Räkna inte med elnätsavgift och energiskatt – de står på elnätsfakturan.',
    );
  });

  it('takes marketing figures from the site config, with the basis of the optimisation claim', () => {
    const { min, max } = siteConfig.marketing.optimisationSavingKrPerYear;
    expect(getOptimisationContent().intro).toContain(formatNumber(min));
    expect(getOptimisationContent().intro).toContain(formatNumber(max));
    expect(siteConfig.marketing.optimisationSavingBasis).toMatch(/timpris/);
  });

  it('has an FAQ on both pages and never promises AI', () => {
    for (const content of [getCalculatorContent(), getOptimisationContent()]) {
      expect(content.faq.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(content)).not.toMatch(/\bAI\b/);
    }
  });

  it('lists both tools in the route index and the header', () => {
    expect(findRoute('/kalkylator')?.section).toBe('tools');
    expect(findRoute('/optimering')?.section).toBe('tools');
    expect(headerNav().map((item) => item.href)).toEqual(expect.arrayContaining(['/kalkylator', '/optimering']));
  });
});
