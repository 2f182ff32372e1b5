/** @jest-environment node */
import { decideInternalLink } from '@/lib/content/editorial';
import { createFiberCopyLoader, createNewsCollection } from '@/lib/content/news/collection';
import {
  areasLabel,
  getAllNews,
  getFiberPage,
  getLatestReport,
  getNewsByCategory,
  getNewsCategory,
  getNewsCity,
  getNewsFallbackData,
  getNewsItem,
  relatedNews,
  renderFiberPage,
  renderNewsItem,
  reportBasisLabel,
} from '@/lib/content/news';
import { newsRoutes } from '@/lib/content/news/route-entries';
import { isNewsFallbackData } from '@/lib/news/fallback';
import { HIDE_GENERIC_404_SCRIPT, missingCitySegment, missingNewsSegment } from '@/lib/not-found';
import { findRoute, footerNav, getRoutesInSection } from '@/lib/routes';
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

describe('the news collection (contract section 4)', () => {
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

describe('the site’s news', () => {
  const all = getAllNews();

  it('holds the twelve reports and the eleven written items, newest first by their date', () => {
    expect(all).toHaveLength(23);
    expect(all.filter((item) => item.kind === 'report')).toHaveLength(12);
    expect(all.filter((item) => item.kind === 'written')).toHaveLength(11);
    expect(all[0]!.slug).toBe('elpriser-mars-2026');
    expect(all.at(-1)!.slug).toBe('elcertifikatsystemet-infordes-1-maj-2003');
    const dates = all.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives every written item an event date and sources, and every item a computed read time', () => {
    for (const item of all) {
      expect(item.readTimeMinutes).toBe(Math.max(1, Math.ceil(item.wordCount / 200)));
      if (item.kind === 'written') {
        expect(item.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(item.sources.length).toBeGreaterThan(0);
        expect(['fornybart', 'politik']).toContain(item.category);
      } else {
        expect(item.category).toBe('elpriser');
        expect(item.areas).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
      }
    }
  });

  it('renders every item through the pipeline, its links resolving', () => {
    for (const item of all) {
      const { html } = renderNewsItem(item);
      expect(html).not.toMatch(/\{\{|<script|<img/);
      for (const [, href] of html.matchAll(/href="(\/[^"#]*)/g)) expect(findRoute(href!)).toBeDefined();
    }
    expect(renderNewsItem(getNewsItem('hogkostnadsskydd-for-elpriset-fran-november-2025')!).html).toContain(
      'href="/energinyheter/kategori/elpriser"',
    );
  });

  it('finds items by slug, category and city; anything else is undefined', () => {
    expect(getNewsItem('energiskatten-sanks-2026')?.kind).toBe('written');
    expect(getNewsItem('finns-inte')).toBeUndefined();
    expect(getNewsItem('__proto__')).toBeUndefined();
    expect(getNewsByCategory('elpriser')).toHaveLength(12);
    expect(getNewsByCategory('fornybart').map((item) => item.slug)).toEqual([
      'regeringen-sa-nej-till-13-vindkraftsparker-i-ostersjon',
      'ringhals-1-stangdes-31-december-2020',
      'ringhals-2-stangdes-30-december-2019',
      'elcertifikatsystemet-infordes-1-maj-2003',
    ]);
    expect(getNewsByCategory('politik')).toHaveLength(7);
    expect(getNewsCategory('fornybart')?.label).toBe('Förnybart och kraftproduktion');
    expect(getNewsCategory('sport')).toBeUndefined();
    expect(getNewsCategory('toString')).toBeUndefined();
  });

  it('describes a city page from the municipality data and the latest report', () => {
    const stockholm = getNewsCity('stockholm')!;
    expect(stockholm).toMatchObject({
      name: 'Stockholm',
      priceArea: 'SE3',
      priceAreaName: 'Stockholm',
      population: 995574,
      populationSource: 'Befolkning 31 december 2024, SCB',
      // The latest report's SE3 average, as stored (rounded only where it is printed).
      latestAverage: { month: getLatestReport().month, oreExVat: getLatestReport().report.areas.SE3.avg },
      cityPagePath: '/stader/stockholm',
    });
    // Every report and every written item that names SE3 (all eleven do).
    expect(stockholm.items).toHaveLength(23);
    // Umeå is SE2: the three items about SE3 and SE4 only (Ringhals 1 and 2, the Baltic wind farms) are left out.
    expect(getNewsCity('umea')).toMatchObject({ name: 'Umeå', priceArea: 'SE2', population: 134249 });
    expect(getNewsCity('umea')!.items).toHaveLength(20);
    expect(getNewsCity('malmo')!.latestAverage.oreExVat).toBe(getLatestReport().report.areas.SE4.avg);
    expect(getNewsCity('lulea')).toBeUndefined();
    expect(getNewsCity('Stockholm')).toBeUndefined();
  });

  it('relates reports to the months around them and items by category and area', () => {
    // Same category first; then nearest in date: January (31 days) and November (31 days, the older
    // of the tie), then February (59 days) before October (61 days).
    expect(relatedNews(getNewsItem('elpriser-december-2025')!).map((item) => item.slug)).toEqual([
      'elpriser-januari-2026',
      'elpriser-november-2025',
      'elpriser-februari-2026',
    ]);
    expect(relatedNews(getNewsItem('ringhals-1-stangdes-31-december-2020')!)[0]!.slug).toBe('ringhals-2-stangdes-30-december-2019');
  });

  it('labels the report basis and the areas for pages', () => {
    expect(reportBasisLabel(getLatestReport())).toBe('Baserad på spotpriser till och med 31 mars 2026');
    expect(areasLabel(['SE1', 'SE2', 'SE3', 'SE4'])).toBe('Alla elområden');
    expect(areasLabel(['SE3', 'SE4'])).toBe('SE3 och SE4');
  });
});

describe('routes, sitemap and footer', () => {
  it('lists the hub, eight cities, three categories, 23 items and the fibre page, each with lastmod', () => {
    const routes = newsRoutes();
    expect(routes).toHaveLength(1 + 8 + 3 + 23 + 1);
    for (const route of routes) expect(route.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(findRoute('/energinyheter/artikel/elpriser-mars-2026')).toMatchObject({ section: 'news', lastmod: '2026-03-31' });
    expect(findRoute('/energinyheter/kategori/elpriser')?.lastmod).toBe('2026-03-31');
    expect(findRoute('/energinyheter/umea')?.label).toBe('Energinyheter för Umeå');
    expect(findRoute('/fiber-stockholm')).toMatchObject({ section: 'main', lastmod: '2026-11-23' });
    expect(getRoutesInSection('news')).toHaveLength(35);
  });

  it('shows Energinyheter and Fiber i Stockholm in the footer now that they exist', () => {
    expect(footerNav()).toEqual(
      expect.arrayContaining([
        { href: '/fiber-stockholm', label: 'Fiber i Stockholm' },
        { href: '/energinyheter', label: 'Energinyheter' },
      ]),
    );
  });

  it('keeps links to news and fibre pages that exist and fails the build on ones that do not', () => {
    expect(decideInternalLink('/fiber-stockholm')).toEqual({ action: 'keep' });
    expect(decideInternalLink('/energinyheter/kategori/elpriser')).toEqual({ action: 'keep' });
    expect(decideInternalLink('/energinyheter/artikel/finns-inte')).toMatchObject({ action: 'reject' });
    expect(decideInternalLink('/energinyheter/kategori/sport')).toMatchObject({ action: 'reject' });
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
    expect(isNewsFallbackData(data)).toBe(true);
    expect(data.city).toMatchObject({
      name: 'Stockholm',
      path: '/energinyheter/stockholm',
      priceArea: 'SE3',
      population: '995\u202F574',
      latestAverage: '58,7\u00A0öre/kWh exkl. moms (mars 2026)',
    });
    expect(data.items).toHaveLength(23);
    expect(data.items[0]).toMatchObject({ title: getLatestReport().title, dateLabel: '31 mars 2026', category: 'Elpriser' });
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
    expect(html).toContain('href="/blog/fiber-internet-stockholm-2025"');
    expect(html).not.toContain('%');
    expect(html).toContain('299–799\u00A0kr/mån');
  });

  it('fails the build when the file is missing', () => {
    expect(() => createFiberCopyLoader({ root: fixtureRoot({}) })()).toThrow(/content\/pages-copy\/fiber-stockholm\.md:\n {2}file: missing/);
  });
});
