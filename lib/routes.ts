/**
 * The route index: every page the static export contains, once. The HTML /sitemap page, the
 * sitemap.xml (next-sitemap), the header and footer links and the site-wide test all read it, so
 * a page that does not exist yet is simply not listed and nothing links to it.
 */

// Relative, not '@/': next-sitemap's config and Playwright load this module outside Next's resolver.
import { CITIES_PATH, FOOTER_CITY_SLUGS } from './cities/paths';
import { getCityRoutes } from './content/city-index';
import { editorialRoutes, type EditorialRoute } from './content/editorial/route-entries';
import { newsRoutes, type NewsRoute } from './content/news/route-entries';
import { PROVIDER_INDEX, PROVIDERS_PATH, providerPath } from './content/provider-index';
import { isActivePath, type NavItem } from './nav';

export { isActivePath, type NavItem };

export type RouteSection = 'main' | 'tools' | 'guides' | 'providers' | 'cities' | 'blog' | 'news' | 'legal';

export interface RouteEntry {
  path: string;
  /** Link text in navigation and on /sitemap. */
  label: string;
  section: RouteSection;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** 0–1, as in sitemap.xml. */
  priority: number;
  /** Last change, YYYY-MM-DD (sitemap.xml's lastmod); set where the content knows it. */
  lastmod?: string;
}

const staticRoutes: readonly RouteEntry[] = [
  { path: '/', label: 'Startsida', section: 'main', changeFrequency: 'weekly', priority: 1 },
  { path: '/jamfor', label: 'Jämför elavtal', section: 'tools', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/kalkylator', label: 'Elkostnadskalkylator', section: 'tools', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/optimering', label: 'Optimera elförbrukningen', section: 'tools', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/kontakt', label: 'Kontakt', section: 'main', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/elpris-just-nu', label: 'Elpriset just nu', section: 'tools', changeFrequency: 'daily', priority: 0.8 },
  { path: '/elpris-historik', label: 'Elprishistorik', section: 'tools', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/elnat', label: 'Elnätsavgifter', section: 'tools', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/sitemap', label: 'Webbplatskarta', section: 'main', changeFrequency: 'monthly', priority: 0.3 },
  { path: '/juridiskt', label: 'Juridisk information', section: 'legal', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/villkor', label: 'Användarvillkor', section: 'legal', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/integritet', label: 'Integritetspolicy', section: 'legal', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/cookies', label: 'Cookiepolicy', section: 'legal', changeFrequency: 'yearly', priority: 0.2 },
  { path: CITIES_PATH, label: 'Städer', section: 'cities', changeFrequency: 'monthly', priority: 0.7 },
  { path: PROVIDERS_PATH, label: 'Elleverantörer', section: 'providers', changeFrequency: 'monthly', priority: 0.6 },
  ...PROVIDER_INDEX.map(
    ({ slug, name }): RouteEntry => ({
      path: providerPath(slug),
      label: name,
      section: 'providers',
      changeFrequency: 'monthly',
      priority: 0.6,
    }),
  ),
];

/** How the editorial pages (lib/content/editorial) appear in sitemap.xml. */
function editorialEntry({ kind, ...route }: EditorialRoute): RouteEntry {
  return { ...route, changeFrequency: kind === 'listing' ? 'weekly' : 'monthly', priority: 0.6 };
}

/** How the news pages and /fiber-stockholm (lib/content/news) appear in sitemap.xml. */
function newsEntry({ kind, ...route }: NewsRoute): RouteEntry {
  return { ...route, changeFrequency: kind === 'listing' ? 'monthly' : 'yearly', priority: kind === 'listing' ? 0.6 : 0.5 };
}

const FOOTER_CITIES: ReadonlySet<string> = new Set(FOOTER_CITY_SLUGS);

let allRoutes: readonly RouteEntry[] | undefined;

/** Every page: the fixed ones, the editorial and news pages (Markdown front matter and the monthly spot averages, read on first use), then the 290 city pages (the spec's ten footer cities ranked higher). */
export function getAllRoutes(): readonly RouteEntry[] {
  allRoutes ??= Object.freeze([
    ...staticRoutes,
    ...editorialRoutes().map(editorialEntry),
    ...newsRoutes().map(newsEntry),
    ...getCityRoutes().map(
      ({ slug, name, path }): RouteEntry => ({
        path,
        label: name,
        section: 'cities',
        changeFrequency: 'monthly',
        priority: FOOTER_CITIES.has(slug) ? 0.6 : 0.5,
      }),
    ),
  ]);
  return allRoutes;
}

export function getRoutesInSection(section: RouteSection): RouteEntry[] {
  return getAllRoutes().filter((route) => route.section === section);
}

export function findRoute(path: string): RouteEntry | undefined {
  routesByPath ??= new Map(getAllRoutes().map((route) => [route.path, route]));
  return routesByPath.get(path);
}

let routesByPath: ReadonlyMap<string, RouteEntry> | undefined;

/** True when the export contains a page at this path (query and hash ignored). */
export function isLiveRoute(href: string): boolean {
  const path = href.split(/[?#]/)[0] || '/';
  return findRoute(path) !== undefined;
}

/** Header links of spec section 2, in order; only pages that exist are shown. */
const HEADER_NAV: readonly NavItem[] = [
  { href: '/', label: 'Hem' },
  { href: '/jamfor', label: 'Jämför elavtal' },
  { href: '/kalkylator', label: 'Kalkylator' },
  { href: '/optimering', label: 'Optimering' },
  { href: '/blog', label: 'Blogg' },
  { href: '/stader', label: 'Städer' },
  { href: '/kontakt', label: 'Kontakt' },
];

/** Footer links of spec section 2, in order; only pages that exist are shown. */
const FOOTER_NAV: readonly NavItem[] = [
  { href: '/el-avtals-skolan', label: 'El-avtals-skolan' },
  { href: '/fiber-stockholm', label: 'Fiber i Stockholm' },
  { href: '/energinyheter', label: 'Energinyheter' },
  { href: '/integritet', label: 'Integritetspolicy' },
  { href: '/villkor', label: 'Användarvillkor' },
  { href: '/cookies', label: 'Cookies' },
  { href: '/juridiskt', label: 'Juridisk information' },
  { href: '/sitemap', label: 'Webbplatskarta' },
];

/** A titled group of footer links. */
export interface NavGroup {
  /** Id of the group's heading, unique on the page. */
  id: string;
  label: string;
  items: NavItem[];
}

/**
 * The footer's link groups (issue 13: the spot-price and supplier pages were reachable only from
 * /sitemap). The spec's footer links (FOOTER_NAV) are all here, sorted into 'Läs mer' and 'Om
 * webbplatsen'; 'Elpriser' and 'Elbolag' come first. Only pages that exist are shown, and a group
 * left empty is dropped.
 */
export function footerGroups(): NavGroup[] {
  const footer = footerNav();
  const groups: NavGroup[] = [
    {
      id: 'sidfot-elpriser',
      label: 'Elpriser',
      items: [
        { href: '/elpris-just-nu', label: 'Elpriset just nu' },
        { href: '/elpris-historik', label: 'Elprishistorik' },
        { href: '/elnat', label: 'Elnätsavgifter' },
        { href: '/energinyheter', label: 'Energinyheter' },
      ],
    },
    {
      id: 'sidfot-elbolag',
      label: 'Elbolag',
      items: [
        { href: PROVIDERS_PATH, label: 'Alla elbolag' },
        ...PROVIDER_INDEX.map(({ slug, name }) => ({ href: providerPath(slug), label: name })),
      ],
    },
    {
      id: 'sidfot-las-mer',
      label: 'Läs mer',
      items: footer.filter((item) => !isSiteInfo(item.href) && item.href !== '/energinyheter'),
    },
    { id: 'sidfot-om', label: 'Om webbplatsen', items: footer.filter((item) => isSiteInfo(item.href)) },
  ];
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => isLiveRoute(item.href)) }))
    .filter((group) => group.items.length > 0);
}

/** The legal pages and the sitemap: the footer's 'Om webbplatsen' group. */
function isSiteInfo(href: string): boolean {
  return href === '/sitemap' || findRoute(href)?.section === 'legal';
}

export function headerNav(): NavItem[] {
  return HEADER_NAV.filter((item) => isLiveRoute(item.href));
}

export function footerNav(): NavItem[] {
  return FOOTER_NAV.filter((item) => isLiveRoute(item.href));
}

/** The spec's ten footer cities (spec section 2, "Cities"), with their names, when their pages exist. */
export function footerCityNav(): NavItem[] {
  const byPath = new Map(getCityRoutes().map((city) => [city.path, city.name]));
  return FOOTER_CITY_SLUGS.flatMap((slug) => {
    const href = `${CITIES_PATH}/${slug}`;
    const label = byPath.get(href);
    return label && isLiveRoute(href) ? [{ href, label }] : [];
  });
}

/** The header's 'Jämför nu' button target, when the compare page exists. */
export const COMPARE_PATH = '/jamfor';
