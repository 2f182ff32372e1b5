import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { getMonthlyAverages, getSpotDataDates, getYearlyAverages } from '@/lib/content/spot-prices';
import {
  ENERGY_TAX_2025_ORE_EX_VAT,
  ENERGY_TAX_2026_ORE_EX_VAT,
  ENERGY_TAX_2026_REDUCTION_ORE_EX_VAT,
  VAT_RATE,
  withVat,
} from '@/lib/domain/constants';
import { PRICE_AREAS, isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import { formatChangePercent, formatDate, formatMonthYear, formatOrePerKwh, formatPercent } from '@/lib/format';

import { cityCopyFrontMatterSchema, type CityCopyFrontMatter } from './city-schemas';
import { lazyContent } from './load';

/**
 * The editorial copy of a city page: content/cities/<slug>.md, plain paragraphs only
 * (CONTENT-CONTRACT.md, section 5). Rendered at build time without a Markdown library: front
 * matter checked with zod, the body split into paragraphs, figure directives ({{spot.month SE3
 * 2025-10}}, section 6) replaced by formatted text, and the result handed to React as plain
 * strings, which React escapes. Anything the contract does not allow in city copy (headings,
 * lists, links, HTML, emphasis, block tables) fails the build with the file name, so nothing is
 * ever shown half-rendered. Kept on its own so the shared editorial pipeline can replace it.
 */

export interface CityCopy extends CityCopyFrontMatter {
  paragraphs: string[];
  wordCount: number;
}

export const CITY_COPY_DIR = path.join(process.cwd(), 'content', 'cities');
export const CITY_COPY_WORDS = { min: 200, max: 400 } as const;

// ---------------------------------------------------------------------------------------------
// Front matter: the three `key: value` lines of the contract (optionally quoted).

export function splitFrontMatter(source: string, file: string): { data: Record<string, string>; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: no front matter (--- … ---) at the top`);
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const field = /^([A-Za-z][A-Za-z0-9]*):\s*(.*?)\s*$/.exec(line);
    if (!field) throw new Error(`${file}: front matter line '${line}' is not 'key: value'`);
    const [, key, raw] = field as unknown as [string, string, string];
    if (key in data) throw new Error(`${file}: front matter field '${key}' appears twice`);
    data[key] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return { data, body: match[2]! };
}

// ---------------------------------------------------------------------------------------------
// Directives (CONTENT-CONTRACT.md, section 6), inline ones only.

const DIRECTIVE = /\{\{\s*([a-zA-Z]+\.[a-zA-Z0-9]+)((?:\s+[^\s{}]+)*)\s*\}\}/g;

function completeMonth(area: PriceArea, month: string, where: string) {
  const months = getMonthlyAverages(area).filter((m) => !m.partial);
  const found = month === 'latest' ? months.at(-1) : months.find((m) => m.month === month);
  if (!found) throw new Error(`${where}: ${month} is not a complete month in the spot data`);
  return found;
}

function completeYear(area: PriceArea, year: string, where: string) {
  const found = getYearlyAverages(area).find((y) => String(y.year) === year && !y.partial);
  if (!found) throw new Error(`${where}: ${year} is not a complete year in the spot data`);
  return found;
}

function area(value: string | undefined, where: string): PriceArea {
  if (!isPriceArea(value)) throw new Error(`${where}: '${value ?? ''}' is not SE1–SE4`);
  return value;
}

const change = (from: number, to: number) => formatChangePercent(((to - from) / Math.abs(from)) * 100);

/** The text a directive stands for; throws on an unknown name or a bad argument. */
export function renderDirective(name: string, args: readonly string[], where: string): string {
  const at = `${where}: {{${[name, ...args].join(' ')}}}`;
  const expect = (count: number) => {
    if (args.length !== count) throw new Error(`${at} takes ${count} argument(s)`);
  };
  const monthAvg = (a: string | undefined, m: string | undefined) => completeMonth(area(a, at), m ?? '', at).avg;
  switch (name) {
    case 'spot.month':
      expect(2);
      return formatOrePerKwh(monthAvg(args[0], args[1]));
    case 'spot.monthInclVat':
      expect(2);
      return formatOrePerKwh(withVat(monthAvg(args[0], args[1])));
    case 'spot.year':
      expect(2);
      return formatOrePerKwh(completeYear(area(args[0], at), args[1] ?? '', at).avg);
    case 'spot.change':
      expect(3);
      return change(monthAvg(args[0], args[1]), monthAvg(args[0], args[2]));
    case 'spot.yearChange': {
      expect(3);
      const a = area(args[0], at);
      return change(completeYear(a, args[1] ?? '', at).avg, completeYear(a, args[2] ?? '', at).avg);
    }
    case 'spot.spread':
      expect(1);
      return formatOrePerKwh(monthAvg('SE4', args[0]) - monthAvg('SE1', args[0]));
    case 'spot.cheapest':
    case 'spot.dearest': {
      expect(1);
      const sorted = [...PRICE_AREAS].sort((a, b) => monthAvg(a, args[0]) - monthAvg(b, args[0]));
      return (name === 'spot.cheapest' ? sorted[0] : sorted.at(-1))!;
    }
    case 'spot.monthName':
      expect(1);
      return formatMonthYear(completeMonth('SE3', args[0] ?? '', at).month);
    case 'spot.latestDay':
      expect(0);
      return formatDate(getSpotDataDates().averagesThrough);
    case 'tax.energy':
      expect(0);
      return formatOrePerKwh(ENERGY_TAX_2026_ORE_EX_VAT);
    case 'tax.energyInclVat':
      expect(0);
      return formatOrePerKwh(withVat(ENERGY_TAX_2026_ORE_EX_VAT));
    case 'tax.energyReduced':
      expect(0);
      return formatOrePerKwh(ENERGY_TAX_2026_ORE_EX_VAT - ENERGY_TAX_2026_REDUCTION_ORE_EX_VAT);
    case 'tax.energyReducedInclVat':
      expect(0);
      return formatOrePerKwh(withVat(ENERGY_TAX_2026_ORE_EX_VAT - ENERGY_TAX_2026_REDUCTION_ORE_EX_VAT));
    case 'tax.energy2025':
      expect(0);
      return formatOrePerKwh(ENERGY_TAX_2025_ORE_EX_VAT);
    case 'tax.energy2025InclVat':
      expect(0);
      return formatOrePerKwh(withVat(ENERGY_TAX_2025_ORE_EX_VAT));
    case 'tax.vat':
      expect(0);
      return formatPercent(VAT_RATE * 100, 0);
    case 'spot.monthTable':
    case 'spot.yearTable':
      throw new Error(`${at}: tables are not allowed in city copy (plain paragraphs only)`);
    default:
      throw new Error(`${at}: unknown directive`);
  }
}

// ---------------------------------------------------------------------------------------------
// Body

/** Markdown that city copy may not use; it would otherwise show as raw characters. */
const FORBIDDEN: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /^[ \t]{0,3}#/m, what: 'a heading' },
  // A bullet starts a list anywhere; a number only at a paragraph's start or as '1.' (CommonMark).
  { pattern: /^[ \t]{0,3}(?:[-*+]|1[.)])[ \t]/m, what: 'a list' },
  { pattern: /(?:^|\n[ \t]*\n)[ \t]{0,3}\d{1,9}[.)][ \t]/, what: 'a list' },
  { pattern: /^[ \t]{0,3}>/m, what: 'a quote' },
  { pattern: /\]\(|<https?:|\[[^\]]*\]\[/, what: 'a link' },
  { pattern: /<[a-zA-Z!/]/, what: 'HTML' },
  { pattern: /\*\*|__|(?:^|\s)[*_][^\s*_]/, what: 'emphasis' },
  { pattern: /`/, what: 'code' },
  { pattern: /^\s*\|/m, what: 'a table' },
];

/** Words as the contract counts them: a directive is one word. */
export function countWords(text: string): number {
  return text.replace(DIRECTIVE, ' x ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function parseCityCopy(source: string, file: string, expectedSlug: string): CityCopy {
  const { data, body } = splitFrontMatter(source, file);
  const parsed = cityCopyFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: front matter field '${issue.path.join('.') || '(root)'}': ${issue.message}`);
  }
  if (parsed.data.municipality !== expectedSlug) {
    throw new Error(`${file}: municipality '${parsed.data.municipality}' does not match the file name`);
  }
  for (const { pattern, what } of FORBIDDEN) {
    if (pattern.test(body.replace(DIRECTIVE, 'x'))) throw new Error(`${file}: city copy may not contain ${what} (plain paragraphs only)`);
  }
  const wordCount = countWords(body);
  if (wordCount < CITY_COPY_WORDS.min || wordCount > CITY_COPY_WORDS.max) {
    throw new Error(`${file}: body has ${wordCount} words, the contract asks for ${CITY_COPY_WORDS.min}–${CITY_COPY_WORDS.max}`);
  }
  const paragraphs = body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) =>
      paragraph.replace(DIRECTIVE, (_all, name: string, rawArgs: string) =>
        renderDirective(name, rawArgs.trim() ? rawArgs.trim().split(/\s+/) : [], file),
      ),
    );
  if (/\{\{|\}\}/.test(paragraphs.join(' '))) throw new Error(`${file}: a '{{' or '}}' that is not a valid directive`);
  return { ...parsed.data, paragraphs, wordCount };
}

interface CityCopyFile {
  slug: string;
  file: string;
  source: string;
}

/** The Markdown files of `dir`, by name; an absent directory is no copy at all. */
export function readCityCopyFiles(dir: string): CityCopyFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ slug: name.slice(0, -3), file: `content/cities/${name}`, source: readFileSync(path.join(dir, name), 'utf8') }));
}

const cityCopyFilesSchema = z
  .array(z.object({ slug: z.string(), file: z.string(), source: z.string() }))
  .transform((files, ctx) => {
    const copies = new Map<string, CityCopy>();
    for (const { slug, file, source } of files) {
      try {
        copies.set(slug, parseCityCopy(source, file, slug));
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }
    return copies;
  });

/** Every city copy, by municipality slug; the files are read and checked once, at build time. */
export const getAllCityCopy = lazyContent('content/cities/*.md', cityCopyFilesSchema, () => readCityCopyFiles(CITY_COPY_DIR));

/** The copy for /stader/{slug}, or undefined when none has been written. */
export function getCityCopy(slug: string): CityCopy | undefined {
  return getAllCityCopy().get(slug);
}
