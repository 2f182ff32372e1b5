import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import * as cheerio from 'cheerio';

import { absoluteUrl, siteConfig } from '../../lib/site';

import type { PageListEntry } from '../../lib/page-list';

import { OUT_DIR, resolvesInExport, type ExportedPage } from './export-pages';
import { scriptsAfterPaint } from './script-placement';

/**
 * The site-wide checks over the static export, run in Node by Jest over
 * every page of out/ (tests/site/, `npm run test:site`), with the JS budget (`npm run weight`
 * prints the same figures).
 */

/**
 * One parse per page: cheerio in htmlparser2 mode (several times faster than parse5 on the large
 * pages) and only the few facts the checks need are kept, so 300+ pages stay quick and light.
 */
function load(html: string): cheerio.CheerioAPI {
  return cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });
}

function isNoindexIn($: cheerio.CheerioAPI): boolean {
  return $('meta[name="robots"]')
    .toArray()
    .some((el) => /noindex/i.test($(el).attr('content') ?? ''));
}

function titleIn($: cheerio.CheerioAPI): string {
  return $('head > title').first().text().trim();
}

function internalHrefsIn($: cheerio.CheerioAPI): string[] {
  const hrefs = $('a[href]')
    .toArray()
    .map((el) => $(el).attr('href') ?? '');
  return hrefs.flatMap((href) => {
    if (href.startsWith(siteConfig.url)) return [href.slice(siteConfig.url.length) || '/'];
    if (href.startsWith('/') && !href.startsWith('//')) return [href];
    return [];
  });
}

export function isNoindex(html: string): boolean {
  return isNoindexIn(load(html));
}

interface PageFacts {
  title: string;
  noindex: boolean;
  problems: string[];
}

const factsCache = new WeakMap<ExportedPage, Map<string, PageFacts>>();
const resolveCache = new Map<string, boolean>();

function resolves(pathPart: string, outDir: string): boolean {
  const key = `${outDir}\0${pathPart}`;
  let found = resolveCache.get(key);
  if (found === undefined) {
    found = resolvesInExport(pathPart, outDir);
    resolveCache.set(key, found);
  }
  return found;
}

function pageFacts(page: ExportedPage, outDir: string): PageFacts {
  const byDir = factsCache.get(page) ?? new Map<string, PageFacts>();
  factsCache.set(page, byDir);
  const cached = byDir.get(outDir);
  if (cached) return cached;

  const problems: string[] = [];
  const $ = load(page.html);
  const where = page.urlPath;
  const title = titleIn($);

  if ($('html').attr('lang') !== 'sv') problems.push(`${where}: <html lang> is not "sv"`);
  if (!title) problems.push(`${where}: no <title>`);
  const description = $('meta[name="description"]').attr('content')?.trim();
  if (!description) problems.push(`${where}: no meta description`);

  // A moved page (the old address of a renamed article) sends the reader on with a meta refresh:
  // its canonical is the new address, which must exist, and the page itself is noindex.
  const refreshes = $('meta[http-equiv="refresh"]').toArray();
  const movedTo = refreshes.length === 1 ? /^0; url=(\/\S*)$/.exec($(refreshes[0]).attr('content') ?? '')?.[1] : undefined;
  if (refreshes.length > 0) {
    if (!movedTo) problems.push(`${where}: a meta refresh must be exactly one, '0; url=/path'`);
    else if (!resolves(movedTo, outDir)) problems.push(`${where}: moves to ${movedTo}, which is not in the export`);
    if (!isNoindexIn($)) problems.push(`${where}: a moved page must be noindex`);
  }
  const canonical = absoluteUrl(movedTo ?? page.urlPath);
  const canonicals = $('link[rel="canonical"]').toArray();
  if (canonicals.length !== 1) {
    problems.push(`${where}: ${canonicals.length} canonical links, expected exactly 1`);
  } else {
    const href = $(canonicals[0]).attr('href');
    if (href !== canonical) {
      problems.push(`${where}: canonical ${href} is not ${canonical}`);
    }
  }

  $('script[type="application/ld+json"]').each((index, el) => {
    try {
      const data: unknown = JSON.parse($(el).text());
      const blocks = Array.isArray(data) ? data : [data];
      for (const block of blocks) {
        if (typeof block !== 'object' || block === null || !('@context' in block) || !('@type' in block)) {
          problems.push(`${where}: JSON-LD block ${index + 1} lacks @context or @type`);
        }
      }
    } catch {
      problems.push(`${where}: JSON-LD block ${index + 1} does not parse`);
    }
  });

  for (const href of internalHrefsIn($)) {
    const [pathPart, hash] = href.split('#');
    if (pathPart && !resolves(pathPart, outDir)) problems.push(`${where}: broken link ${href}`);
    // A same-page anchor must point at an element that exists.
    if (hash && (!pathPart || pathPart === page.urlPath) && $(`[id="${hash}"]`).length === 0) {
      problems.push(`${where}: anchor ${href} has no target`);
    }
  }
  const facts = { title, noindex: isNoindexIn($), problems };
  byDir.set(outDir, facts);
  return facts;
}

/** Problems with one page's head, structured data and links; empty when the page is sound. */
export function checkPage(page: ExportedPage, outDir = OUT_DIR): string[] {
  return pageFacts(page, outDir).problems;
}

/** Titles must be unique across the site. */
export function checkUniqueTitles(pages: readonly ExportedPage[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const page of pages) {
    const title = pageFacts(page, OUT_DIR).title;
    const other = seen.get(title);
    if (other) problems.push(`${page.urlPath}: same title as ${other} ("${title}")`);
    else seen.set(title, page.urlPath);
  }
  return problems;
}

export function sitemapUrls(outDir = OUT_DIR): string[] {
  const file = path.join(outDir, 'sitemap.xml');
  if (!existsSync(file)) return [];
  const $ = cheerio.load(readFileSync(file, 'utf8'), { xml: true });
  return $('url > loc')
    .toArray()
    .map((el) => $(el).text().trim());
}

/** sitemap.xml lists exactly the indexable pages, and robots.txt points to it. */
export function checkSitemap(pages: readonly ExportedPage[], outDir = OUT_DIR): string[] {
  const problems: string[] = [];
  const listed = sitemapUrls(outDir);
  if (listed.length === 0) problems.push('sitemap.xml is missing or empty');
  const listedSet = new Set(listed);
  if (listedSet.size !== listed.length) problems.push('sitemap.xml lists a URL twice');
  const indexable = new Set(pages.filter((page) => !pageFacts(page, outDir).noindex).map((page) => absoluteUrl(page.urlPath)));
  for (const url of indexable) if (!listedSet.has(url)) problems.push(`sitemap.xml misses ${url}`);
  for (const url of listedSet) if (!indexable.has(url)) problems.push(`sitemap.xml lists ${url}, which is not an indexable page`);

  const robotsFile = path.join(outDir, 'robots.txt');
  if (!existsSync(robotsFile)) problems.push('robots.txt is missing');
  else if (!readFileSync(robotsFile, 'utf8').includes(absoluteUrl('/sitemap.xml'))) {
    problems.push('robots.txt does not name the sitemap');
  }
  return problems;
}

/**
 * The page list the build wrote (out/data/sidor.json) names only pages out/ has, each indexable:
 * the /sitemap page and sitemap.xml's priorities never point at a page that is not there.
 */
export function checkPageList(pages: readonly ExportedPage[], list: readonly PageListEntry[], outDir = OUT_DIR): string[] {
  const byPath = new Map(pages.map((page) => [page.urlPath, page]));
  return list.flatMap((entry) => {
    const page = byPath.get(entry.path);
    if (!page) return [`out/data/sidor.json lists ${entry.path}, which out/ does not have`];
    return pageFacts(page, outDir).noindex ? [`out/data/sidor.json lists ${entry.path}, which is noindex`] : [];
  });
}

export interface PageWeight {
  urlPath: string;
  scripts: { src: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

const gzipCache = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * The JavaScript a page loads (every script it references, and the chunks its loader adds after
 * the first paint, scripts/lib/script-placement.ts), gzip-compressed.
 */
export function pageWeight(page: ExportedPage, outDir = OUT_DIR): PageWeight {
  const $ = load(page.html);
  const sources = new Set(
    [
      ...$('script[src], link[rel="preload"][as="script"], link[rel="modulepreload"]')
        .toArray()
        .map((el) => $(el).attr('src') ?? $(el).attr('href') ?? ''),
      ...(scriptsAfterPaint(page.html)?.sources ?? []),
    ].filter((src) => src.startsWith('/_next/') && src.endsWith('.js')),
  );
  const scripts = [...sources].sort().map((src) => ({ src, gzipBytes: gzipSize(path.join(outDir, src)) }));
  return { urlPath: page.urlPath, scripts, totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
}

/**
 * JS budgets in KiB gzip. Content pages stay near the bare Next 16 floor (~174 KiB here); the
 * interactive tools get a little more for their islands. 188 since the report dialog, the data-age
 * islands and the onward step's copy buttons joined the shared layout and the article and city
 * search islands (docs/architecture.md, "Client islands and the JavaScript budget").
 */
export const CONTENT_PAGE_BUDGET_KIB = 188;
export const TOOL_PAGE_BUDGET_KIB = 215;
// /elnat is the sortable table of every grid operator (a tool in lib/routes.ts); with the age of its
// price lists computed in the browser (docs/rules/transparency.md) it needs 0,8 KiB over a content page.
const TOOL_PAGES = ['/jamfor', '/kalkylator', '/optimering', '/elpris-just-nu', '/elpris-historik', '/min-forbrukning', '/elnat'];

export function budgetFor(urlPath: string): number {
  return TOOL_PAGES.includes(urlPath) ? TOOL_PAGE_BUDGET_KIB : CONTENT_PAGE_BUDGET_KIB;
}

/**
 * Byte budget of each spot-price month file (out/data/spotpriser/{area}-{YYYY-MM}.json), what
 * /min-forbrukning fetches per month of a meter file: a 31-day month of quarter-hours is about
 * 3 000 prices, some 20 KB.
 */
export const SPOT_MONTH_FILE_BUDGET_BYTES = 32 * 1024;

/** Every spot month file over its budget, and an area without files, as messages. */
export function checkSpotMonthFiles(outDir = OUT_DIR): string[] {
  const dir = path.join(outDir, 'data', 'spotpriser');
  if (!existsSync(dir)) return [`${dir} is missing`];
  const names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const problems: string[] = [];
  for (const area of ['SE1', 'SE2', 'SE3', 'SE4']) {
    if (!names.some((name) => name.startsWith(`${area}-`))) problems.push(`no spot month file for ${area}`);
  }
  for (const name of names) {
    const bytes = statSync(path.join(dir, name)).size;
    if (bytes > SPOT_MONTH_FILE_BUDGET_BYTES) problems.push(`${name}: ${bytes} bytes > ${SPOT_MONTH_FILE_BUDGET_BYTES}`);
  }
  return problems;
}
