/** @jest-environment node */
import { decideInternalLink } from '@/lib/content/editorial';
import { getMunicipality } from '@/lib/content/municipalities';
import { createFiberCopyLoader, createNewsCollection } from '@/lib/content/news/collection';
import {
  getAllNews,
  getFiberPage,
  getLatestReport,
  getNewsByCategory,
  getNewsForArea,
  getNewsItem,
  renderFiberPage,
  renderNewsItem,
  type NewsItem,
} from '@/lib/content/news';
import { getMonthlyAverages } from '@/lib/content/spot-prices';
import { energyTaxRate } from '@/lib/domain/energy-tax';
import { formatDate, formatMonthYear, formatOrePerKwh, formatPopulation } from '@/lib/format';
import { getNewsCategory } from '@/lib/news/categories';
import { NEWS_CITY_SLUGS } from '@/lib/news/cities';
import { getNewsCity, getNewsFallbackData, monthText, rankedForMunicipality } from '@/lib/news/city-pages';
import { isNewsFallbackData } from '@/lib/news/fallback';
import { areasLabel, reportBasisLabel } from '@/lib/news/labels';
import { buildPriceReports } from '@/lib/news/price-reports';
import { relatedNews } from '@/lib/news/related';
import { HIDE_GENERIC_404_SCRIPT, missingCitySegment, missingNewsSegment } from '@/lib/not-found';
import { findRoute, footerNav } from '@/lib/routes';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';

import { fixtureRoot, removeFixtureRoots, words } from '../editorial/fixture-root';

afterAll(removeFixtureRoots);

interface NewsFixture {
  category?: string;
  areas?: string;
  eventDate?: string;
  sources?: string;
  extra?: string;
  body?: string;
}

function newsFile(fixture: NewsFixture = {}): string {
  return `---
title: "En nyhet om energiskatten som är lagom lång"
seoTitle: "En nyhet om energiskatten – test"
description: "En beskrivning av nyheten som är tillräckligt lång för att vara en meta description på mellan 110 och 160 tecken, på svenska."
excerpt: "Ett utdrag ur nyheten som visas under rubriken och i listor. Det är mellan 120 och 300 tecken långt och säger kort vad som hände och när."
category: ${fixture.category ?? 'politik'}
areas: ${fixture.areas ?? '[SE4, SE1]'}
eventDate: ${fixture.eventDate ?? '2026-01-01'}
publishDate: 2026-11-23
updatedDate: 2026-11-23
author: Elvalets redaktion
sources: ${fixture.sources ?? '\n  - name: "Skatteverket"\n    url: "https://www.skatteverket.se"\n  - name: "Regeringen"'}
${fixture.extra ?? ''}---
${fixture.body ?? `## Vad hände\n\n${words(300)}\n`}`;
}

function news(text: string) {
  return createNewsCollection({ root: fixtureRoot({ 'content/news/en-nyhet.md': text }) });
}

describe('the news collection (docs/rules/editorial.md)', () => {
  it('reads an item with its computed fields; areas come back once each, SE1–SE4 order', () => {
    const [item] = news(newsFile()).all();
    expect(item).toMatchObject({
      slug: 'en-nyhet',
      path: '/energinyheter/artikel/en-nyhet',
      category: 'politik',
      areas: ['SE1', 'SE4'],
      eventDate: '2026-01-01',
      sources: [{ name: 'Skatteverket', url: 'https://www.skatteverket.se' }, { name: 'Regeringen' }],
      // 300 words and the heading 'Vad hände'.
      wordCount: 302,
      readTimeMinutes: 2,
    });
  });

  it.each([
    ['category elpriser (generated only)', { category: 'elpriser' }, /category/],
    ['a price area twice', { areas: '[SE3, SE3]' }, /areas: each price area once/],
    ['an unknown price area', { areas: '[SE5]' }, /areas\.0/],
    ['an event after publishing', { eventDate: '2026-12-01' }, /eventDate: eventDate lies after publishDate/],
    ['no source', { sources: '[]' }, /sources: expected 1–3 sources/],
    ['a source over http', { sources: '\n  - name: "Någon"\n    url: "http://example.se"' }, /https/],
    ['a short body', { body: words(100) }, /body: 100 words, expected 250–700/],
    ['a view count', { extra: 'views: "1 234"\n' }, /Unrecognized key: "views"/],
  ])('fails the build on %s, naming the file', (_, fixture, message) => {
    const collection = news(newsFile(fixture));
    expect(() => collection.all()).toThrow(/Invalid content in content\/news\/en-nyhet\.md/);
    expect(() => collection.all()).toThrow(message);
  });
});

/** A news item for the relation rules, with only what they read. */
function item(slug: string, category: NewsItem['category'], areas: NewsItem['areas'], date: string): NewsItem {
  return { kind: 'written', slug, category, areas, date } as NewsItem;
}

describe('the site’s news (relations over the bundled content and prices)', () => {
  const all = getAllNews();
  const monthly = { SE1: getMonthlyAverages('SE1'), SE2: getMonthlyAverages('SE2'), SE3: getMonthlyAverages('SE3'), SE4: getMonthlyAverages('SE4') };

  it('holds a report per month of the price data and every written item, newest first by their date', () => {
    const reports = all.filter((entry) => entry.kind === 'report');
    expect(reports.map((r) => r.slug)).toEqual(buildPriceReports(monthly).map((r) => r.slug));
    expect(
      all
        .filter((entry) => entry.kind === 'written')
        .map((w) => w.slug)
        .sort(),
    ).toEqual(createNewsCollection().slugs().sort());
    expect(all[0]).toBe(getLatestReport());
    const dates = all.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives every written item an event date and sources, and every item a computed read time', () => {
    for (const entry of all) {
      expect(entry.readTimeMinutes).toBe(Math.max(1, Math.ceil(entry.wordCount / 200)));
      if (entry.kind === 'written') {
        expect(entry.date).toBe(entry.eventDate);
        expect(entry.sources.length).toBeGreaterThan(0);
        expect(['fornybart', 'politik']).toContain(entry.category);
      } else {
        expect(entry.category).toBe('elpriser');
        expect(entry.areas).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
      }
    }
  });

  it('renders every item through the pipeline, its links naming pages of the site map', () => {
    for (const entry of all) {
      const { html } = renderNewsItem(entry);
      expect(html).not.toMatch(/\{\{|<script|<img/);
      for (const [, href] of html.matchAll(/href="(\/[^"#]*)/g)) expect(findRoute(href!)).toBeDefined();
    }
  });

  it('finds items by slug, category and area; anything else is undefined', () => {
    for (const entry of all) expect(getNewsItem(entry.slug)).toBe(entry);
    expect(getNewsItem('finns-inte')).toBeUndefined();
    expect(getNewsItem('__proto__')).toBeUndefined();
    for (const category of ['elpriser', 'fornybart', 'politik'] as const) {
      expect(getNewsByCategory(category)).toEqual(all.filter((entry) => entry.category === category));
    }
    expect(getNewsForArea('SE2')).toEqual(all.filter((entry) => entry.areas.includes('SE2')));
    expect(getNewsCategory('fornybart')?.label).toBe('Förnybart och kraftproduktion');
    expect(getNewsCategory('sport')).toBeUndefined();
    expect(getNewsCategory('toString')).toBeUndefined();
  });

  it('describes a city page from the municipality data and the latest report', () => {
    for (const slug of NEWS_CITY_SLUGS) {
      const city = getNewsCity(slug)!;
      const municipality = getMunicipality(slug)!;
      expect(city).toMatchObject({
        name: municipality.name,
        priceArea: municipality.priceArea,
        population: municipality.population,
        populationSource: 'Befolkning 31 december 2024, SCB',
        path: `/energinyheter/${slug}`,
        cityPagePath: `/stader/${slug}`,
        // The latest report's average of the area, as stored (rounded only where it is printed).
        latestAverage: { month: getLatestReport().month, oreExVat: getLatestReport().report.areas[municipality.priceArea].avg },
      });
      // National items (all four areas) apart from the area's own, nothing lost.
      // Ranked by relevance: an item about the reduced-tax municipalities goes last where the tax is full.
      const all = getNewsForArea(municipality.priceArea);
      expect(city.allItems).toEqual(rankedForMunicipality(all, municipality.code));
      expect([...city.allItems].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([...all].sort((a, b) => a.slug.localeCompare(b.slug)));
      expect(city.items).toEqual(city.allItems.filter((item) => item.areas.length < 4));
      expect(city.nationalItems).toEqual(city.allItems.filter((item) => item.areas.length === 4));
      // What is local: the area's latest month (its report), the municipality's tax, its grid operators.
      expect(city.local.month.figures).toBe(getLatestReport().report.areas[municipality.priceArea]);
      expect(city.local.month.path).toBe(getLatestReport().path);
      expect(city.local.energyTax.rate).toEqual(energyTaxRate(municipality.code));
      expect(city.local.gridOperators.length).toBeGreaterThan(0);
      for (const operator of city.local.gridOperators) {
        expect(operator.name).toMatch(/\S/);
        if (operator.path !== null) expect(operator.path).toMatch(/^\/elnat\/[a-z0-9-]+$/);
      }
      expect(city.local.gridOperators.some((operator) => operator.path !== null)).toBe(true);
    }
    // Stockholm's news does not lead with the reduced northern tax; Umeå's keeps it in date order.
    for (const slug of ['stockholm', 'goteborg'] as const) {
      const items = getNewsCity(slug)!.allItems;
      const northern = items.findIndex((item) => item.kind === 'written' && item.concerns === 'reducedEnergyTax');
      expect(northern).toBeGreaterThanOrEqual(0);
      expect(items.slice(northern).every((item) => item.kind === 'written' && item.concerns === 'reducedEnergyTax')).toBe(true);
    }
    expect(getNewsCity('umea')!.allItems).toEqual(getNewsForArea('SE1'));
    // Umeå has the reduced northern tax, Stockholm does not, and each page says so.
    expect(getNewsCity('umea')!.local.energyTax.text).toMatch(/^Umeå kommun har den sänkta energiskatten/);
    expect(getNewsCity('stockholm')!.local.energyTax.text).toMatch(/^Stockholms kommun har full energiskatt.*gäller inte här\.$/);
    expect(getNewsCity('stockholm')?.priceAreaName).toBe('Stockholm');
    expect(getNewsCity('lulea')).toBeUndefined();
    expect(getNewsCity('Stockholm')).toBeUndefined();
  });

  it("words the area's month from the report's figures (fixture)", () => {
    const figures = { area: 'SE2' as const, avg: 21.14, previous: { month: '2026-02', avg: 30, diff: -8.86, changePercent: -29.5333 }, yearAgo: null };
    expect(monthText(figures, '2026-03')).toBe(
      'Spotpriset i SE2 var i snitt 21,1\u00A0öre/kWh exkl. moms i mars 2026, 8,9\u00A0öre mindre än i februari 2026 (29,5\u00A0%).',
    );
    expect(monthText({ ...figures, previous: null }, '2026-03')).toBe('Spotpriset i SE2 var i snitt 21,1\u00A0öre/kWh exkl. moms i mars 2026.');
    expect(monthText({ ...figures, previous: { month: '2026-02', avg: 21.12, diff: 0.02, changePercent: 0.09 } }, '2026-03')).toBe(
      'Spotpriset i SE2 var i snitt 21,1\u00A0öre/kWh exkl. moms i mars 2026, lika mycket som i februari 2026.',
    );
  });

  it('labels the report basis and the areas for pages', () => {
    expect(reportBasisLabel({ dataThrough: '2026-03-31' })).toBe('Baserad på spotpriser till och med 31 mars 2026');
    expect(areasLabel(['SE1', 'SE2', 'SE3', 'SE4'])).toBe('Alla elområden');
    expect(areasLabel(['SE3', 'SE4'])).toBe('SE3 och SE4');
  });
});

describe('related news (fixture)', () => {
  const reports = ['2025-10-31', '2025-11-30', '2025-12-31', '2026-01-31', '2026-02-28'].map((date) =>
    item(`rapport-${date}`, 'elpriser', ['SE1', 'SE2', 'SE3', 'SE4'], date),
  );
  const ringhals1 = item('ringhals-1', 'fornybart', ['SE3', 'SE4'], '2020-12-31');
  const ringhals2 = item('ringhals-2', 'fornybart', ['SE3', 'SE4'], '2019-12-30');
  const wind = item('vindkraft', 'fornybart', ['SE3', 'SE4'], '2024-11-04');
  const tax = item('energiskatt', 'politik', ['SE1', 'SE2', 'SE3', 'SE4'], '2026-01-01');
  const items = [...reports, ringhals1, ringhals2, wind, tax];

  it('relates a report to the reports of the months around it', () => {
    // Same category first; then nearest in date: January (31 days) and November (31 days, the older
    // of the tie), then February (59 days) before October (61 days).
    expect(relatedNews(reports[2]!, 3, items).map((entry) => entry.slug)).toEqual(['rapport-2026-01-31', 'rapport-2025-11-30', 'rapport-2026-02-28']);
  });

  it('relates an item by category, then a shared area, then the nearest date', () => {
    expect(relatedNews(ringhals1, 3, items).map((entry) => entry.slug)).toEqual(['ringhals-2', 'vindkraft', 'rapport-2025-10-31']);
  });
});

describe('sitemap and footer', () => {
  it('shows Energinyheter and Fiber i Stockholm in the footer', () => {
    expect(footerNav()).toEqual(
      expect.arrayContaining([
        { href: '/fiber-stockholm', label: 'Fiber i Stockholm' },
        { href: '/energinyheter', label: 'Energinyheter' },
      ]),
    );
  });

  it('keeps links from Markdown to news and fibre pages (the site-wide check holds them to out/)', () => {
    expect(decideInternalLink('/fiber-stockholm')).toEqual({ action: 'keep' });
    expect(decideInternalLink('/energinyheter/kategori/elpriser')).toEqual({ action: 'keep' });
  });
});

describe('unknown /energinyheter/ addresses', () => {
  it.each([
    ['/energinyheter/ny-ort', 'ny-ort'],
    ['/energinyheter/Malm%C3%B6/', 'Malm%C3%B6'],
    ['/energinyheter/%3Cscript%3E', '%3Cscript%3E'],
    ['/energinyheter/', ''],
    ['/energinyheter', null],
    ['/energinyheter/a/b', null],
    ['/energinyheter/kategori', null],
    ['/energinyheter/kategori/sport', null],
    ['/energinyheter/artikel/..%2f', null],
    ['/energinyheterna/x', null],
  ])('%j → %j', (path, segment) => {
    expect(missingNewsSegment(path)).toBe(segment);
    expect(missingCitySegment(path)).toBeNull();
  });

  it('hides the plain 404 before paint on those addresses too', () => {
    expect(HIDE_GENERIC_404_SCRIPT).toContain('"/stader/"');
    const newsRule = /new RegExp\(("(?:[^"\\]|\\.)*")\)/.exec(HIDE_GENERIC_404_SCRIPT)![1]!;
    const rule = new RegExp(JSON.parse(newsRule) as string);
    expect(rule.test('/energinyheter/ny-ort')).toBe(true);
    expect(rule.test('/energinyheter/artikel/x')).toBe(false);
  });

  it('gets Stockholm’s news, formatted, from the fallback file', () => {
    const data = getNewsFallbackData();
    const stockholm = getNewsCity('stockholm')!;
    expect(isNewsFallbackData(data)).toBe(true);
    expect(data.city).toMatchObject({
      name: 'Stockholm',
      path: '/energinyheter/stockholm',
      priceArea: 'SE3',
      population: formatPopulation(stockholm.population),
      latestAverage: `${formatOrePerKwh(stockholm.latestAverage.oreExVat)} exkl. moms (${formatMonthYear(stockholm.latestAverage.month)})`,
    });
    expect(data.items.map((entry) => entry.path)).toEqual(stockholm.allItems.map((entry) => entry.path));
    expect(data.items[0]).toMatchObject({ title: getLatestReport().title, dateLabel: formatDate(getLatestReport().date), category: 'Elpriser' });
    expect(isNewsFallbackData({ ...data, items: [{ title: 1 }] })).toBe(false);
    expect(isNewsFallbackData(null)).toBe(false);
  });
});

describe('NewsArticle JSON-LD', () => {
  it('describes the item, its areas and what it cites', () => {
    const data = newsArticleJsonLd({
      path: '/energinyheter/artikel/x',
      headline: 'Rubrik',
      description: 'Beskrivning',
      datePublished: '2026-03-31',
      dateModified: '2026-03-31',
      author: 'Elvalets redaktion',
      section: 'Elpriser',
      areas: ['SE3'],
      citations: [{ name: 'Skatteverket', url: 'https://www.skatteverket.se' }, { name: 'Regeringen' }],
    });
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      '@id': 'https://elvalet.se/energinyheter/artikel/x#article',
      headline: 'Rubrik',
      datePublished: '2026-03-31',
      articleSection: 'Elpriser',
      author: { '@type': 'Organization', name: 'Elvalets redaktion' },
      spatialCoverage: [{ '@type': 'Place', name: 'Elområde SE3' }],
      citation: [
        { '@type': 'CreativeWork', name: 'Skatteverket', url: 'https://www.skatteverket.se' },
        { '@type': 'CreativeWork', name: 'Regeringen' },
      ],
    });
    expect(data).not.toHaveProperty('image');
  });
});

describe('/fiber-stockholm copy', () => {
  it('loads with its FAQ and renders with working links and no coverage percentages', () => {
    const page = getFiberPage();
    expect(page.faq).toHaveLength(4);
    const { html } = renderFiberPage(page);
    expect(html).toContain('href="/jamfor"');
    expect(html).toContain('href="/blog/fiber-internet-stockholm"');
    expect(html).not.toContain('%');
    expect(html).toContain('299–799\u00A0kr/mån');
  });

  it('fails the build when the file is missing', () => {
    expect(() => createFiberCopyLoader({ root: fixtureRoot({}) })()).toThrow(/content\/pages-copy\/fiber-stockholm\.md:\n {2}file: missing/);
  });
});
