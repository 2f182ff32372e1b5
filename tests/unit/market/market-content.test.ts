/** @jest-environment node */
import { gzipSync } from 'node:zlib';

import { GET, dynamic, dynamicParams, generateStaticParams } from '@/app/data/elavtal/[file]/route';
import {
  getAllSuppliers,
  getAreaFile,
  getAreaOffers,
  getAreaSource,
  getAreaSources,
  getMarketOffers,
  getMarketSource,
  getScbAverages,
  getSupplier,
  getSupplierOffers,
  getSupplierSlugs,
} from '@/lib/content/market';
import { getProviderCopy, getProviderSlugs } from '@/lib/content/providers';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { parseAreaFile } from '@/lib/market/area-file';
import { ELPRISKOLLEN, spotShare } from '@/lib/market/offer';

/**
 * The bundled market catalogue through its content boundary. Relations only (a re-import must not
 * break these): the figures themselves are tested on fixtures.
 */

const BUDGET_GZIP_BYTES = 40 * 1024;

describe('the catalogue', () => {
  it('holds every area, each offer once, every offer with a known supplier', () => {
    const offers = getMarketOffers();
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    expect(PRICE_AREAS.reduce((n, area) => n + getAreaOffers(area).length, 0)).toBe(offers.length);
    for (const area of PRICE_AREAS) expect(getAreaOffers(area).length).toBeGreaterThan(100);
    const slugs = new Set(getSupplierSlugs());
    expect(new Set(offers.map((o) => o.supplierSlug))).toEqual(slugs);
    for (const o of offers) expect(o.supplierName).toBe(getSupplier(o.supplierSlug)?.name);
  });

  it("prices variable offers on the area's assumed spot price, mixat on half of it, fixed on none", () => {
    for (const o of getMarketOffers()) expect(o.spotOre).toBe(getAreaSource(o.area).spotOre * spotShare(o.type));
  });

  it('names its source and each area’s scrape', () => {
    expect(getMarketSource()).toMatchObject({ name: ELPRISKOLLEN.name, url: ELPRISKOLLEN.url });
    for (const area of PRICE_AREAS) {
      expect(getAreaSources()[area]).toMatchObject({ area, date: expect.stringMatching(/^2026-07-\d{2}$/), postalCode: expect.stringMatching(/^\d{5}$/) });
    }
  });

  it('has SCB series of the same months for every contract, area and household', () => {
    const scb = getScbAverages();
    expect(scb.months.length).toBeGreaterThanOrEqual(13);
    for (const series of scb.series) expect(series.values).toHaveLength(scb.months.length);
  });
});

describe('suppliers', () => {
  it('are listed in Swedish alphabetical order, each with its own slug and at least one offer', () => {
    const names = getAllSuppliers().map((s) => s.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sv-SE').compare));
    for (const slug of getSupplierSlugs()) expect(getSupplierOffers(slug).length).toBeGreaterThan(0);
  });

  it('has no page for an unknown slug', () => {
    expect(getSupplier('okand-leverantor')).toBeUndefined();
    expect(getSupplier('__proto__')).toBeUndefined();
    expect(getSupplier('')).toBeUndefined();
  });

  it('keeps the five provider pages with copy: their slugs are the catalogue’s suppliers, with their copy', () => {
    for (const slug of getProviderSlugs()) {
      expect(getSupplier(slug)?.slug).toBe(slug);
      expect(getProviderCopy(slug)?.h1).toBeTruthy();
    }
    expect(getProviderCopy('bixia')).toBeUndefined();
    expect(getProviderCopy('__proto__')).toBeUndefined();
  });
});

describe('the per-area files the browser fetches (/data/elavtal/se1.json … se4.json)', () => {
  it.each(PRICE_AREAS)('%s stays within 40 KiB gzip and decodes to exactly the server’s offers', (area) => {
    const text = JSON.stringify(getAreaFile(area));
    expect(gzipSync(text, { level: 9 }).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    // The default gzip level too: static hosts rarely use 9.
    expect(gzipSync(text).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    const decoded = parseAreaFile(JSON.parse(text), area);
    expect(decoded?.offers).toEqual(getAreaOffers(area));
    expect(decoded?.source).toEqual(getAreaSource(area));
  });

  it('are written by a static route, one per area', async () => {
    expect(dynamic).toBe('force-static');
    expect(dynamicParams).toBe(false);
    expect(generateStaticParams()).toEqual([{ file: 'se1.json' }, { file: 'se2.json' }, { file: 'se3.json' }, { file: 'se4.json' }]);
    const response = await GET(new Request('http://localhost/data/elavtal/se2.json'), { params: Promise.resolve({ file: 'se2.json' }) });
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(parseAreaFile(await response.json(), 'SE2')?.offers).toHaveLength(getAreaOffers('SE2').length);
    const unknown = await GET(new Request('http://localhost/data/elavtal/se9.json'), { params: Promise.resolve({ file: 'se9.json' }) });
    expect(unknown.status).toBe(404);
  });
});
