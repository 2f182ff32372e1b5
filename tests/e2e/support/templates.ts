import { listExportedPages, pageTemplates } from '../../../scripts/lib/export-pages';

/**
 * Playwright's page list, from what the build exported: every HTML page of out/ with the template
 * (app route) that rendered it (.next/prerender-manifest.json). A route family added later is in
 * this list as soon as it is built; nothing here names a page.
 */

export interface TemplateSample {
  /** The app route: '/stader/[slug]', or the path itself for a page of its own. */
  template: string;
  /** The page that stands for the template: its largest (the most content to check). */
  path: string;
  /** How many exported pages the template rendered. */
  pages: number;
}

/** One page per template, in template order. */
export function templateSamples(): TemplateSample[] {
  const pages = listExportedPages();
  const templates = pageTemplates(pages);
  const byTemplate = new Map<string, { path: string; size: number; pages: number }>();
  for (const page of pages) {
    const template = templates.get(page.urlPath)!;
    const known = byTemplate.get(template);
    const size = page.html.length;
    if (!known) byTemplate.set(template, { path: page.urlPath, size, pages: 1 });
    else byTemplate.set(template, { ...(size > known.size ? { path: page.urlPath, size } : known), pages: known.pages + 1 });
  }
  return [...byTemplate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([template, { path, pages: count }]) => ({ template, path, pages: count }));
}
