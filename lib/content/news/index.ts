import { decideInternalLink } from '@/lib/content/editorial';
import { countWords, readTimeMinutes } from '@/lib/content/editorial/markdown-file';
import { renderMarkdown, type RenderedMarkdown } from '@/lib/content/editorial/render';
import { EDITORIAL_AUTHOR } from '@/lib/content/editorial/schemas';
import { getMonthlyAverages } from '@/lib/content/spot-prices';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import type { NewsCategorySlug } from '@/lib/news/categories';
import { buildPriceReports, type MonthlyByArea, type PriceReport } from '@/lib/news/price-reports';

import { loadFiberCopy, newsCollection, type FiberPageCopy, type WrittenNews } from './collection';
import type { NewsSource } from './schemas';

/**
 * The news content boundary, loaders only: the written items of content/news and the
 * monthly price reports generated from the bundled spot averages, as one list of news items;
 * lookups by slug, category and price area; rendering through the editorial pipeline; and the
 * /fiber-stockholm copy. What the news pages show beyond an item (the city pages, related items,
 * labels, the not-found fallback file) is computed from these in lib/news.
 */

export type { FiberPageCopy } from './collection';
export type { NewsSource } from './schemas';

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

export function getNewsByCategory(slug: NewsCategorySlug): NewsItem[] {
  return getAllNews().filter((item) => item.category === slug);
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
