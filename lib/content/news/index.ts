import { decideInternalLink } from '@/lib/content/editorial';
import { renderMarkdown, type RenderedMarkdown } from '@/lib/content/editorial/render';
import { countWords, readTimeMinutes } from '@/lib/content/editorial/markdown-file';
import { EDITORIAL_AUTHOR } from '@/lib/content/editorial/schemas';
import { getMunicipality } from '@/lib/content/municipalities';
import { getMonthlyAverages, getSpotDataDates } from '@/lib/content/spot-prices';
import { PRICE_AREA_NAMES, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { cityPath } from '@/lib/cities/paths';
import { formatDate, formatList, formatMonthYear, formatOrePerKwh, formatPopulation } from '@/lib/format';
import { NEWS_CATEGORIES, NEWS_CATEGORY_SLUGS, type NewsCategory, type NewsCategorySlug } from '@/lib/news/categories';
import { NEWS_CITY_SLUGS, NEWS_FALLBACK_CITY_SLUG, NEWS_TEASER_CITY_SLUGS, type NewsCitySlug } from '@/lib/news/cities';
import type { NewsFallbackData } from '@/lib/news/fallback';
import { cityNewsPath } from '@/lib/news/paths';
import { buildPriceReports, type MonthlyByArea, type PriceReport } from '@/lib/news/price-reports';

import { loadFiberCopy, newsCollection, type FiberPageCopy, type WrittenNews } from './collection';
import type { NewsSource } from './schemas';

/**
 * The news content boundary (issue 12): the written items of content/news and the monthly price
 * reports generated from the bundled spot averages, as one list of news items; the city news pages
 * of the eight cities; the categories; rendering; and the /fiber-stockholm copy. Pages, metadata,
 * the not-found fallback file and the home page teaser all read through these functions.
 */

export type { FiberPageCopy } from './collection';
export type { NewsSource } from './schemas';
export type { NewsCategory, NewsCategorySlug } from '@/lib/news/categories';

interface NewsItemFields {
  slug: string;
  path: string;
  /** Names the source in build errors. */
  file: string;
  title: string;
  seoTitle: string;
  description: string;
  excerpt: string;
  category: NewsCategorySlug;
  /** The price areas the item concerns, SE1–SE4 order. */
  areas: readonly PriceArea[];
  /** The item's date in lists: the event's date (written) or the report's date (generated). */
  date: string;
  publishDate: string;
  updatedDate: string;
  author: string;
  /** Markdown; rendered by renderNewsItem. */
  body: string;
  wordCount: number;
  readTimeMinutes: number;
}

export interface WrittenNewsItem extends NewsItemFields {
  kind: 'written';
  eventDate: string;
  sources: readonly NewsSource[];
}

export interface ReportNewsItem extends NewsItemFields {
  kind: 'report';
  /** 'YYYY-MM'. */
  month: string;
  /** The last day of spot prices the report uses (the last day of its month). */
  dataThrough: string;
  report: PriceReport;
}

export type NewsItem = WrittenNewsItem | ReportNewsItem;

function fromWritten(item: WrittenNews): WrittenNewsItem {
  return Object.freeze({
    kind: 'written',
    slug: item.slug,
    path: item.path,
    file: item.file,
    title: item.title,
    seoTitle: item.seoTitle,
    description: item.description,
    excerpt: item.excerpt,
    category: item.category,
    areas: item.areas,
    date: item.eventDate,
    publishDate: item.publishDate,
    updatedDate: item.updatedDate,
    author: item.author,
    body: item.body,
    wordCount: item.wordCount,
    readTimeMinutes: item.readTimeMinutes,
    eventDate: item.eventDate,
    sources: item.sources,
  });
}

function fromReport(report: PriceReport): ReportNewsItem {
  const wordCount = countWords(report.body);
  return Object.freeze({
    kind: 'report',
    slug: report.slug,
    path: report.path,
    file: `prisrapport ${report.month} (lib/news/price-reports.ts)`,
    title: report.title,
    seoTitle: report.seoTitle,
    description: report.description,
    excerpt: report.excerpt,
    category: 'elpriser',
    areas: PRICE_AREAS,
    date: report.date,
    publishDate: report.date,
    updatedDate: report.date,
    author: EDITORIAL_AUTHOR,
    body: report.body,
    wordCount,
    readTimeMinutes: readTimeMinutes(wordCount),
    month: report.month,
    dataThrough: report.date,
    report,
  });
}

/** Newest first by the item's date; a report before a written item of the same day; then by slug. */
function newestFirst(a: NewsItem, b: NewsItem): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.kind !== b.kind) return a.kind === 'report' ? -1 : 1;
  return a.slug.localeCompare(b.slug, 'en');
}

interface Cache {
  all: readonly NewsItem[];
  bySlug: ReadonlyMap<string, NewsItem>;
}
let cache: Cache | undefined;

function monthlyByArea(): MonthlyByArea {
  return { SE1: getMonthlyAverages('SE1'), SE2: getMonthlyAverages('SE2'), SE3: getMonthlyAverages('SE3'), SE4: getMonthlyAverages('SE4') };
}

function load(): Cache {
  if (cache) return cache;
  const all = [...buildPriceReports(monthlyByArea()).map(fromReport), ...newsCollection.all().map(fromWritten)].sort(newestFirst);
  const bySlug = new Map<string, NewsItem>();
  for (const item of all) {
    if (bySlug.has(item.slug)) throw new Error(`Two news items share the slug ${item.slug} (${item.file} and ${bySlug.get(item.slug)!.file})`);
    bySlug.set(item.slug, item);
  }
  cache = { all: Object.freeze(all), bySlug };
  return cache;
}

/** Every news item, newest first. */
export function getAllNews(): readonly NewsItem[] {
  return load().all;
}

/** The item at /energinyheter/artikel/{slug}, or undefined. */
export function getNewsItem(slug: string): NewsItem | undefined {
  return load().bySlug.get(slug);
}

export function getNewsSlugs(): string[] {
  return getAllNews().map((item) => item.slug);
}

/** The monthly price reports, newest first. */
export function getPriceReports(): ReportNewsItem[] {
  return getAllNews().filter((item): item is ReportNewsItem => item.kind === 'report');
}

export function getLatestReport(): ReportNewsItem {
  const [latest] = getPriceReports();
  if (!latest) throw new Error('The bundled spot data has no complete month for a price report');
  return latest;
}

/** Items that concern a price area (reports concern all four). */
export function getNewsForArea(area: PriceArea): NewsItem[] {
  return getAllNews().filter((item) => item.areas.includes(area));
}

// ---------------------------------------------------------------------------------------------
// Categories

export function getNewsCategory(slug: string): NewsCategory | undefined {
  return Object.hasOwn(NEWS_CATEGORIES, slug) ? NEWS_CATEGORIES[slug as NewsCategorySlug] : undefined;
}

export function getNewsCategories(): NewsCategory[] {
  return NEWS_CATEGORY_SLUGS.map((slug) => NEWS_CATEGORIES[slug]);
}

export function getNewsByCategory(slug: NewsCategorySlug): NewsItem[] {
  return getAllNews().filter((item) => item.category === slug);
}

export function newsCategoryLabel(slug: NewsCategorySlug): string {
  return NEWS_CATEGORIES[slug].label;
}

// ---------------------------------------------------------------------------------------------
// Cities

export interface NewsCity {
  slug: NewsCitySlug;
  /** 'Göteborg'. */
  name: string;
  path: string;
  /** The municipality's page, /stader/{slug}. */
  cityPagePath: string;
  priceArea: PriceArea;
  /** 'Stockholm' for SE3: the name Svenska kraftnät gives the area. */
  priceAreaName: string;
  /** SCB, 31 December 2024. */
  population: number;
  populationSource: string;
  /** The area's average of the latest complete month, öre/kWh excl. VAT. */
  latestAverage: { month: string; oreExVat: number };
  items: readonly NewsItem[];
}

export const POPULATION_SOURCE = 'Befolkning 31 december 2024, SCB';

const cities = new Map<string, NewsCity>();

/** The news page of one of the eight cities; undefined for any other slug. */
export function getNewsCity(slug: string): NewsCity | undefined {
  if (!(NEWS_CITY_SLUGS as readonly string[]).includes(slug)) return undefined;
  const known = cities.get(slug);
  if (known) return known;
  const municipality = getMunicipality(slug);
  if (!municipality) throw new Error(`content/data/municipalities.json has no municipality ${slug} for its news page`);
  const area = municipality.priceArea;
  const latest = getLatestReport();
  const city: NewsCity = Object.freeze({
    slug: slug as NewsCitySlug,
    name: municipality.name,
    path: cityNewsPath(slug),
    cityPagePath: cityPath(slug),
    priceArea: area,
    priceAreaName: PRICE_AREA_NAMES[area],
    population: municipality.population,
    populationSource: POPULATION_SOURCE,
    latestAverage: { month: latest.month, oreExVat: latest.report.areas[area].avg },
    items: getNewsForArea(area),
  });
  cities.set(slug, city);
  return city;
}

/** The eight city news pages, in the hub's order. */
export function getNewsCities(): NewsCity[] {
  return NEWS_CITY_SLUGS.map((slug) => getNewsCity(slug)!);
}

/** The hub's four teasers (Stockholm, Göteborg, Malmö, Umeå). */
export function getTeaserCities(): NewsCity[] {
  return NEWS_TEASER_CITY_SLUGS.map((slug) => getNewsCity(slug)!);
}

// ---------------------------------------------------------------------------------------------
// Related items

const SAME_CATEGORY_WEIGHT = 3;
const SHARED_AREA_WEIGHT = 1;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/**
 * The `count` items closest to `item`: three points for the same category, one for sharing a price
 * area; ties go to the item nearest in date, then the newer, then by slug. So a report's neighbours
 * are the reports of the months around it, and a Ringhals item's the other items on power production.
 */
export function relatedNews(item: NewsItem, count = 3, items: readonly NewsItem[] = getAllNews()): NewsItem[] {
  const areas = new Set(item.areas);
  const score = (other: NewsItem) =>
    (other.category === item.category ? SAME_CATEGORY_WEIGHT : 0) + (other.areas.some((area) => areas.has(area)) ? SHARED_AREA_WEIGHT : 0);
  const distance = (other: NewsItem) => Math.abs(dayNumber(other.date) - dayNumber(item.date));
  return items
    .filter((other) => other.slug !== item.slug)
    .map((other) => ({ other, score: score(other), distance: distance(other) }))
    .sort(
      (a, b) =>
        b.score - a.score || a.distance - b.distance || b.other.date.localeCompare(a.other.date) || a.other.slug.localeCompare(b.other.slug, 'en'),
    )
    .slice(0, count)
    .map(({ other }) => other);
}

// ---------------------------------------------------------------------------------------------
// Text helpers for pages

/** 'Alla elområden' or 'SE3 och SE4'. */
export function areasLabel(areas: readonly PriceArea[]): string {
  return areas.length === PRICE_AREAS.length ? 'Alla elområden' : formatList(areas);
}

/** Under a report's title: which prices it is based on (the issue asks for this wording). */
export function reportBasisLabel(item: ReportNewsItem): string {
  return `Baserad på spotpriser till och med ${formatDate(item.dataThrough)}`;
}

/** 'Snittpris mars 2026 i SE3: 58,7 öre/kWh exkl. moms'. */
export function latestAverageLabel(city: NewsCity): string {
  return `${formatOrePerKwh(city.latestAverage.oreExVat)} exkl. moms (${formatMonthYear(city.latestAverage.month)})`;
}

// ---------------------------------------------------------------------------------------------
// Rendering

const rendered = new Map<string, RenderedMarkdown>();

/** An item's body as HTML, through the editorial pipeline (directives, link checks, sanitising). */
export function renderNewsItem(item: NewsItem): RenderedMarkdown {
  let result = rendered.get(item.slug);
  if (!result) {
    result = renderMarkdown(item.body, { file: item.file, topHeadingDepth: 2, internalLink: decideInternalLink });
    rendered.set(item.slug, result);
  }
  return result;
}

export function getFiberPage(): FiberPageCopy {
  return loadFiberCopy();
}

let fiberHtml: RenderedMarkdown | undefined;

export function renderFiberPage(page: FiberPageCopy = getFiberPage()): RenderedMarkdown {
  fiberHtml ??= renderMarkdown(page.body, { file: page.file, topHeadingDepth: 2, internalLink: decideInternalLink });
  return fiberHtml;
}

// ---------------------------------------------------------------------------------------------
// The not-found fallback

/**
 * What the not-found page shows on an unknown /energinyheter/{x} (decisions.md, "Cities": Stockholm's
 * news), as the static file /data/energinyheter-fallback.json: formatted on the server, so the small
 * browser module only lays it out.
 */
export function getNewsFallbackData(): NewsFallbackData {
  const city = getNewsCity(NEWS_FALLBACK_CITY_SLUG)!;
  return {
    city: {
      name: city.name,
      path: city.path,
      cityPagePath: city.cityPagePath,
      priceArea: city.priceArea,
      priceAreaName: city.priceAreaName,
      population: formatPopulation(city.population),
      populationSource: city.populationSource,
      latestAverage: latestAverageLabel(city),
    },
    items: city.items.map((item) => ({
      title: item.title,
      path: item.path,
      date: item.date,
      dateLabel: formatDate(item.date),
      category: newsCategoryLabel(item.category),
      excerpt: item.excerpt,
    })),
  };
}

/** The source line of the price figures, as the spot-price pages print it. */
export function spotSource(): { attribution: string; url: string } {
  const { attribution, sourceUrl } = getSpotDataDates();
  return { attribution, url: sourceUrl };
}
