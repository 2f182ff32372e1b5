import { areaLanding, areaCountsText } from '@/lib/market/area-page';
import { areaSpotsText, newestSourceDate, priceBasisText, sourceText, spotBasisText } from '@/lib/market/basis';
import { supplierListing } from '@/lib/market/catalogue';
import { marketCountBasis, marketCounts, marketSaving, marketSavingBasis, savingRange, savingRangeText } from '@/lib/market/savings';
import { SCB_CONTRACTS, nearestScbHousehold, scbBenchmark, scbChart, scbContractFor, scbLatest, scbTable } from '@/lib/market/scb';
import { supplierPage } from '@/lib/market/supplier-page';

import { MARKET, SCB_FIXTURE, SOURCES, SUPPLIERS, offer } from './fixtures';

const NB = '\u00A0';

describe('the price basis and the source', () => {
  it("names Elpriskollen's assumed spot price, the area and the date (docs/rules/price-basis.md)", () => {
    expect(priceBasisText(SOURCES.SE3)).toBe(
      `Rörliga avtal räknas med Elpriskollens antagna spotpris 77,98${NB}öre/kWh exkl. moms för SE3, 25 juli 2026. ` +
        'Mixade avtal räknas med hälften av det för sin rörliga del och sitt fasta pris för resten; fasta avtal med sitt fasta pris.',
    );
    expect(sourceText(SOURCES.SE4)).toBe('Elpriskollen (Energimarknadsinspektionen), hämtat 12 juli 2026');
    expect(areaSpotsText(SOURCES)).toBe(`SE1 44,84, SE2 43,66, SE3 77,98 och SE4 103,72${NB}öre/kWh`);
    expect(spotBasisText(SOURCES.SE1)).toBe(`Rörliga avtal räknas med Elpriskollens antagna spotpris 44,84${NB}öre/kWh exkl. moms för SE1, 26 juli 2026.`);
    expect(priceBasisText(SOURCES.SE1).startsWith(spotBasisText(SOURCES.SE1))).toBe(true);
  });

  it('dates a figure across areas by the latest scrape', () => {
    expect(newestSourceDate(SOURCES)).toBe('2026-07-26');
    expect(newestSourceDate({ ...SOURCES, SE4: { ...SOURCES.SE4, date: '2026-08-02' } })).toBe('2026-08-02');
  });
});

describe('a supplier page', () => {
  const beta = SUPPLIERS.find((s) => s.slug === 'beta')!;
  const offers = [
    ...MARKET,
    offer({ area: 'SE1', supplierSlug: 'beta', supplierName: 'Beta El', product: 'Timpris', type: 'timpris', markupOre: 5, origins: ['vind'] }),
    offer({
      area: 'SE1',
      supplierSlug: 'beta',
      supplierName: 'Beta El',
      product: 'Timpris Plus',
      type: 'timpris',
      feeElementOre: 12,
      markupOre: 1,
      origins: ['vind'],
    }),
  ];
  const page = supplierPage(beta, offers, SOURCES);

  it('lists its offers per area (north to south) and type, cheapest at 2 000 kWh first', () => {
    expect(page.offerCount).toBe(4);
    expect(page.areas.map((a) => [a.area, a.offerCount, a.types.map((t) => [t.label, t.offers.map((o) => o.offer.product)])])).toEqual([
      ['SE1', 2, [['Timpris', ['Timpris', 'Timpris Plus']]]],
      [
        'SE3',
        2,
        [
          ['Timpris', ['Timpris']],
          ['Fast pris 3 år', ['Fast 3 år']],
        ],
      ],
    ]);
    const row = page.areas[1]!.types[1]!.offers[0]!;
    expect(row).toMatchObject({ bindingLabel: '3 år', pricePeriod: 'Fast pris i 3 år', pricePerKwh: 100 });
    // 10 öre × 20 = 200 kr a year, × 1,25 / 12.
    expect(row.feePerMonth).toBeCloseTo(250 / 12, 10);
    expect(row.jamforpris.map((j) => j.ore)).toEqual([112.5, 105, 101.25]);
    expect(page.areas[0]!.types[0]!.offers[0]!.bindingLabel).toBe('Framgår inte av källan');
  });

  it('names the cheapest of each type at 2 000, 5 000 and 20 000 kWh: the fee decides low, the price high', () => {
    const se1 = page.cheapest.find((c) => c.area === 'SE1')!;
    expect(se1.types[0]!.at.map((a) => [a.annualKwh, a.offer.product, a.cost.yearlyKr])).toEqual([
      [2000, 'Timpris', 1246],
      [5000, 'Timpris', 3115],
      [20000, 'Timpris Plus', 11760],
    ]);
  });

  it('gathers origins, Bra miljöval and the source with each area’s date', () => {
    expect(page.origins).toEqual(['vind', 'fossilt']);
    expect(page.originsText).toBe('Vind och fossilt');
    expect(page.braMiljovalCount).toBe(1);
    expect(page.sourceText).toBe('Elpriskollen (Energimarknadsinspektionen), hämtat SE1 26 juli 2026 och SE3 25 juli 2026');
  });

  it("names its contract types in Elpriskollen's order", () => {
    expect(page.types).toEqual(['timpris', 'fast-3-ar']);
    expect(page.typesText).toBe('Timpris och fast pris 3 år');
  });

  it('has its own title, heading, lead and description', () => {
    expect(page.title).toBe('Beta El – elavtal och priser juli 2026');
    expect(page.h1).toBe('Beta El – elavtal och priser');
    expect(page.lead).toBe(
      'Alla 4 elavtal från Beta El som Elpriskollen visade i juli 2026, per elområde och avtalstyp, med vad de kostar vid olika förbrukning och var uppgifterna kommer ifrån.',
    );
    expect(page.description).toBe(
      `Alla 4 elavtal från Beta El på Elpriskollen i juli 2026 (SE1 och SE3): rörliga och fasta. Lägst jämförpris vid 5${'\u202F'}000${NB}kWh per år: 62,30${NB}öre/kWh i SE1.`,
    );
    const tibber = supplierPage(SUPPLIERS[0]!, MARKET, SOURCES);
    expect(tibber.lead).toBe(
      'Det enda elavtalet från Tibber som Elpriskollen visade i juli 2026, med vad det kostar vid olika förbrukning och var uppgifterna kommer ifrån.',
    );
    expect(tibber.typesText).toBe('Kvartspris');
    expect(tibber.description).toBe(
      `Det enda elavtalet från Tibber på Elpriskollen i juli 2026 (SE3): kvartspris, Kvartsprisavtal löpande SE3. Jämförpris vid 5${'\u202F'}000${NB}kWh per år: 120,84${NB}öre/kWh i SE3.`,
    );
  });

  it('refuses a supplier without offers', () => {
    expect(() => supplierPage({ slug: 'x', name: 'X', legalName: 'X AB' }, MARKET, SOURCES)).toThrow(/no offers/);
  });
});

describe('the supplier list (/leverantor)', () => {
  it('gives each supplier its number of offers and its areas north to south, in the order given', () => {
    const offers = [...MARKET, offer({ area: 'SE1', supplierSlug: 'beta', supplierName: 'Beta El', product: 'Timpris', type: 'timpris' })];
    const listing = supplierListing([SUPPLIERS[4]!, SUPPLIERS[0]!, { slug: 'tom', name: 'Tom', legalName: 'Tom AB' }], offers);
    expect(listing).toEqual([
      { slug: 'beta', name: 'Beta El', legalName: 'Betula Kraft AB', offerCount: 3, areas: ['SE1', 'SE3'] },
      { slug: 'tibber', name: 'Tibber', legalName: 'Tibber AB', offerCount: 1, areas: ['SE3'] },
      { slug: 'tom', name: 'Tom', legalName: 'Tom AB', offerCount: 0, areas: [] },
    ]);
  });
});

describe('an area landing page', () => {
  const landing = areaLanding('SE3', SOURCES.SE3, MARKET, SUPPLIERS, 5000);

  it('lists the cheapest offers of each type group and of each contract type', () => {
    expect(landing.groups.map((g) => [g.label, g.count, g.offers.map((o) => o.offer.supplierName)])).toEqual([
      ['Rörligt', 4, ['Beta El', 'Åre Kraft', 'Alfa Energi', 'Tibber']],
      ['Fast', 3, ['Beta El', 'Alfa Energi', 'Göteborg Energi']],
      ['Mixat', 1, ['Värnamo Energi']],
    ]);
    expect(landing.cheapestByType.map((t) => [t.label, t.count, t.cheapest.offer.supplierName])).toEqual([
      ['Kvartspris', 1, 'Tibber'],
      ['Timpris', 2, 'Beta El'],
      ['Rörligt månadspris', 1, 'Alfa Energi'],
      ['Mixat pris', 1, 'Värnamo Energi'],
      ['Fast pris 6 månader', 1, 'Alfa Energi'],
      ['Fast pris 1 år', 1, 'Göteborg Energi'],
      ['Fast pris 3 år', 1, 'Beta El'],
    ]);
  });

  it('says what it rests on', () => {
    expect(landing).toMatchObject({
      offerCount: 8,
      supplierCount: 6,
      annualKwh: 5000,
      sourceText: sourceText(SOURCES.SE3),
      basisText: priceBasisText(SOURCES.SE3),
    });
    expect(landing.consumptionText).toBe(`5${'\u202F'}000${NB}kWh per år (villa)`);
    expect(areaCountsText(landing)).toBe('8 avtal från 6 elleverantörer');
  });
});

describe('market averages (SCB)', () => {
  const data = SCB_FIXTURE;

  it('gives a chart of every contract type over the months, with its scale and source', () => {
    const chart = scbChart(data, 'SE3', 20000);
    expect(chart.months.map((m) => m.label)).toEqual(['augusti 2025', 'september 2025', 'augusti 2026']);
    expect(chart.series.map((s) => s.label)).toEqual(['Rörligt pris', 'Fast pris 1 år', 'Fast pris 2 år', 'Fast pris 3 år', 'Anvisat avtal']);
    expect(chart.series[0]!.points).toEqual([
      { month: '2025-08', ore: 70.5 },
      { month: '2025-09', ore: 72 },
      { month: '2026-08', ore: 81 },
    ]);
    expect([chart.min, chart.max]).toEqual([70.5, 96]);
    expect(chart.sourceText).toBe('SCB och Energimyndigheten, SSDManadElhandelpris, publicerad 23 september 2026');
    expect(chart.unitText).toBe(`öre/kWh exkl. moms och energiskatt, inklusive leverantörernas fasta avgifter, för 20${'\u202F'}000${NB}kWh per år`);
  });

  it('gives the same figures as a table, newest month first', () => {
    const table = scbTable(scbChart(data, 'SE3', 20000));
    expect(table.columns.map((c) => c.contract)).toEqual([...SCB_CONTRACTS]);
    expect(table.rows.map((r) => r.label)).toEqual(['Augusti 2026', 'September 2025', 'Augusti 2025']);
    expect(table.rows[0]!.values[0]).toEqual({ contract: 'rorligt', ore: 81, text: `81,0${NB}öre/kWh` });
  });

  it('writes the benchmark sentence of docs/rules/price-basis.md for the chosen type and area', () => {
    expect(scbBenchmark(data, { group: 'rorligt', fixedLength: null, area: 'SE3', annualKwh: 20000 })?.sentence).toBe(
      `Snittpriset för nya rörliga avtal i SE3 i augusti 2026 var 81,0${NB}öre/kWh (exkl. moms, 20${'\u202F'}000${NB}kWh).`,
    );
    expect(scbBenchmark(data, { group: 'fast', fixedLength: 24, area: 'SE1', annualKwh: 5040 })?.sentence).toBe(
      `Snittpriset för nya avtal med fast pris i 2 år i SE1 i augusti 2026 var 94,0${NB}öre/kWh (exkl. moms, 5${'\u202F'}000${NB}kWh).`,
    );
    expect(scbBenchmark(data, { group: 'mixat', fixedLength: null, area: 'SE3', annualKwh: 5000 })).toBeNull();
  });

  it('keeps only the newest month for a client island, which the benchmark reads the same', () => {
    const latest = scbLatest(data);
    expect(latest.months).toEqual(['2026-08']);
    expect(latest.series.every((row) => row.values.length === 1)).toBe(true);
    expect(latest.series).toHaveLength(data.series.length);
    for (const choice of [
      { group: 'rorligt', fixedLength: null },
      { group: 'fast', fixedLength: 36 },
    ] as const) {
      for (const annualKwh of [2000, 9000, 30000]) {
        expect(scbBenchmark(latest, { ...choice, area: 'SE3', annualKwh })).toEqual(scbBenchmark(data, { ...choice, area: 'SE3', annualKwh }));
      }
    }
  });

  it('maps the filter to SCB’s contract types, and the consumption to its nearest household', () => {
    expect([
      scbContractFor('rorligt', null),
      scbContractFor('fast', null),
      scbContractFor('fast', 36),
      scbContractFor('fast', 6),
      scbContractFor(null, null),
    ]).toEqual(['rorligt', 'avtal1ar', 'avtal3ar', null, null]);
    expect([1200, 2000, 3000, 5040, 9000, 15000, 25000, 60000, Number.NaN].map(nearestScbHousehold)).toEqual([
      2000, 2000, 2000, 5000, 5000, 20000, 30000, 30000, 2000,
    ]);
  });
});

describe('saving claims and counts', () => {
  it('computes the saving from the median to the cheapest variable offer at 20 000 kWh', () => {
    // Variable offers in SE3 at 20 000 kWh: Alfa 20 495, Beta 20 745, Åre 20 745, Tibber 22 403 kr.
    expect(marketSaving('SE3', MARKET)).toEqual({
      area: 'SE3',
      offerCount: 4,
      cheapestKr: 20495,
      cheapest: { id: expect.stringMatching(/^se3-alfa-/), supplier: 'Alfa Energi', name: 'Rörligt' },
      medianKr: 20745,
      savingKr: 250,
      savingPercent: (250 / 20745) * 100,
    });
    expect(() => marketSaving('SE1', MARKET)).toThrow(/No variable offers in SE1/);
  });

  it('gives the headline range to tens of kronor', () => {
    const savings = [{ savingKr: 1863 }, { savingKr: 1759 }, { savingKr: 1515 }];
    expect(savingRange(savings)).toEqual({ low: 1520, high: 1860 });
    expect(savingRangeText(savings)).toBe(`mellan 1${'\u202F'}520 och 1${'\u202F'}860${NB}kr`);
    expect(savingRangeText([{ savingKr: 1496 }, { savingKr: 1504 }])).toBe(`omkring 1${'\u202F'}500${NB}kr`);
  });

  it('states its basis', () => {
    const basis = marketSavingBasis(SOURCES);
    expect(basis).toMatch(/^Skillnaden i årskostnad för elhandeln mellan det mittersta \(median\) och det billigaste rörliga avtalet/);
    expect(basis).toContain(`20${'\u202F'}000${NB}kWh per år`);
    expect(basis).toContain('SE1 26 juli 2026, SE2 19 juli 2026, SE3 25 juli 2026 och SE4 12 juli 2026');
    expect(basis).toContain(`SE1 44,84, SE2 43,66, SE3 77,98 och SE4 103,72${NB}öre/kWh exkl. moms`);
  });

  it('counts offers and suppliers, in all and per area, with the basis of the count', () => {
    const counts = marketCounts(MARKET);
    expect(counts).toMatchObject({ offers: 8, suppliers: 6 });
    expect(counts.byArea.SE3).toEqual({ offers: 8, suppliers: 6 });
    expect(counts.byArea.SE1).toEqual({ offers: 0, suppliers: 0 });
    expect(marketCountBasis(counts, 'juli 2026')).toBe(
      '8 elavtal från 6 elleverantörer som Elpriskollen (Energimarknadsinspektionen) visade i juli 2026, för ett postnummer per elområde',
    );
  });
});
