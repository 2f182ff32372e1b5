import { getCalculatorContent, getOptimisationContent } from '@/lib/content/pages';
import { findRoute, headerLinks } from '@/lib/routes';
import { siteConfig } from '@/lib/site';

describe('tool page copy', () => {
  it("has Ei's household types as the consumption guide, with their source, and the price hint", () => {
    const content = getCalculatorContent();
    // House-size ranges had no source; Ei's types do.
    expect(content.consumptionGuide.rows.map((row) => [row.label, row.annualKwh])).toEqual([
      ['Lägenhet', 2000],
      ['Villa utan elvärme', 5000],
      ['Villa med elvärme', 20000],
    ]);
    expect(content.consumptionGuide.source).toContain('Energimarknadsinspektionens typhushåll');
    expect(content.priceHint.text).toContain('Elnätsavgiften och energiskatten');
    expect(content.priceHint.text).toContain('står på elnätsfakturan och ska inte räknas med');
    expect(content.priceHint.text).toContain('2026');
  });

  it('shows no user count until the operator sets one with a source, and no unsourced saving claim', () => {
    expect(siteConfig.marketing.calculatorUsers).toEqual({ value: null, source: null });
    expect(getCalculatorContent().intro).not.toMatch(/användare/);
    expect(getOptimisationContent().intro).not.toMatch(/\d/);
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

  it('has an FAQ on both pages and never promises AI', () => {
    for (const content of [getCalculatorContent(), getOptimisationContent()]) {
      expect(content.faq.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(content)).not.toMatch(/\bAI\b/);
    }
  });

  it('lists both tools on the site map and in the header', () => {
    expect(findRoute('/kalkylator')?.section).toBe('tools');
    expect(findRoute('/optimering')?.section).toBe('tools');
    expect(headerLinks().map((item) => item.href)).toEqual(expect.arrayContaining(['/kalkylator', '/optimering']));
  });
});
