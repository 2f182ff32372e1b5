/** @jest-environment node */
import { findRoute } from '@/lib/routes';
import { TOOL_LINK_MAX_COLUMNS, TOOL_LINKS, TOOL_LINKS_LIMIT, toolLinkColumns, toolLinksFor } from '@/lib/tools-links';

describe('tools-links rule', () => {
  it('covers compare, calculator, cities and school', () => {
    expect(TOOL_LINKS.map((link) => link.href)).toEqual(['/jamfor', '/kalkylator', '/stader', '/el-avtals-skolan']);
  });

  it('leaves out the current page', () => {
    const hrefs = toolLinksFor('/kalkylator', { showAll: true }).map((link) => link.href);
    expect(hrefs).toEqual(['/jamfor', '/stader', '/el-avtals-skolan']);
  });

  it('shows at most three unless all are asked for', () => {
    expect(toolLinksFor('/')).toHaveLength(TOOL_LINKS_LIMIT);
    expect(toolLinksFor('/', { showAll: true })).toHaveLength(4);
  });

  it('links only to pages of the site map', () => {
    for (const link of TOOL_LINKS) expect(findRoute(link.href)).toBeDefined();
  });
});

describe('tools-links grid columns', () => {
  it('gives the literal layouts for the counts the site shows', () => {
    expect(toolLinkColumns(1)).toEqual({ sm: 1, md: 1, lg: 1 });
    expect(toolLinkColumns(2)).toEqual({ sm: 2, md: 2, lg: 2 });
    expect(toolLinkColumns(3)).toEqual({ sm: 1, md: 3, lg: 3 });
    expect(toolLinkColumns(4)).toEqual({ sm: 2, md: 2, lg: 4 });
  });

  it('never leaves a half-empty row, for any count at any width', () => {
    for (let count = 1; count <= 24; count++) {
      const columns = toolLinkColumns(count);
      for (const width of ['sm', 'md', 'lg'] as const) {
        const c = columns[width];
        expect(c).toBeGreaterThanOrEqual(1);
        expect(c).toBeLessThanOrEqual(TOOL_LINK_MAX_COLUMNS[width]);
        // Either one row holds every card, or every row is full.
        expect(c === count || count % c === 0).toBe(true);
      }
    }
  });
});
