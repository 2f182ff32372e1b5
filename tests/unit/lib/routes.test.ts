/** @jest-environment node */
import { FOOTER_CITY_SLUGS } from '@/lib/cities/paths';
import {
  findRoute,
  footerCityNav,
  footerGroups,
  footerNav,
  getAllRoutes,
  getRoutesInSection,
  headerNav,
  isActivePath,
  isLiveRoute,
} from '@/lib/routes';

describe('route index with the city pages', () => {
  it('lists /stader and all 290 city pages once, and no path twice', () => {
    const cities = getRoutesInSection('cities');
    expect(cities).toHaveLength(291);
    expect(cities[0]).toMatchObject({ path: '/stader', label: 'Städer' });
    const paths = getAllRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names each city page after its municipality and ranks the ten footer cities higher', () => {
    expect(findRoute('/stader/malung-salen')).toMatchObject({ label: 'Malung-Sälen', priority: 0.5, changeFrequency: 'monthly' });
    expect(findRoute('/stader/goteborg')).toMatchObject({ label: 'Göteborg', priority: 0.6 });
    expect(isLiveRoute('/stader/malmo?x=1#y')).toBe(true);
    expect(isLiveRoute('/stader/atlantis')).toBe(false);
  });

  it("shows 'Städer' in the header and the spec's ten cities in the footer, in its order", () => {
    expect(headerNav().map((item) => item.href)).toContain('/stader');
    expect(footerCityNav().map((item) => item.href)).toEqual(FOOTER_CITY_SLUGS.map((slug) => `/stader/${slug}`));
    expect(footerCityNav().map((item) => item.label)).toEqual([
      'Stockholm',
      'Göteborg',
      'Malmö',
      'Uppsala',
      'Västerås',
      'Örebro',
      'Linköping',
      'Helsingborg',
      'Norrköping',
      'Lund',
    ]);
  });

  it('keeps the active-path rule (re-exported for the header)', () => {
    expect(isActivePath('/stader', '/stader/mora')).toBe(true);
    expect(isActivePath('/', '/stader')).toBe(false);
  });
});

describe('footer link groups', () => {
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
    expect(suppliers?.items.map((item) => item.href)).toEqual([
      '/leverantor',
      '/leverantor/vattenfall',
      '/leverantor/eon',
      '/leverantor/fortum',
      '/leverantor/tibber',
      '/leverantor/greenely',
    ]);
    expect(suppliers?.items[2]).toEqual({ href: '/leverantor/eon', label: 'E.ON' });
  });

  it("keeps every one of the spec's footer links, each in exactly one group, and links only to pages that exist", () => {
    const groups = footerGroups();
    const hrefs = groups.flatMap((group) => group.items.map((item) => item.href));
    for (const item of footerNav()) expect(hrefs.filter((href) => href === item.href)).toHaveLength(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs.every((href) => isLiveRoute(href))).toBe(true);
    expect(groups.find((group) => group.label === 'Om webbplatsen')?.items.map((item) => item.href)).toEqual([
      '/integritet',
      '/villkor',
      '/cookies',
      '/juridiskt',
      '/sitemap',
    ]);
    expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
  });
});
