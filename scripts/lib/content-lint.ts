import ts from 'typescript';

/**
 * The content lint: rules over the site's copy as writers
 * wrote it (Markdown bodies and front matter, the copy modules of content/), each one the rule
 * behind a defect found in the copy (docs/rules/editorial.md, "The content lint"), so the
 * defect it caught cannot come back anywhere on the site. tests/unit/lint/content-lint.test.ts
 * runs it over every file; a hit that is true after all goes into its ALLOWED list with a reason.
 *
 * Directives (`{{spot.month SE3 latest}}`) count as bundled figures: they are resolved from the
 * bundled data at build time, so a date beside them is as necessary as beside a typed number.
 */

/** One section of copy: the text under one heading, or one copy object, with where it comes from. */
export interface CopySection {
  file: string;
  /** The heading or key path, for the message. */
  where: string;
  text: string;
}

export interface LintHit {
  rule: ContentRule;
  file: string;
  where: string;
  /** The sentence (or slug) that broke the rule. */
  quote: string;
}

export type ContentRule =
  | 'undated-now'
  | 'unsourced-range'
  | 'stale-slug'
  | 'i-gotland'
  | 'few-negative-hours'
  | 'monthly-price-hourly'
  | 'night-cheapest'
  | 'anvisat-unsourced'
  | 'overstated-coverage';

/** A hit that is not a defect: the rule, the file, a piece of the quote, and why. */
export interface AllowedHit {
  rule: ContentRule;
  file: string;
  quote: string;
  reason: string;
}

const MONTHS = 'januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december';

/** A bundled figure: a data directive or a number with a price, money or percentage unit. */
const FIGURE = /\{\{(?:spot|market|scb|tax)\.|\d(?:[\d\s\u00A0\u202F]*\d)?(?:,\d+)?\s*(?:öre|kr\b|kronor|%|procent)/i;
/** A date next to it: a year, a month's name, a date, or a directive that prints one ({{spot.month SE3 latest}} prints only the price). */
const DATE = new RegExp(
  `\\b(?:19|20)\\d{2}\\b|\\b(?:${MONTHS})\\b|\\{\\{(?:spot\\.(?:monthName|latestDay|monthTable|yearTable)|market\\.period|scb\\.month)`,
  'i',
);
/** Words that call bundled data current. */
const NOW = /\b(?:just nu|i dag|idag|aktuell\w*|senaste)\b/i;

/** A percentage or kronor range typed into copy: '299–799 kr/mån', '5–10 %'. */
const RANGE = /\d(?:[\d\s\u00A0\u202F]*\d)?(?:,\d+)?\s*(?:–|-|till)\s*\d(?:[\d\s\u00A0\u202F]*\d)?(?:,\d+)?\s*(?:%|procent|kr\b|kronor)/i;
/** A source line: 'Källa: …', '(källa: …)', 'Källor', 'enligt SCB', 'Uppgifter från …'. */
const SOURCE = /\bkäll(?:a|or):|\benligt [A-ZÅÄÖ]|\buppgift(?:er|en)? från\b/i;

/** 'alla elavtal', also with a count between ('alla 643 elavtal', 'alla … elavtal' where a value is filled in). */
const ALL_OFFERS = /\balla (?:[\d\s\u00A0\u202F…]+ )?elavtal(?:en)?\b/i;
/** A verb that makes it a claim about what the site shows: visa, lista, jämföra, hämta, finnas, se. */
const SHOWING = /\b(?:visa\w*|list\w*|jämför\w*|hämta\w*|finns|se)\b/i;
/** What limits 'alla elavtal' to the site's own list: in the comparison, in the list, for a postcode. */
const QUALIFIED = /\bi (?:jämförelsen|listan|underlaget|vår\w*)\b|\bsom vi (?:visar|har|jämför)\b|\bför (?:ett |ditt )?postnummer\b|\bvisade för\b/i;

/** Sentences of a text; a directive's dots ('spot.month') are not sentence ends. */
export function sentences(text: string): string[] {
  return text
    .split(/\n{2,}|\n(?=[-*#|]|\d+\.)/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?:])\s+(?=["”*(\[]?[A-ZÅÄÖ0-9{])/))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0);
}

type SentenceRule = { rule: ContentRule; test: (sentence: string) => boolean };

/** The rules read one sentence at a time. */
const SENTENCE_RULES: readonly SentenceRule[] = [
  // Dates speak for themselves: a bare "senaste" or "just nu" is dated.
  { rule: 'undated-now', test: (s) => NOW.test(s) && FIGURE.test(s) && !DATE.test(s) },
  // 'på Gotland', as for every island municipality (lib/cities/place.ts).
  { rule: 'i-gotland', test: (s) => /\bi Gotland\b/.test(s) },
  // Hundreds of hours below zero a year are not 'enstaka timmar'.
  { rule: 'few-negative-hours', test: (s) => /negativ/i.test(s) && /\benstaka (?:timmar|kvartar|tillfällen)\b/i.test(s) },
  // A monthly variable price follows the month's average, not each hour.
  { rule: 'monthly-price-hourly', test: (s) => /\brörlig\w*\b/i.test(s) && /\btimme för timme\b/i.test(s) && !/\btimpris|kvartspris/i.test(s) },
  // The night is the cheapest in winter only; summer midday in SE3/SE4 (spot.cheapHours).
  {
    rule: 'night-cheapest',
    test: (s) =>
      /\bnatt\w*/i.test(s) && /\b(?:billig\w*|lägst|lönar)\b/i.test(s) && !/\b(?:sommar\w*|vinter\w*|mitt på dagen|årstid\w*)\b|spot\.cheapHours/i.test(s),
  },
  // 'anvisat kostar ofta mer' only with SCB's comparison.
  {
    rule: 'anvisat-unsourced',
    test: (s) => /\banvisa\w*\b/i.test(s) && /\b(?:dyr\w*|kostar (?:\w+ )?mer)\b/i.test(s) && !/\bSCB\b|scb\.anvisat/.test(s),
  },
  // Directive (EU) 2019/944, art. 14(1), and marknadsföringslagen 10 §: the list is what Elpriskollen
  // showed for one postcode per area, not every offer (docs/rules/transparency.md, "Coverage").
  { rule: 'overstated-coverage', test: (s) => ALL_OFFERS.test(s) && SHOWING.test(s) && !QUALIFIED.test(s) },
];

/** Every rule over sections of copy: the sentence rules, and a range with no source in its section. */
export function lintSections(sections: readonly CopySection[]): LintHit[] {
  const hits: LintHit[] = [];
  for (const { file, where, text } of sections) {
    const sectionHasSource = SOURCE.test(text);
    for (const sentence of sentences(text)) {
      // A question claims nothing (an FAQ's 'Lönar det sig att tvätta på natten?'); its answer is read.
      if (sentence.endsWith('?')) continue;
      for (const { rule, test } of SENTENCE_RULES) if (test(sentence)) hits.push({ rule, file, where, quote: sentence });
      // A range needs its source line in the same section.
      if (!sectionHasSource && RANGE.test(sentence)) hits.push({ rule: 'unsourced-range', file, where, quote: sentence });
    }
  }
  return hits;
}

/** Slugs that say 'now' about pages that show bundled data. */
const NOW_SLUG = /(?:^|-)(?:just-nu|idag|i-dag|aktuell\w*|senaste)(?:-|$)/;

/**
 * An editorial slug with a year older than the data's newest complete year, or one that
 * says 'now'. `latestYear` is the year of the newest complete month of spot prices.
 */
export function lintSlugs(entries: readonly { file: string; slug: string }[], latestYear: number): LintHit[] {
  return entries.flatMap(({ file, slug }) => {
    const years = [...slug.matchAll(/(?:^|-)((?:19|20)\d{2})(?=-|$)/g)].map((match) => Number(match[1]));
    const stale = years.length > 0 && Math.max(...years) < latestYear;
    return stale || NOW_SLUG.test(slug) ? [{ rule: 'stale-slug' as const, file, where: 'slug', quote: slug }] : [];
  });
}

/** Markdown as sections: the front matter's strings, then the body cut at each heading. */
export function markdownSections(file: string, source: string): CopySection[] {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
  const frontMatter = match?.[1] ?? '';
  const body = match ? match[2]! : source;
  const sections: CopySection[] = [];
  if (frontMatter) sections.push({ file, where: 'front matter', text: frontMatter.replace(/^\s*-?\s*[A-Za-z]+:\s*/gm, '').replace(/^"|"$/gm, '') });
  let heading = '(intro)';
  let lines: string[] = [];
  const flush = () => {
    if (lines.join('').trim()) sections.push({ file, where: heading, text: lines.join('\n') });
    lines = [];
  };
  for (const line of body.split('\n')) {
    const h = /^#{1,6}\s+(.*)$/.exec(line);
    if (h) {
      flush();
      heading = h[1]!;
    } else lines.push(line);
  }
  flush();
  return sections;
}

/**
 * A copy module's value as sections: every object with a heading (a page section, an FAQ entry
 * with its question) is one section with all the strings under it; the strings outside any such
 * object make one more.
 */
export function copySections(file: string, value: unknown): CopySection[] {
  const sections: CopySection[] = [];
  const collect = (node: unknown, out: string[], where: string): void => {
    if (typeof node === 'string') out.push(node);
    else if (Array.isArray(node)) node.forEach((item, i) => collect(item, out, `${where}[${i}]`));
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      const title = record.heading ?? record.question;
      if (typeof title === 'string') {
        const own: string[] = [];
        for (const child of Object.values(record)) collect(child, own, where);
        sections.push({ file, where: `${where} "${title}"`, text: own.join('\n\n') });
        return;
      }
      for (const [key, child] of Object.entries(record)) collect(child, out, where ? `${where}.${key}` : key);
    }
  };
  const top: string[] = [];
  collect(value, top, '');
  if (top.length > 0) sections.push({ file, where: '(outside any section)', text: top.join('\n\n') });
  return sections;
}

/** The hits no ALLOWED entry explains, and the ALLOWED entries that explain no hit (stale excuses). */
export function unexplained(hits: readonly LintHit[], allowed: readonly AllowedHit[]): { hits: LintHit[]; unused: AllowedHit[] } {
  const used = new Set<AllowedHit>();
  const left = hits.filter((hit) => {
    const excuse = allowed.find((a) => a.rule === hit.rule && hit.file.endsWith(a.file) && hit.quote.includes(a.quote));
    if (excuse) used.add(excuse);
    return !excuse;
  });
  return { hits: left, unused: allowed.filter((a) => !used.has(a)) };
}

/**
 * The copy typed into components (a .tsx file) as sections: the text of each outermost JSX element
 * (its own text and its children's, a value filled in read as '…'), each string attribute, and each
 * string or template literal outside JSX (labels passed as props). Read with the TypeScript parser,
 * so nothing of the component runs.
 */
export function tsxSections(file: string, source: string): CopySection[] {
  const sections: CopySection[] = [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const isJsx = (node: ts.Node): node is ts.JsxElement | ts.JsxFragment => ts.isJsxElement(node) || ts.isJsxFragment(node);
  const literal = (node: ts.Node): string | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => `…${span.literal.text}`)].join('');
    return null;
  };
  const jsxText = (node: ts.Node): string => {
    if (ts.isJsxText(node)) return node.text.replace(/\s+/g, ' ');
    if (ts.isJsxExpression(node)) {
      if (!node.expression) return '';
      const text = literal(node.expression);
      if (text !== null) return text;
      return ts.isJsxElement(node.expression) || ts.isJsxFragment(node.expression) ? jsxText(node.expression) : '…';
    }
    if (isJsx(node)) return node.children.map(jsxText).join('');
    return '';
  };
  const where = (node: ts.Node) => `line ${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const isClassName = (node: ts.Node) => node.parent !== undefined && ts.isJsxAttribute(node.parent) && node.parent.name.getText() === 'className';
  const visit = (node: ts.Node, insideJsx: boolean): void => {
    if (isJsx(node) && !insideJsx) {
      const text = jsxText(node).replace(/\s+/g, ' ').trim();
      if (/[a-zåäö]{3}/i.test(text)) sections.push({ file, where: where(node), text });
    }
    // A literal that is not already part of an element's text (a direct child), nor a class list.
    const text = node.parent === undefined ? null : literal(node);
    const childText = text !== null && ts.isJsxExpression(node.parent) && isJsx(node.parent.parent);
    if (text !== null && /\s/.test(text) && !childText && !isClassName(node) && !ts.isTemplateSpan(node.parent) && !ts.isImportDeclaration(node.parent)) {
      sections.push({ file, where: where(node), text });
    }
    const inside = insideJsx || isJsx(node);
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(tree, false);
  return sections;
}
