import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { getAllArticles, getAllGuides } from '@/lib/content/editorial';
import { getAllNews } from '@/lib/content/news';
import { getCompareContent, getHomeContent } from '@/lib/content/pages';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import {
  copySections,
  lintSections,
  lintSlugs,
  markdownSections,
  sentences,
  tsxSections,
  unexplained,
  type AllowedHit,
  type CopySection,
} from '@/scripts/lib/content-lint';

/**
 * The content lint over the whole site's copy (the rules in
 * scripts/lib/content-lint.ts). A hit fails the test unless ALLOWED explains it with a reason; an
 * explanation that no longer matches anything fails too, so the list cannot go stale.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const CONTENT = path.join(ROOT, 'content');

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // content/data holds data, app/data the routes that write the site's JSON files: no copy.
    if (entry.isDirectory()) return entry.name === 'data' ? [] : filesUnder(full, ext);
    return entry.name.endsWith(ext) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(ROOT, file);

/**
 * Every Markdown file of content/, every copy module (the .ts files that hold copy; those that
 * export a function of the catalogue's figures as the page receives it), and the copy typed into
 * the pages and components (.tsx).
 */
function siteSections(): CopySection[] {
  const markdown = filesUnder(CONTENT, '.md').flatMap((file) => markdownSections(relative(file), readFileSync(file, 'utf8')));
  const modules = filesUnder(CONTENT, '.ts').flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every copy module, found on disk
    const exports = require(file) as Record<string, unknown>;
    return copySections(relative(file), exports);
  });
  const filled = [...copySections('content/pages/home.ts', getHomeContent()), ...copySections('content/pages/jamfor.ts', getCompareContent())];
  const tsx = ['app', 'components'].flatMap((dir) =>
    filesUnder(path.join(ROOT, dir), '.tsx').flatMap((file) => tsxSections(relative(file), readFileSync(file, 'utf8'))),
  );
  return [...markdown, ...modules, ...filled, ...tsx];
}

/** Hits that are true after all, each with the reason. */
const ALLOWED: readonly AllowedHit[] = [
  {
    rule: 'unsourced-range',
    file: 'content/pages-copy/fiber-stockholm.md',
    quote: '299–799',
    reason:
      "docs/rules/editorial.md (/fiber-stockholm): the fibre ranges stay as typical levels of the market in words like 'brukar' and 'ungefär', never as measured or sourced figures",
  },
  {
    rule: 'unsourced-range',
    file: 'content/pages-copy/fiber-stockholm.md',
    quote: '| Installation eller startavgift |',
    reason:
      "the same typical range in the page's table, whose caption says they are typical levels, not measured or sourced (docs/rules/editorial.md, /fiber-stockholm)",
  },
  {
    rule: 'anvisat-unsourced',
    file: 'content/school/06-byta-elavtal.md',
    quote: 'se [avsnittet om avtalstyper](/el-avtals-skolan#avtalstyper)',
    reason: "the sentence links to the school's section on contract types, which gives SCB's comparison with its month and source",
  },
  {
    rule: 'night-cheapest',
    file: 'content/blog/natavgifter-forklaring.md',
    quote: 'tidsdifferentierad överföringsavgift',
    reason: "about the grid's time tariff, whose low rate is at night by the operator's price list, not about the spot price",
  },
  {
    rule: 'overstated-coverage',
    file: 'content/news/elcertifikatsystemet-infordes-1-maj-2003.md',
    quote: 'i princip finns med i alla elavtal för hushåll',
    reason: 'a fact of the certificate law about every contract on the market (the supplier pays the quota), not a claim about what the comparison lists',
  },
  {
    rule: 'overstated-coverage',
    file: 'content/news/energiskatten-sanks-2026.md',
    quote: 'Energiskatten är densamma för alla elavtal',
    reason: 'the tax is set by law per kWh whatever the contract, so it is true of every contract on the market, not a claim about what the comparison lists',
  },
];

/** Slugs whose year is the period the article is about (its title names it), not a stale 'now'. */
const ALLOWED_SLUGS: readonly AllowedHit[] = [
  {
    rule: 'stale-slug',
    file: 'content/blog/elpriser-oktober-november-2025.md',
    quote: 'elpriser-oktober-november-2025',
    reason: "a look back at October and November 2025, the months its title names; its figures are those months' directives",
  },
  {
    rule: 'stale-slug',
    file: 'content/blog/elpriser-stockholm-trender-2024.md',
    quote: 'elpriser-stockholm-trender-2024',
    reason: "SE3's months of 2024 against 2023, the year its title names ('Elpriset i Stockholm 2024')",
  },
];

describe('the content lint over the site (scripts/lib/content-lint.ts)', () => {
  const sections = siteSections();

  it('reads the copy of the whole site', () => {
    const files = new Set(sections.map((s) => s.file));
    for (const dir of ['content/blog/', 'content/guides/', 'content/school/', 'content/news/', 'content/cities/', 'content/pages/', 'app/', 'components/']) {
      expect([...files].some((file) => file.startsWith(dir))).toBe(true);
    }
  });

  it('finds no defect its rules know, except those explained in ALLOWED', () => {
    const { hits, unused } = unexplained(lintSections(sections), ALLOWED);
    expect(hits.map(({ rule, file, where, quote }) => `${rule}: ${file} (${where}): ${quote}`)).toEqual([]);
    expect(unused).toEqual([]);
  });

  it('no article, guide or news item has a slug older than the data or one that says "now"', () => {
    const latestYear = Number(getSpotDataDates().latestFullMonth.slice(0, 4));
    const editorial = [...getAllArticles(), ...getAllGuides()].map(({ file, slug }) => ({ file, slug }));
    const { hits, unused } = unexplained(lintSlugs(editorial, latestYear), ALLOWED_SLUGS);
    expect(hits).toEqual([]);
    expect(unused).toEqual([]);
    // A news item's slug names the date of what it reports: a price report its month (by
    // construction), a written item its event, so its years may not be older than the event.
    for (const item of getAllNews()) {
      if (item.kind === 'written') expect(lintSlugs([{ file: item.slug, slug: item.slug }], Number(item.eventDate.slice(0, 4)))).toEqual([]);
    }
  });
});

describe('the content lint rules (fixtures)', () => {
  const lint = (text: string) => lintSections([{ file: 'fixture.md', where: 'test', text }]).map((hit) => hit.rule);

  it('splits sentences without breaking a directive', () => {
    expect(sentences('Priset var {{spot.month SE3 latest}}. Nästa mening.')).toEqual(['Priset var {{spot.month SE3 latest}}.', 'Nästa mening.']);
  });

  it("'just nu', 'i dag', 'aktuell' and 'senaste' beside a bundled figure need a date in the same sentence", () => {
    expect(lint('Spotpriset är just nu {{spot.month SE3 latest}}.')).toEqual(['undated-now']);
    expect(lint('Det senaste månadsmedlet var 58,7 öre/kWh.')).toEqual(['undated-now']);
    expect(lint('Det aktuella påslaget är 4 öre per kWh.')).toEqual(['undated-now']);
    expect(lint('Det senaste månadsmedlet, för {{spot.monthName latest}}, var {{spot.month SE3 latest}}.')).toEqual([]);
    expect(lint('I mars 2026 (senaste hela månaden i våra data) var priset 58,7 öre/kWh.')).toEqual([]);
    expect(lint('Titta på dagens priser just nu.')).toEqual([]);
  });

  it('a percentage or kronor range needs a source line in its section', () => {
    expect(lint('Ett abonnemang kostar 299–799 kr/mån.')).toEqual(['unsourced-range']);
    expect(lint('Besparingen blir 5–10 %.')).toEqual(['unsourced-range']);
    expect(lint('Ett abonnemang kostar 299–799 kr/mån.\n\nKälla: Konsumentverket, 2026.')).toEqual([]);
    expect(lint('Åldern 0–19 år och åren 2023–2025 är inga belopp.')).toEqual([]);
  });

  it('the wording the content lint refuses', () => {
    expect(lint('Energiskatten 2026 i Gotland.')).toEqual(['i-gotland']);
    expect(lint('Energiskatten på Gotland.')).toEqual([]);
    expect(lint('Priset var negativt under enstaka timmar.')).toEqual(['few-negative-hours']);
    expect(lint('Ett rörligt pris följer marknaden timme för timme.')).toEqual(['monthly-price-hourly']);
    expect(lint('Ett rörligt månadspris följer månadens snitt, ett timpris följer priset timme för timme.')).toEqual([]);
    expect(lint('Flytta tvätten till natten, när priset oftast är lägst.')).toEqual(['night-cheapest']);
    expect(lint('Under vintern är natten oftast billigast, men under sommaren mitt på dagen.')).toEqual([]);
    expect(lint('Ett anvisat avtal kostar ofta mer än medianen.')).toEqual(['anvisat-unsourced']);
    expect(lint('Anvisade avtal är oftast dyra.')).toEqual(['anvisat-unsourced']);
    expect(lint('Enligt SCB var anvisade avtal dyrare än nya rörliga avtal.')).toEqual([]);
  });

  it('slugs: a year older than the data, or "just nu", fail', () => {
    const entries = ['elavtal-guide-2025', 'elpriser-i-sverige-just-nu', 'elpris-idag', 'elpriser-vintern-2025-2026', 'guide-till-elavtal'].map((slug) => ({
      file: slug,
      slug,
    }));
    expect(lintSlugs(entries, 2026).map((hit) => hit.quote)).toEqual(['elavtal-guide-2025', 'elpriser-i-sverige-just-nu', 'elpris-idag']);
  });

  it("'alla elavtal' shown, listed or compared needs what limits it: the comparison, the list, a postcode", () => {
    expect(lint('Vi visar alla elavtal som Elpriskollen listar i ditt elområde.')).toEqual(['overstated-coverage']);
    expect(lint('Jämför alla elavtal för din förbrukning.')).toEqual(['overstated-coverage']);
    expect(lint('Jämför alla 643 elavtal i SE3.')).toEqual(['overstated-coverage']);
    expect(lint('Hämtar alla elavtal i elområde SE3 …')).toEqual(['overstated-coverage']);
    expect(lint('Se alla 643 elavtal i jämförelsen för SE3.')).toEqual([]);
    expect(lint('Vi visar alla elavtal som Elpriskollen visade för postnummer 741 76.')).toEqual([]);
    expect(lint('Påslagen skiljer sig, så alla elavtal är inte lika förmånliga.')).toEqual([]);
  });

  it('reads the copy of a component: element text with values as …, string props and literals', () => {
    const source = `export function A({ n }: { n: number }) {
      const label = 'Visa alla elavtal i elområdet';
      return <p title="Hämtar alla elavtal nu">Jämför alla {n} elavtal i <strong>SE3</strong>{n > 1 ? ' och mer' : ''}.<Link href="/x" className="a b">länk</Link></p>;
    }`;
    const sections = tsxSections('components/a.tsx', source);
    expect(sections.map((s) => s.text)).toEqual(['Visa alla elavtal i elområdet', 'Jämför alla … elavtal i SE3….länk', 'Hämtar alla elavtal nu', ' och mer']);
    expect(lintSections(sections).map((hit) => hit.quote)).toEqual([
      'Visa alla elavtal i elområdet',
      'Jämför alla … elavtal i SE3….länk',
      'Hämtar alla elavtal nu',
    ]);
  });

  it('explanations must match a hit, and a hit needs one', () => {
    const hits = lintSections([{ file: 'content/a.md', where: 'x', text: 'Energiskatten i Gotland.' }]);
    const excuse: AllowedHit = { rule: 'i-gotland', file: 'content/a.md', quote: 'i Gotland', reason: 'test' };
    expect(unexplained(hits, [excuse])).toEqual({ hits: [], unused: [] });
    expect(unexplained([], [excuse]).unused).toEqual([excuse]);
    expect(unexplained(hits, []).hits).toHaveLength(1);
  });
});
