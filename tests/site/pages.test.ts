import { listExportedPages, pageTemplates } from '@/scripts/lib/export-pages';
import { budgetFor, checkPage, pageWeight } from '@/scripts/lib/site-check';

/**
 * Every page the build exported, in Node (no browser): head, one absolute canonical, JSON-LD,
 * internal links and anchors (scripts/lib/site-check.ts), and its JavaScript within budget. The
 * pages come from out/ and are grouped by the template (app route) that rendered them, so a new
 * route family is checked here the moment it is built. Axe and the console check run once per
 * template in Playwright (tests/e2e/nginx/templates.spec.ts).
 */

const pages = listExportedPages();
const templates = pageTemplates(pages);
const byTemplate = new Map<string, typeof pages>();
for (const page of pages) {
  const template = templates.get(page.urlPath)!;
  byTemplate.set(template, [...(byTemplate.get(template) ?? []), page]);
}

describe.each([...byTemplate.keys()].sort())('%s', (template) => {
  it.each(byTemplate.get(template)!.map((page) => [page.urlPath, page] as const))('%s: head, canonical, JSON-LD, links and JS budget', (_, page) => {
    expect(checkPage(page)).toEqual([]);
    const { totalGzipBytes } = pageWeight(page);
    const budgetKib = budgetFor(page.urlPath);
    // On failure the report shows the page's gzip size against its budget.
    expect({ gzipKib: Number((totalGzipBytes / 1024).toFixed(1)), budgetKib, withinBudget: totalGzipBytes <= budgetKib * 1024 }).toMatchObject({
      withinBudget: true,
    });
  });
});
