import { FOOTER_CITY_SLUGS } from '@/lib/cities/constants';
import { BLOG_CATEGORY_FILTERS, BLOG_PATH, getAllArticles, getAllGuides, getSchool, GUIDES_PATH, SCHOOL_PATH } from '@/lib/content/editorial';
import { lazy } from '@/lib/content/load';
import { getAllSuppliers } from '@/lib/content/market';
import { getMunicipality, getAllMunicipalities } from '@/lib/content/municipalities';
import { getAllNews, getFiberPage, type NewsItem } from '@/lib/content/news';
import { getAllProviders } from '@/lib/content/providers';
import { getNewsCategories } from '@/lib/news/categories';
import { NEWS_CITY_SLUGS } from '@/lib/news/cities';
import { cityNewsPath, FIBER_PATH, NEWS_PATH, newsCategoryPath } from '@/lib/news/paths';
import { CALCULATOR_PATH, CITIES_PATH, COMPARE_PATH, cityPath, PROVIDERS_PATH, providerPath } from '@/lib/paths';

import { isActivePath, type HeaderEntry, type NavGroup, type NavItem } from './nav';

export { isActivePath, type HeaderEntry, type NavGroup, type NavItem };

/**
 * The site map inside Next: the sections and pages the /sitemap page lists, with the label, the
 * sitemap.xml priority and change frequency, and the lastmod the content knows; the header and
 * footer links; the labels breadcrumbs borrow. Read from the typed content (lib/content lookups),
 * as any page reads it. This is not the list of what the build exports: sitemap.xml, the site-wide
 * check and Playwright take that from out/ (docs/architecture.md, "Adding a route family"); this module only adds
 * what the pages themselves know about each other. app/data/sidor.json/route.ts writes it to
 * out/data/sidor.json, where next-sitemap's config reads lastmod, priority and change frequency.
 */

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

/** The pages that are not part of a family: one page.tsx each. */
const STATIC_ROUTES: readonly RouteEntry[] = [
  { path: '/', label: 'Startsida', section: 'main', changeFrequency: 'weekly', priority: 1 },
  { path: COMPARE_PATH, label: 'Jämför elavtal', section: 'tools', changeFrequency: 'weekly', priority: 0.9 },
  { path: CALCULATOR_PATH, label: 'Elkostnadskalkylator', section: 'tools', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/optimering', label: 'Optimera elförbrukningen', section: 'tools', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/min-forbrukning', label: 'Fast eller rörligt för din förbrukning', section: 'tools', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/kontakt', label: 'Kontakt', section: 'main', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/elpris-just-nu', label: 'Elpriset just nu', section: 'tools', changeFrequency: 'daily', priority: 0.8 },
  { path: '/elpris-historik', label: 'Elprishistorik', section: 'tools', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/elnat', label: 'Elnätsavgifter', section: 'tools', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/oppna-data', label: 'Öppna data', section: 'main', changeFrequency: 'daily', priority: 0.4 },
  { path: '/sitemap', label: 'Webbplatskarta', section: 'main', changeFrequency: 'monthly', priority: 0.3 },
  { path: '/juridiskt', label: 'Juridisk information', section: 'legal', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/villkor', label: 'Användarvillkor', section: 'legal', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/integritet', label: 'Integritetspolicy', section: 'legal', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/cookies', label: 'Cookiepolicy', section: 'legal', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/om-elvalet', label: 'Om Elvalet', section: 'main', changeFrequency: 'yearly', priority: 0.4 },
  { path: '/tillganglighet', label: 'Tillgänglighet', section: 'legal', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/rattelser', label: 'Rättelser', section: 'main', changeFrequency: 'weekly', priority: 0.3 },
  { path: CITIES_PATH, label: 'Städer', section: 'cities', changeFrequency: 'monthly', priority: 0.7 },
  { path: PROVIDERS_PATH, label: 'Elleverantörer', section: 'providers', changeFrequency: 'monthly', priority: 0.6 },
];

function newest(dates: readonly string[]): string | undefined {
  return dates.length > 0 ? [...dates].sort().at(-1) : undefined;
}

/** Listings change when an entry is added (weekly), entries when they are edited (monthly). */
function editorialRoutes(): RouteEntry[] {
  const articles = getAllArticles();
  const guides = getAllGuides();
  const school = getSchool();
  const listing = (path: string, label: string, section: RouteSection, dates: string[]): RouteEntry => ({
    path,
    label,
    section,
    changeFrequency: 'weekly',
    priority: 0.6,
    lastmod: newest(dates),
  });
  const entry = (path: string, label: string, section: RouteSection, lastmod: string): RouteEntry => ({
    path,
    label,
    section,
    changeFrequency: 'monthly',
    priority: 0.6,
    lastmod,
  });
  return [
    listing(
      BLOG_PATH,
      'Blogg',
      'blog',
      articles.map((a) => a.updatedDate),
    ),
    // A category without articles still has its page (the chip must not lead nowhere), but it is
    // noindex and not listed.
    ...BLOG_CATEGORY_FILTERS.flatMap(({ category, path }) => {
      const dates = articles.filter((a) => a.category === category).map((a) => a.updatedDate);
      return dates.length > 0 ? [listing(path, `Blogg: ${category}`, 'blog', dates)] : [];
    }),
    ...articles.map((a) => entry(a.path, a.title, 'blog', a.updatedDate)),
    listing(
      GUIDES_PATH,
      'Guider',
      'guides',
      guides.map((g) => g.updatedDate),
    ),
    ...guides.map((g) => entry(g.path, g.title, 'guides', g.updatedDate)),
    entry(SCHOOL_PATH, 'El-avtals-skolan', 'guides', school.updatedDate),
  ];
}

/** The hub, the eight city pages, the three categories, every item (written and generated), the fibre page. */
function newsRoutes(): RouteEntry[] {
  const items = getAllNews();
  const lastmod = (list: readonly NewsItem[]) => newest(list.map((item) => item.updatedDate));
  const listing = (path: string, label: string, list: readonly NewsItem[]): RouteEntry => ({
    path,
    label,
    section: 'news',
    changeFrequency: 'monthly',
    priority: 0.6,
    lastmod: lastmod(list),
  });
  return [
    listing(NEWS_PATH, 'Energinyheter', items),
    ...NEWS_CITY_SLUGS.map((slug) => {
      const city = getMunicipality(slug);
      if (!city) throw new Error(`content/data/municipalities.json has no municipality ${slug} for its news page`);
      return listing(
        cityNewsPath(slug),
        `Energinyheter för ${city.name}`,
        items.filter((item) => item.areas.includes(city.priceArea)),
      );
    }),
    ...getNewsCategories().map(({ slug, label }) =>
      listing(
        newsCategoryPath(slug),
        `Energinyheter: ${label}`,
        items.filter((item) => item.category === slug),
      ),
    ),
    ...items.map((item): RouteEntry => ({
      path: item.path,
      label: item.title,
      section: 'news',
      changeFrequency: 'yearly',
      priority: 0.5,
      lastmod: item.updatedDate,
    })),
    { path: FIBER_PATH, label: 'Fiber i Stockholm', section: 'main', changeFrequency: 'yearly', priority: 0.5, lastmod: getFiberPage().updatedDate },
  ];
}

const FOOTER_CITIES: ReadonlySet<string> = new Set(FOOTER_CITY_SLUGS);

/**
 * Every page of the site map: the fixed ones, the providers, the editorial and news pages, then
 * the city pages (the ten footer cities ranked higher). Computed once.
 */
export const getAllRoutes: () => readonly RouteEntry[] = lazy(() =>
  Object.freeze([
    ...STATIC_ROUTES,
    ...getAllSuppliers().map(({ slug, name }): RouteEntry => ({
      path: providerPath(slug),
      label: name,
      section: 'providers',
      changeFrequency: 'monthly',
      priority: 0.6,
    })),
    ...editorialRoutes(),
    ...newsRoutes(),
    ...getAllMunicipalities().map(({ slug, name }): RouteEntry => ({
      path: cityPath(slug),
      label: name,
      section: 'cities',
      changeFrequency: 'monthly',
      priority: FOOTER_CITIES.has(slug) ? 0.6 : 0.5,
    })),
  ]),
);

const routesByPath = lazy(() => new Map(getAllRoutes().map((route) => [route.path, route])));

export function getRoutesInSection(section: RouteSection): RouteEntry[] {
  return getAllRoutes().filter((route) => route.section === section);
}

/** The site map's entry for a path (query and hash ignored), or undefined. */
export function findRoute(href: string): RouteEntry | undefined {
  return routesByPath().get(href.split(/[?#]/)[0] || '/');
}

/**
 * What the three reading sections are for (the blog, the guides and
 * the school read as the same thing). The header's "Lär dig" menu and each section's overview page
 * (components/editorial/learn-sections.tsx) say it with these lines.
 */
export const LEARN_SECTIONS: readonly (NavItem & { description: string })[] = [
  { href: GUIDES_PATH, label: 'Guider', description: 'Ett ämne i taget, på djupet: avtal, elnät, förbrukning och miljö.' },
  { href: SCHOOL_PATH, label: 'El-avtals-skolan', description: 'En kurs i åtta steg, från elräkningen till att byta elavtal.' },
  { href: BLOG_PATH, label: 'Blogg', description: 'Aktuellt om elpriset månad för månad, och praktiska tips.' },
];

/**
 * The header: every section of the site one step away, grouped so the bar stays
 * short. A group opens as a menu (components/layout/header-nav.tsx); the phone menu lists them all.
 */
const HEADER_NAV: readonly HeaderEntry[] = [
  {
    id: 'meny-elpriser',
    label: 'Elpriser',
    items: [
      { href: '/elpris-just-nu', label: 'Elpriset just nu' },
      { href: '/elpris-historik', label: 'Elprishistorik' },
    ],
  },
  {
    id: 'meny-elavtal',
    label: 'Elavtal',
    items: [
      { href: COMPARE_PATH, label: 'Jämför elavtal' },
      { href: PROVIDERS_PATH, label: 'Elleverantörer' },
      { href: CALCULATOR_PATH, label: 'Kalkylator' },
      { href: '/optimering', label: 'Optimering' },
      { href: '/min-forbrukning', label: 'Din förbrukning' },
    ],
  },
  { href: '/elnat', label: 'Elnät' },
  { id: 'meny-lar-dig', label: 'Lär dig', items: [...LEARN_SECTIONS] },
  { href: NEWS_PATH, label: 'Nyheter' },
  { href: CITIES_PATH, label: 'Städer' },
];

/** Footer links of docs/architecture.md, in order, with the guides, the blog and the contact page added. */
const FOOTER_NAV: readonly NavItem[] = [
  { href: GUIDES_PATH, label: 'Guider' },
  { href: SCHOOL_PATH, label: 'El-avtals-skolan' },
  { href: BLOG_PATH, label: 'Blogg' },
  { href: FIBER_PATH, label: 'Fiber i Stockholm' },
  { href: NEWS_PATH, label: 'Energinyheter' },
  { href: '/om-elvalet', label: 'Om Elvalet' },
  { href: '/oppna-data', label: 'Öppna data' },
  { href: '/kontakt', label: 'Kontakt' },
  { href: '/rattelser', label: 'Rättelser' },
  { href: '/tillganglighet', label: 'Tillgänglighet' },
  { href: '/integritet', label: 'Integritetspolicy' },
  { href: '/villkor', label: 'Användarvillkor' },
  { href: '/cookies', label: 'Cookies' },
  { href: '/juridiskt', label: 'Juridisk information' },
  { href: '/sitemap', label: 'Webbplatskarta' },
];

/** Pages about the site itself, outside the legal section: who runs it, contact, corrections, the sitemap. */
const ABOUT_PATHS: ReadonlySet<string> = new Set(['/om-elvalet', '/kontakt', '/rattelser', '/sitemap']);

/** The legal pages and the pages about the site: the footer's 'Om webbplatsen' group. */
function isSiteInfo(href: string): boolean {
  return ABOUT_PATHS.has(href) || findRoute(href)?.section === 'legal';
}

/**
 * The footer's link groups (the spot-price and supplier pages were reachable only from
 * /sitemap). The footer links (FOOTER_NAV) are all here, sorted into 'Läs mer' and 'Om
 * webbplatsen'; 'Elpriser' and 'Elbolag' come first.
 */
export function footerGroups(): NavGroup[] {
  return [
    {
      id: 'sidfot-elpriser',
      label: 'Elpriser',
      items: [
        { href: '/elpris-just-nu', label: 'Elpriset just nu' },
        { href: '/elpris-historik', label: 'Elprishistorik' },
        { href: '/elnat', label: 'Elnätsavgifter' },
        { href: NEWS_PATH, label: 'Energinyheter' },
      ],
    },
    {
      id: 'sidfot-elbolag',
      label: 'Elbolag',
      items: [{ href: PROVIDERS_PATH, label: 'Alla elbolag' }, ...getAllProviders().map(({ path, name }) => ({ href: path, label: name }))],
    },
    {
      id: 'sidfot-las-mer',
      label: 'Läs mer',
      items: FOOTER_NAV.filter((item) => !isSiteInfo(item.href) && item.href !== NEWS_PATH),
    },
    { id: 'sidfot-om', label: 'Om webbplatsen', items: FOOTER_NAV.filter((item) => isSiteInfo(item.href)) },
  ];
}

export function headerNav(): HeaderEntry[] {
  return [...HEADER_NAV];
}

/** Every page the header links to, its groups opened. */
export function headerLinks(): NavItem[] {
  return HEADER_NAV.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
}

export function footerNav(): NavItem[] {
  return [...FOOTER_NAV];
}

/** The ten footer cities (docs/rules/cities.md, "Ten cities first"), with their names from the municipality data. */
export function footerCityNav(): NavItem[] {
  return FOOTER_CITY_SLUGS.map((slug) => {
    const city = getMunicipality(slug);
    if (!city) throw new Error(`content/data/municipalities.json has no municipality ${slug} for the footer`);
    return { href: cityPath(slug), label: city.name };
  });
}
