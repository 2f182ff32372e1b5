import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { load, type CheerioAPI } from 'cheerio';

import catalogueJson from '@/content/data/elavtal/offers.json';
import { getAllCities, getCityGroups, getCountyCount } from '@/lib/cities/cities';
import { getAllGridOperators, getGridTariffMeta } from '@/lib/content/grid-tariffs';
import { marketCatalogueSchema } from '@/lib/content/market-schemas';
import { getHistoryPageModel } from '@/lib/content/spot-pages';
import { getAllMunicipalities } from '@/lib/content/municipalities';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { formatMonthYear, formatNumber } from '@/lib/format';
import { parseAreaFile } from '@/lib/market/area-file';
import { NO_FILTERS, compareMarket, indexMarket } from '@/lib/market/compare';
import { TYPE_GROUPS, TYPE_GROUP_OF } from '@/lib/market/offer';
import { OUT_DIR } from '@/scripts/lib/export-pages';

/**
 * What a page says in its pre-rendered HTML, read from out/ in Node: the checks that need no
 * browser (no click, no script, no layout). What expects a figure derives it from the content
 * files or out/'s data with the site's own modules, so a data refresh changes nothing here.
 * Behaviour in the browser stays in tests/e2e.
 */

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim();

/** The exported page at `urlPath`, as scripts/serve.mjs would serve it. */
function page(urlPath: string): CheerioAPI {
  const file = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
  return load(readFileSync(path.join(OUT_DIR, file), 'utf8'));
}

function jsonLd($: CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .map((_, el) => JSON.parse($(el).text()) as Record<string, unknown>)
    .get() as Record<string, unknown>[];
}

const jsonLdTypes = ($: CheerioAPI) => jsonLd($).map((block) => block['@type']);

const h2Texts = ($: CheerioAPI) =>
  $('h2')
    .map((_, el) => spaced($(el).text()))
    .get();

describe('the home page', () => {
  const $ = page('/');

  it('shows four benefits, three steps without invented durations and a four-question FAQ', () => {
    expect($('h1')).toHaveLength(1);
    expect($('section[aria-labelledby="fordelar"] li')).toHaveLength(4);
    const steps = $('section[aria-labelledby="sa-fungerar-det"] ol > li');
    expect(steps).toHaveLength(3);
    expect(steps.filter((_, li) => /sekunder|minut/.test($(li).text()))).toHaveLength(0);
    expect(h2Texts($)).toContain('Vanliga frågor');
  });

  it('carries FAQPage, Organization and WebSite structured data', () => {
    expect(jsonLdTypes($)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));
  });

  it('shows the market catalogue’s figures, each with its basis beside it', () => {
    const file = marketCatalogueSchema.parse(catalogueJson);
    const figures = $('section[aria-label="Elvalet i siffror"]');
    expect(figures).toHaveLength(1);
    const values = figures
      .find('dd.font-bold')
      .map((_, el) => $(el).text())
      .get();
    expect(values.slice(0, 3)).toEqual([formatNumber(file.suppliers.length), formatNumber(file.offers.length), formatNumber(getAllMunicipalities().length)]);
    expect(figures.text()).toContain('elleverantörer från Elpriskollen*');
    expect($('[data-testid="count-basis"]').text()).toContain(
      `* ${formatNumber(file.offers.length)} elavtal från ${formatNumber(file.suppliers.length)} elleverantörer som Elpriskollen (Energimarknadsinspektionen) visade i`,
    );
    // The headline range is the smallest and largest saving of the areas listed beside it, to tens of kronor.
    const basis = $('[data-testid="saving-basis"]').text();
    const savings = [...basis.matchAll(/SE\d ([\d\u202F]+)\u00A0kr/g)].map((m) => Number(m[1]!.replace(/\u202F/g, '')));
    expect(savings).toHaveLength(4);
    const tens = (kr: number) => formatNumber(Math.round(kr / 10) * 10);
    expect(values[3]).toBe(`${tens(Math.min(...savings))}–${tens(Math.max(...savings))}\u00A0kr`);
    expect(basis).toContain('mellan det mittersta (median) och det billigaste rörliga avtalet');
    expect(basis).toContain('Elpriskollens antagna spotpris');
    const body = $('body').text();
    // What suppliers add, from the catalogue with its basis, not the unsourced '4–8 öre'.
    expect(body).toMatch(/rörliga avtal som Elpriskollen \(Energimarknadsinspektionen\) visade i [a-zåäö]+ \d{4} lade hälften till mellan/);
    // Nothing from the old catalogue or its paid links, and no unsourced rating, review count, user count or '50+'.
    expect($('main').text()).not.toMatch(/4–8|ersättning från vissa|Välj detta avtal|50\+|Över 50|\/5|omdömen|användare/);
  });

  it('has no breadcrumb; an inner page has the trail from home', () => {
    expect($('nav[aria-label="Brödsmulor"]')).toHaveLength(0);
    const villkor = page('/villkor');
    const crumbs = villkor('nav[aria-label="Brödsmulor"]');
    expect(
      crumbs
        .find('a')
        .filter((_, a) => villkor(a).text() === 'Hem')
        .attr('href'),
    ).toBe('/');
    expect(spaced(crumbs.find('[aria-current="page"]').text())).toBe('Användarvillkor');
  });
});

describe('/stader', () => {
  it('lists every municipality in its population group, with the counts, without JavaScript', () => {
    const $ = page('/stader');
    const cities = getAllCities();
    const groups = getCityGroups();
    expect(spaced($('h1').text())).toBe('Elpris och elavtal i Sveriges kommuner');
    expect(spaced($('[data-testid="city-total"]').text())).toContain(`${formatNumber(cities.length)} kommuner i ${formatNumber(getCountyCount())} län`);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(h2Texts($)).toContain(spaced(`${group.label} (${formatNumber(group.cities.length)})`));
    const links = $('[data-testid="city-list"] a[href^="/stader/"]');
    expect(links).toHaveLength(cities.length);
    expect(
      links
        .map((_, a) => $(a).attr('href'))
        .get()
        .sort(),
    ).toEqual(cities.map((city) => city.path).sort());
    expect(jsonLdTypes($)).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));
  });

  // 'på Gotland', 'i Bjurholm' (lib/cities/place.ts).
  it.each(['bjurholm', 'malung-salen', 'gotland'])('/stader/%s, a small municipality, has every block', (slug) => {
    const $ = page(`/stader/${slug}`);
    expect($('h1')).toHaveLength(1);
    const h2 = h2Texts($);
    for (const heading of [
      /^Fakta om /,
      /^Spotpriset i SE[1-4]$/,
      /^Vad kostar el (i|på) /,
      /^Jämför elavtal (i|på) /,
      /^Elnät (i|på) /,
      /^Ekonomi och befolkning$/,
      /^Klimat och uppvärmning$/,
      /^Vanliga frågor om el (i|på) /,
    ]) {
      expect({ heading: String(heading), found: h2.some((text) => heading.test(text)) }).toEqual({ heading: String(heading), found: true });
    }
    // An image's name, as the browser computes it from aria-label or aria-labelledby.
    const imageNames = $('[role="img"]')
      .map(
        (_, el) =>
          $(el).attr('aria-label') ??
          ($(el).attr('aria-labelledby') ?? '')
            .split(/\s+/)
            .map((id) => $(`#${id}`).text())
            .join(' '),
      )
      .get();
    expect(imageNames.some((name) => /Spotpris per månad i SE[1-4]/.test(name))).toBe(true);
    const text = spaced($('main').text());
    expect(text).toContain('exkl. elnätsavgift');
    expect(text).toMatch(/Befolkning \d{1,2} [a-zåäö]+ \d{4}, SCB/);
    expect(text).toMatch(/inkomståret \d{4}/);
    const link = (name: string) =>
      $('a')
        .filter((_, a) => spaced($(a).text()) === name)
        .attr('href');
    expect(link('Jämför rörliga elavtal')).toMatch(/^\/jamfor\?postalCode=[1-9]\d{4}&type=rorligt$/);
    // Elpriskollen lists fixed prices in every area: the button to them carries the same postcode.
    expect(link('Jämför fasta elavtal')).toMatch(/^\/jamfor\?postalCode=[1-9]\d{4}&type=fast$/);
    // The offers section: the cheapest of each type group from the market catalogue, with its source and basis.
    const costs = $('section').filter((_, el) => /^Vad kostar el (i|på) /.test(spaced($(el).children('h2').first().text())));
    expect(costs).toHaveLength(1);
    for (const kwh of [2000, 5000, 20000]) {
      expect(costs.find(`table[data-kwh="${kwh}"] tbody tr`)).toHaveLength(3);
      expect(costs.find(`table[data-kwh="${kwh}"] a[href^="/leverantor/"]`)).toHaveLength(3);
    }
    const basis = spaced($('[data-testid="city-cost-basis"]').text());
    expect(basis).toMatch(/Källa: Elpriskollen \(Energimarknadsinspektionen\), hämtat \d+ [a-zåäö]+ \d{4}, för postnummer \d{3} \d{2} i SE[1-4]\./);
    expect(basis).toContain('Rörliga avtal räknas med Elpriskollens antagna spotpris');
    expect(costs.text()).not.toMatch(/Villkor enligt|Kraftringen/);
    expect(jsonLdTypes($)).toEqual(expect.arrayContaining(['AdministrativeArea', 'BreadcrumbList', 'FAQPage']));
  });
});

/** The five cheapest of each type group at 5 000 kWh a year, from the export's own per-area file. */
function cheapestByGroup(area: (typeof PRICE_AREAS)[number]): string[][] {
  const file = JSON.parse(readFileSync(path.join(OUT_DIR, 'data', 'elavtal', `${area.toLowerCase()}.json`), 'utf8')) as unknown;
  const parsed = parseAreaFile(file, area)!;
  const ranked = compareMarket(indexMarket(parsed.offers, parsed.suppliers), { filters: NO_FILTERS, sort: 'kostnad', annualKwh: 5000 });
  return TYPE_GROUPS.map((group) =>
    ranked
      .filter(({ offer }) => TYPE_GROUP_OF[offer.type] === group)
      .slice(0, 5)
      .map(({ offer }) => offer.id),
  ).filter((ids) => ids.length > 0);
}

describe('the area pages /jamfor/se1 … se4', () => {
  it.each(PRICE_AREAS.map((area) => [area]))('%s is pre-rendered with the cheapest of each type, its metadata and structured data', (area) => {
    const slug = area.toLowerCase();
    const $ = page(`/jamfor/${slug}`);
    expect($('head > title').text()).toMatch(new RegExp(`^Billigaste elavtalen i ${area} \\(.+\\) – [a-zåäö]+ \\d{4} \\| Elvalet$`));
    expect($('meta[name="description"]').attr('content')).toMatch(new RegExp(`elområde ${area} enligt Elpriskollen`));
    expect($('link[rel="canonical"]').attr('href')).toMatch(new RegExp(`/jamfor/${slug}$`));
    expect($('h1').text()).toContain(`Billigaste elavtalen i elområde ${area}`);

    const groups = $('[data-testid="landing-group"]')
      .map((_, ol) => [
        $(ol)
          .find('[data-testid="landing-offer"]')
          .map((__, li) => $(li).attr('data-offer-id'))
          .get(),
      ])
      .get() as string[][];
    expect(groups).toEqual(cheapestByGroup(area));

    const webPage = jsonLd($).find((data) => data['@type'] === 'WebPage') as { mainEntity?: { '@type': string; itemListElement: unknown[] } } | undefined;
    expect(webPage?.mainEntity?.['@type']).toBe('ItemList');
    expect(webPage?.mainEntity?.itemListElement.length).toBe($('[data-testid="cheapest-of-type"]').length);

    // SCB's averages: a chart and the same figures as a table, thirteen months, with the source.
    expect($('#snittpriser svg[role="img"] polyline')).toHaveLength(5);
    expect($('#snittpriser table tbody tr')).toHaveLength(13);
    expect($('#snittpriser').text()).toContain('Källa: SCB och Energimyndigheten, SSDManadElhandelpris');
  });
});

it('/elpris-historik lists every month of each area with its average, newest first, as content/data/spot gives them', () => {
  const $ = page('/elpris-historik');
  const model = getHistoryPageModel();
  for (const area of PRICE_AREAS) {
    const months = [...model.areas[area].months].reverse();
    expect(months.length).toBeGreaterThan(0);
    const rows = $(`[data-testid="monthly-table-${area}"] tbody tr`)
      .map((_, tr) => ({ month: $(tr).attr('data-month'), label: spaced($(tr).find('th, td').first().text()), avg: spaced($(tr).find('td').first().text()) }))
      .get();
    expect(rows.map((row) => row.month)).toEqual(months.map((month) => month.month));
    expect(rows.map((row) => row.avg)).toEqual(months.map((month) => spaced(formatNumber(month.avg, 1))));
    expect(rows[0]!.label).toContain(formatMonthYear(months[0]!.month));
  }
});

it('/data/elnatsavgifter.json, the operator list for the picker, is within 15 KiB gzip and holds the imported list', () => {
  const body = readFileSync(path.join(OUT_DIR, 'data', 'elnatsavgifter.json'));
  expect(gzipSync(body).length).toBeLessThanOrEqual(15 * 1024);
  const list = JSON.parse(body.toString('utf8')) as { referenceDate: string; operators: { id: string; tariffs: { id: string }[] }[] };
  expect(list.referenceDate).toBe(getGridTariffMeta().referenceDate);
  const ellevio = getAllGridOperators().find((o) => o.id === 'ellevio')!;
  expect(list.operators.find((o) => o.id === 'ellevio')?.tariffs.map((t) => t.id)).toEqual(ellevio.tariffs.map((t) => t.id));
});

it('/kalkylator says its price is without grid fee and energy tax, and promises no saving', () => {
  const $ = page('/kalkylator');
  const label = $('label').filter((_, el) => spaced($(el).text()) === 'Nuvarande elpris (öre/kWh, valfritt)');
  const field = $(`#${label.attr('for')}`);
  const description = (field.attr('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => $(`#${id}`).text())
    .join(' ');
  expect(description).toMatch(/Utan elnätsavgift och energiskatt, som står på elnätsfakturan\./);
  const main = spaced($('main').text());
  expect(main).not.toMatch(/spara upp till/i);
  expect(main).not.toMatch(/energiskatt \(.*\) och .* moms\. I norra/);
});
