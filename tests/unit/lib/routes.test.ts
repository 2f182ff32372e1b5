/** @jest-environment node */
import { cityPath } from '@/lib/paths';
import { FOOTER_CITY_SLUGS } from '@/lib/cities/constants';
import { getAllArticles, getAllGuides, getSchool } from '@/lib/content/editorial';
import { getAllSuppliers } from '@/lib/content/market';
import { getAllMunicipalities, getMunicipality } from '@/lib/content/municipalities';
import { getAllNews } from '@/lib/content/news';
import { getAllProviders } from '@/lib/content/providers';
import { DATA_FILE_VERSIONS } from '@/lib/open-data/versions';
import { pageListSchema } from '@/lib/page-list';
import { findRoute, footerCityNav, footerGroups, footerNav, getAllRoutes, getRoutesInSection, headerLinks, headerNav, isActivePath } from '@/lib/routes';

/**
 * The site map inside Next (lib/routes.ts), read from the typed content: relations over the
 * bundled content, so a new article or a data refresh breaks nothing here. That every page it lists
 * is in out/ (and every link of every page resolves) is the site-wide check's, over the build.
 */

describe('the site map', () => {
  const routes = getAllRoutes();

  it('lists no path twice and is the page list the build writes', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(pageListSchema.parse({ version: DATA_FILE_VERSIONS.sidor, pages: routes }).pages).toHaveLength(routes.length);
  });

  it('lists /stader and one page per municipality, named after it, the ten footer cities ranked higher', () => {
    const cities = getRoutesInSection('cities');
    expect(cities[0]).toMatchObject({ path: '/stader', label: 'Städer' });
    expect(cities.slice(1).map((r) => [r.path, r.label])).toEqual(getAllMunicipalities().map((m) => [cityPath(m.slug), m.name]));
    for (const route of cities.slice(1)) {
      const footer = (FOOTER_CITY_SLUGS as readonly string[]).includes(route.path.split('/')[2]!);
      expect(route.priority).toBe(footer ? 0.6 : 0.5);
    }
  });

  it('lists every supplier, article, guide, the school and every news item, with the lastmod their content gives', () => {
    for (const supplier of getAllSuppliers()) expect(findRoute(`/leverantor/${supplier.slug}`)).toMatchObject({ label: supplier.name, section: 'providers' });
    expect(getRoutesInSection('providers')).toHaveLength(getAllSuppliers().length + 1);
    for (const article of getAllArticles()) expect(findRoute(article.path)).toMatchObject({ label: article.title, lastmod: article.updatedDate });
    for (const guide of getAllGuides()) expect(findRoute(guide.path)).toMatchObject({ section: 'guides', lastmod: guide.updatedDate });
    expect(findRoute('/el-avtals-skolan')?.lastmod).toBe(getSchool().updatedDate);
    for (const item of getAllNews()) expect(findRoute(item.path)).toMatchObject({ section: 'news', lastmod: item.updatedDate });
    // A listing changes with its newest entry.
    const newestArticle = [...getAllArticles().map((a) => a.updatedDate)].sort().at(-1);
    expect(findRoute('/blog')?.lastmod).toBe(newestArticle);
    expect(findRoute('/energinyheter')?.lastmod).toBe([...getAllNews().map((n) => n.updatedDate)].sort().at(-1));
  });

  it('finds a page with a query or a fragment, and not a page that does not exist', () => {
    expect(findRoute('/stader/malmo?x=1#y')?.label).toBe('Malmö');
    expect(findRoute('/stader/atlantis')).toBeUndefined();
  });
});

describe('header and footer', () => {
  it('groups the header by section and reaches every section of the site', () => {
    expect(headerNav().map((entry) => ('items' in entry ? { [entry.label]: entry.items.map((item) => item.href) } : entry.href))).toEqual([
      { Elpriser: ['/elpris-just-nu', '/elpris-historik'] },
      { Elavtal: ['/jamfor', '/leverantor', '/kalkylator', '/optimering', '/min-forbrukning'] },
      '/elnat',
      { 'Lär dig': ['/guider', '/el-avtals-skolan', '/blog'] },
      '/energinyheter',
      '/stader',
    ]);
    // One step from any page: the guides, the grid fees and the news.
    expect(headerLinks().map((item) => item.href)).toEqual(expect.arrayContaining(['/guider', '/elnat', '/energinyheter']));
    // Each of the three reading sections says what it is for.
    for (const item of headerLinks().filter((link) => ['/guider', '/el-avtals-skolan', '/blog'].includes(link.href))) {
      expect(item.description).toMatch(/\S.{20,}/);
    }
  });

  it('shows the ten cities in the footer, in its order, named from the data', () => {
    expect(footerCityNav()).toEqual(FOOTER_CITY_SLUGS.map((slug) => ({ href: `/stader/${slug}`, label: getMunicipality(slug)!.name })));
  });

  it('keeps the active-path rule (re-exported for the header)', () => {
    expect(isActivePath('/stader', '/stader/mora')).toBe(true);
    expect(isActivePath('/', '/stader')).toBe(false);
  });

  it("opens with 'Elpriser' and 'Elbolag', reaching the spot-price and supplier pages", () => {
    const [prices, suppliers] = footerGroups();
    expect(prices).toEqual({
      id: 'sidfot-elpriser',
      label: 'Elpriser',
      items: [
        { href: '/elpris-just-nu', label: 'Elpriset just nu' },
        { href: '/elpris-historik', label: 'Elprishistorik' },
        { href: '/elnat', label: 'Elnätsavgifter' },
        { href: '/energinyheter', label: 'Energinyheter' },
      ],
    });
    expect(suppliers?.label).toBe('Elbolag');
    expect(suppliers?.items).toEqual([
      { href: '/leverantor', label: 'Alla elbolag' },
      ...getAllProviders().map((provider) => ({ href: provider.path, label: provider.name })),
    ]);
  });

  it('keeps every one of the footer links, each in exactly one group, all on the site map', () => {
    const groups = footerGroups();
    const hrefs = groups.flatMap((group) => group.items.map((item) => item.href));
    for (const item of footerNav()) expect(hrefs.filter((href) => href === item.href)).toHaveLength(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of [...hrefs, ...headerLinks().map((item) => item.href)])
      expect({ href, listed: findRoute(href) !== undefined }).toEqual({ href, listed: true });
    // Who runs the site, the corrections and the accessibility statement on every page (docs/rules/transparency.md).
    expect(groups.find((group) => group.label === 'Om webbplatsen')?.items.map((item) => item.href)).toEqual([
      '/om-elvalet',
      '/kontakt',
      '/rattelser',
      '/tillganglighet',
      '/integritet',
      '/villkor',
      '/cookies',
      '/juridiskt',
      '/sitemap',
    ]);
    expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
  });
});
