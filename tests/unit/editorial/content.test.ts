/**
 * @jest-environment node
 */
import { getAllArticles, getAllGuides, getSchool, renderArticle, renderGuide, renderSchool } from '@/lib/content/editorial';
import { SCHOOL_SECTION_IDS } from '@/lib/content/editorial/schemas';

/**
 * The writers' Markdown in content/ against the contract: every file loads and renders (front
 * matter, word counts, directives, links), and the sets of slugs are the site's (docs/rules/editorial.md).
 */

describe('content/ (docs/rules/editorial.md)', () => {
  it('has the ten blog articles (five renamed, content/moved-articles.ts), each rendering', () => {
    expect(
      getAllArticles()
        .map((a) => a.slug)
        .sort(),
    ).toEqual([
      'elomraden-sverige-guide',
      'elpriser-oktober-november-2025',
      'elpriser-stockholm-trender-2024',
      'elpriser-vintern-2025-2026',
      'fiber-internet-stockholm',
      'fornybar-el-i-sverige',
      'guide-till-elavtal',
      'natavgifter-forklaring',
      'sa-satts-elpriset',
      'spara-pa-el',
    ]);
    for (const article of getAllArticles()) expect(renderArticle(article).html.length).toBeGreaterThan(3000);
  });

  it('has the six guides, elavtal-guide and spara-pengar-el featured, each with a table of contents', () => {
    const guides = getAllGuides();
    expect(guides.map((g) => g.slug).sort()).toEqual([
      'elavtal-guide',
      'elforbrukning-tips',
      'forstaa-elmarknaden',
      'groen-el-guide',
      'natavgifter-guide',
      'spara-pengar-el',
    ]);
    expect(
      guides
        .filter((g) => g.featured)
        .map((g) => g.slug)
        .sort(),
    ).toEqual(['elavtal-guide', 'spara-pengar-el']);
    for (const guide of guides) expect(renderGuide(guide).headings.length).toBeGreaterThanOrEqual(3);
  });

  it('has the school with its eight sections in order', () => {
    const school = getSchool();
    expect(school.sections.map((s) => s.id)).toEqual([...SCHOOL_SECTION_IDS]);
    const rendered = renderSchool(school);
    expect(rendered.sections).toHaveLength(8);
    // Sub-heading ids carry their section's id, so two sections never share one.
    const ids = rendered.sections.flatMap((s) => [...s.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
