import { breadcrumbTrail, sentenceCaseSegment, titleCaseSegment } from '@/lib/breadcrumb';

describe('breadcrumb labels (docs/rules/site-wide.md)', () => {
  it('shows nothing on the home page', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
  });

  it('uses the fixed labels for jamfor, kalkylator and stader', () => {
    expect(breadcrumbTrail('/jamfor')).toEqual([
      { href: '/', label: 'Hem' },
      { href: '/jamfor', label: 'Jämför elavtal' },
    ]);
    expect(breadcrumbTrail('/kalkylator').at(-1)?.label).toBe('Elkostnadskalkylator');
    expect(breadcrumbTrail('/stader/goteborg')[1]).toEqual({ href: '/stader', label: 'Städer' });
  });

  it("uses the site map's label for a known page", () => {
    expect(breadcrumbTrail('/villkor').at(-1)).toEqual({ href: '/villkor', label: 'Användarvillkor' });
  });

  it('writes other segments in sentence case, hyphens becoming spaces', () => {
    expect(sentenceCaseSegment('el-avtals-skolan')).toBe('El avtals skolan');
    expect(sentenceCaseSegment('--')).toBe('');
    expect(titleCaseSegment('el-avtals-skolan')).toBe('El Avtals Skolan');
    expect(breadcrumbTrail('/nagot-okant/el-avtals-skolan').at(-1)?.label).toBe('El avtals skolan');
    expect(breadcrumbTrail('/stader/malung-salen').map((crumb) => crumb.href)).toEqual(['/', '/stader', '/stader/malung-salen']);
  });

  it('lets the page name its own last crumb', () => {
    expect(breadcrumbTrail('/stader/goteborg', 'Göteborg').at(-1)).toEqual({
      href: '/stader/goteborg',
      label: 'Göteborg',
    });
  });

  it('ignores query, hash and malformed escapes', () => {
    expect(breadcrumbTrail('/jamfor?postalCode=11122#resultat')).toHaveLength(2);
    expect(breadcrumbTrail('/blog/%E0%A4%A').at(-1)?.label).toBe('%E0%A4%A');
  });
});
