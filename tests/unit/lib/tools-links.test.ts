import { TOOL_LINKS, TOOL_LINKS_LIMIT, toolLinksFor } from '@/lib/tools-links';

const allLive = () => true;

describe('tools-links rule', () => {
  it('covers compare, calculator, cities and school', () => {
    expect(TOOL_LINKS.map((link) => link.href)).toEqual(['/jamfor', '/kalkylator', '/stader', '/el-avtals-skolan']);
  });

  it('leaves out the current page', () => {
    const hrefs = toolLinksFor('/kalkylator', { isLive: allLive, showAll: true }).map((link) => link.href);
    expect(hrefs).toEqual(['/jamfor', '/stader', '/el-avtals-skolan']);
  });

  it('shows at most three unless all are asked for', () => {
    expect(toolLinksFor('/', { isLive: allLive })).toHaveLength(TOOL_LINKS_LIMIT);
    expect(toolLinksFor('/', { isLive: allLive, showAll: true })).toHaveLength(4);
  });

  it('never links to a page that does not exist', () => {
    const hrefs = toolLinksFor('/', { isLive: (href) => href === '/stader', showAll: true }).map((l) => l.href);
    expect(hrefs).toEqual(['/stader']);
  });
});
