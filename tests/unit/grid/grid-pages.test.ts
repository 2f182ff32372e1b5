/** @jest-environment node */
import { getGridOperatorPageSlugs } from '@/lib/content/grid-areas';
import { getCityGridInput, getOperatorPageInput } from '@/lib/content/grid-operators';
import { getAllMunicipalities } from '@/lib/content/municipalities';
import { cityGridModel, type CityGridOperatorInput } from '@/lib/grid/city-grid';
import { APARTMENT_NOT_INCLUDED, HOUSEHOLD_TYPES, householdCosts, type HouseholdCost } from '@/lib/grid/household';
import { operatorPageModel, type OperatorPageInput } from '@/lib/grid/operator-page';

import { ALINGSAS, ELLEVIO, MALARENERGI_EFFEKT, SKELLEFTEA, VATTENFALL_E4 } from './tariff-fixtures';

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');
const supply = { pricePerKwhOre: 80, monthlyFeeKr: 40 };
const gridKr = (cost: HouseholdCost) => (cost.available ? cost.grid.total.yearKr : null);

describe("Ei's household types", () => {
  it('are the two house types and the apartment', () => {
    expect(HOUSEHOLD_TYPES.map((t) => [t.label, t.fuse, t.annualKwh, t.apartment])).toEqual([
      ['Villa utan elvärme', 16, 5000, false],
      ['Villa med elvärme', 20, 20000, false],
      ['Lägenhet', 16, 2000, true],
    ]);
  });

  it('Skellefteå Kraft: grid cost per type, the apartment on its own tariff, authority fees on top', () => {
    // Villa: 5 420 + 11,0 öre × 5 000 = 550 + 132 = 6 102 kr. Elvärme, 20 A: 7 815 + 2 200 + 132 = 10 147 kr.
    // Lägenhet (16L): 2 135 + 11,0 öre × 2 000 = 220 + 132 = 2 487 kr.
    const costs = householdCosts(SKELLEFTEA);
    expect(costs.map(gridKr)).toEqual([6102, 10147, 2487]);
    const apartment = costs[2];
    expect(apartment?.available && apartment.tariff.variant).toBe('16L');
  });

  it('the full bill where a supply price is given: 4 480 + 6 102 + 1 650 kr in Skellefteå', () => {
    // Supply: 80 öre × 5 000 = 4 000 kr + 40 kr × 12 = 480 kr. Energy tax 33,0 öre × 5 000 = 1 650 kr.
    const [villa] = householdCosts(SKELLEFTEA, { supplyFor: () => supply, municipality: { code: '2482', longName: 'Skellefteå kommun' } });
    expect(villa?.available && villa.bill?.total.yearKr).toBe(4480 + 6102 + 1650);
    const [noSupply] = householdCosts(SKELLEFTEA);
    expect(noSupply?.available && noSupply.bill).toBeNull();
  });

  it('says the apartment tariff is not included where it was not read, or where it is shown with another price list', () => {
    expect(householdCosts(VATTENFALL_E4)[2]).toEqual({ type: HOUSEHOLD_TYPES[2], available: false, reason: APARTMENT_NOT_INCLUDED });
    const withStandard = { ...SKELLEFTEA, variant: 'Prislista standard' };
    expect(householdCosts(VATTENFALL_E4, { siblings: [VATTENFALL_E4, withStandard] })[2]).toMatchObject({
      available: false,
      reason: 'Lägenhetstariffen (16L) hör till Prislista standard och visas där.',
    });
  });
});

describe('a price list that is not for the household’s fuse', () => {
  it('Alingsås (25–63 A): no 16 or 20 A figure; the smallest fuse it has, 25 A, labelled as such', () => {
    // 25 A: 4 598 + 23,8 öre × 5 000 = 1 190 + the usual authority fees 132 = 5 920 kr; with electric heating 4 598 + 4 760 + 132 = 9 490 kr.
    const [villa, elvarme] = householdCosts(ALINGSAS);
    expect(villa).toMatchObject({
      available: true,
      fuse: 25,
      fuseNote: 'Prislistan har ingen tariff för 16\u00A0A. Beloppet gäller 25\u00A0A, den minsta huvudsäkringen i prislistan.',
    });
    expect(villa?.available && villa.grid.total).toMatchObject({ yearKr: 5920, complete: true });
    expect(elvarme).toMatchObject({ available: true, fuse: 25 });
    expect(elvarme?.available && elvarme.grid.total.yearKr).toBe(9490);
  });

  it('Mälarenergi’s effektabonnemang (80 A and up): no household figure at all, and why', () => {
    const [villa] = householdCosts(MALARENERGI_EFFEKT);
    expect(villa).toEqual({
      type: HOUSEHOLD_TYPES[0],
      available: false,
      reason: 'Prislistan gäller huvudsäkringar från 80\u00A0A, inte hushållets 16\u00A0A.',
    });
  });
});

describe('cityGridModel', () => {
  const operators: Record<string, CityGridOperatorInput> = {
    skekraft: {
      id: 'skekraft',
      name: 'Skellefteå Kraft Elnät AB',
      pageSlug: 'skelleftea-kraft-elnat',
      feeInfoUrl: 'https://example.se/priser',
      tariffs: [SKELLEFTEA],
      contact2024: null,
    },
    lokal: {
      id: 'lokal',
      name: 'Lokalnät ek. för.',
      pageSlug: null,
      feeInfoUrl: null,
      tariffs: [],
      contact2024: { company: 'Lokalnät ek. för.', website: 'lokal.example', email: null, phone: '0910-1 23 45' },
    },
  };
  const model = cityGridModel({
    municipality: { code: '2482', name: 'Skellefteå' },
    priceArea: 'SE1',
    concessions: [
      { operatorId: 'skekraft', share: 0.7955, tariffIds: null },
      { operatorId: 'lokal', share: 0.012, tariffIds: null },
    ],
    operator: (id) => operators[id],
    supplyFor: () => supply,
    mapCredit: 'Energimarknadsinspektionen, områdeskoncessioner (karta 2025-01-09)',
  });

  it('lists the concession holders with their area share, costs, page and bill links', () => {
    expect(model.heading).toBe('Elnät i Skellefteå');
    expect(spaced(model.lead)).toBe(
      'Två elnätsbolag har områdeskoncession i Skellefteå kommun. Andelen är en andel av kommunens yta, inte av hushållen: vilket elnätsbolag du har står på din elnätsfaktura.',
    );
    const [kraft, lokal] = model.operators;
    expect(kraft).toMatchObject({ name: 'Skellefteå Kraft Elnät AB', href: '/elnat/skelleftea-kraft-elnat', noPrices: null });
    expect(spaced(kraft?.shareText ?? '')).toBe('täcker cirka 80 % av kommunens yta');
    expect(kraft?.tariffs[0]?.households.map(gridKr)).toEqual([6102, 10147, 2487]);
    // Energy tax of the municipality: 33,0 öre/kWh.
    const villa = kraft?.tariffs[0]?.households[0];
    expect(villa?.available && villa.bill?.total.yearKr).toBe(4480 + 6102 + 1650);
    expect(kraft?.tariffs[0]?.billHref).toBe('/kalkylator?omrade=SE1&kommun=2482&natbolag=skelleftea-kraft-elnat-ab');
    expect(kraft?.tariffs[0]?.jamforHref).toBe('/jamfor?area=SE1&kommun=2482&natbolag=skelleftea-kraft-elnat-ab#elnatsbolag');
    expect(lokal).toMatchObject({
      href: null,
      tariffs: [],
      noPrices: 'Vi har inga priser för Lokalnät ek. för.; priserna finns hos elnätsbolaget.',
      contact2024: { phone: '0910-1 23 45' },
    });
    expect(spaced(lokal?.shareText ?? '')).toBe('täcker cirka 1 % av kommunens yta');
  });

  it("names Ei's map and the price lists' dates as its source", () => {
    expect(spaced(model.sourceLine)).toBe(
      'Källa: Energimarknadsinspektionen, områdeskoncessioner (karta 2025-01-09); elnätsbolagens prislistor från 1 januari 2025.',
    );
  });
});

describe('cityGridModel on the real data', () => {
  it('/stader/kalmar lists Kalmar Energi Elnät and E.ON Energidistribution with their shares and costs', () => {
    const input = getCityGridInput('0880');
    if (!input) throw new Error('no Kalmar');
    const model = cityGridModel({ ...input, spotOreExVat: 50, supplyFor: () => supply });
    const byName = new Map(model.operators.map((o) => [o.name, o]));
    for (const name of ['Kalmar Energi Elnät AB', 'E.ON']) {
      const row = byName.get(name);
      expect(row?.share).toBeGreaterThan(0.01);
      expect(row?.tariffs.length).toBeGreaterThan(0);
      for (const tariff of row?.tariffs ?? []) {
        const [villa] = tariff.households;
        expect(villa?.available && villa.grid.total.complete && villa.grid.total.yearKr > 0).toBe(true);
      }
    }
    expect(byName.get('E.ON')?.share).toBeGreaterThan(byName.get('Kalmar Energi Elnät AB')?.share ?? 1);
  });

  it('every municipality gets a model whose rows add up: each grid cost is the sum of its parts', () => {
    for (const municipality of getAllMunicipalities()) {
      const input = getCityGridInput(municipality.code);
      const model = cityGridModel({ ...(input as NonNullable<typeof input>), spotOreExVat: 50 });
      expect(model.operators.length).toBeGreaterThan(0);
      for (const row of model.operators) {
        expect(row.tariffs.length > 0 || row.noPrices !== null).toBe(true);
        for (const cost of row.tariffs.flatMap((t) => t.households)) {
          if (!cost.available) continue;
          const known = cost.grid.parts.flatMap((p) => (p.status === 'known' ? [p.yearKr] : []));
          expect(cost.grid.total.yearKr).toBe(known.reduce((a, b) => a + b, 0));
        }
      }
    }
  });
});

describe('operatorPageModel', () => {
  const input: OperatorPageInput = {
    identity: {
      slug: 'skelleftea-kraft-elnat',
      name: 'Skellefteå Kraft Elnät AB',
      orgNumber: '556244-3951',
      otherNames: [],
      contact2024: { company: 'Skellefteå Kraft Elnät AB', website: 'skekraft.se', email: 'kundservice@skekraft.se', phone: '0910-77 25 00', address: null },
    },
    operator: {
      feeInfoUrl: 'https://www.skekraft.se/privat/elnat/elnatspriser/',
      status: 'ok',
      hasPageText: true,
      listsByRegion: false,
      tariffs: [
        {
          ...SKELLEFTEA,
          notes: [],
          quotes: { authorityFee: 'Utöver angivna priser tillkommer myndighetsavgifter', apartment: '16L* 2135 kr/år', powerMethod: null },
        },
      ],
    },
    municipalities: [
      { code: '2482', name: 'Skellefteå', slug: 'skelleftea', share: 0.7955 },
      { code: '2418', name: 'Malå', slug: 'mala', share: 0.98 },
    ],
    pageTextsDate: '2025-09-15',
    sourceDate: '2025-10-27',
  };
  const model = operatorPageModel(input);

  it('has a unique title and a description from the data', () => {
    expect(model.title).toBe('Skellefteå Kraft Elnät AB – elnätsavgifter, prislista från januari 2025');
    expect(spaced(model.description)).toBe(
      'Elnätsavgifter hos Skellefteå Kraft Elnät AB: fast avgift per huvudsäkring, överföringsavgift och vad elnätet kostar per år för villa och lägenhet, enligt prislistan från 1 januari 2025.',
    );
  });

  it('shows the price list by fuse, the transfer fee, authority fees and the apartment tariff', () => {
    const [tariff] = model.tariffs;
    expect(tariff?.fixedFee).toEqual({
      status: 'known',
      rows: [
        { fuse: 16, yearlyKr: 5420, monthlyKr: 451.67, tierNote: null },
        { fuse: 20, yearlyKr: 7815, monthlyKr: 651.25, tierNote: null },
        { fuse: 25, yearlyKr: 9480, monthlyKr: 790, tierNote: null },
        { fuse: 35, yearlyKr: 12340, monthlyKr: 1028.33, tierNote: null },
      ],
    });
    expect(tariff?.transfer.status === 'known' && tariff.transfer.lines.map(spaced)).toEqual(['11,0 öre/kWh']);
    expect(tariff?.power).toEqual({ status: 'none' });
    expect(spaced(tariff?.authorityFee.text ?? '')).toBe('Tillkommer utöver elnätsbolagets avgifter: 131,82 kr per år.');
    expect(tariff?.apartment).toMatchObject({ label: '16L', yearlyKr: 2135, quote: '16L* 2135 kr/år' });
    expect(tariff?.households.map(gridKr)).toEqual([6102, 10147, 2487]);
    expect(tariff?.fromDateText).toBe('Gäller från 1 januari 2025');
    expect(tariff?.billHref).toBe('/kalkylator?natbolag=skelleftea-kraft-elnat-ab');
  });

  it('lists its municipalities by name with area shares, and its 2024 contacts marked as such', () => {
    expect(model.municipalities.map((m) => [m.longName, spaced(m.shareText)])).toEqual([
      ['Malå kommun', 'täcker cirka 98 % av kommunens yta'],
      ['Skellefteå kommun', 'täcker cirka 80 % av kommunens yta'],
    ]);
    expect(model.contact2024?.label).toBe('Kontaktuppgifter enligt Energimarknadsinspektionens lista från 2024');
    expect(model.feeInfoUrl).toBe('https://www.skekraft.se/privat/elnat/elnatspriser/');
  });

  it('without a price list, says so and still gives the rest', () => {
    const placeholder = operatorPageModel({
      ...input,
      operator: { feeInfoUrl: 'https://example.se', status: 'placeholder', hasPageText: false, listsByRegion: false, tariffs: [] },
    });
    expect(placeholder.tariffs).toEqual([]);
    // No prices, so nothing is said to be checked against the price page.
    expect(placeholder.pageTextsLine).toBeNull();
    expect(placeholder.noPrices).toMatch(/^Vi har inga kontrollerade elnätsavgifter för Skellefteå Kraft Elnät AB/);
    expect(placeholder.title).toBe('Skellefteå Kraft Elnät AB – elnät och koncessionsområde');
  });

  it('says how far the figures were checked: against the saved price page, or that there is none', () => {
    expect(spaced(model.pageTextsLine ?? '')).toBe(
      'Vi har kontrollerat uppgifterna mot elnätsbolagets prissida som den såg ut 15 september 2025. Prislistorna är de senaste som källan hade 27 oktober 2025.',
    );
    const noText = operatorPageModel({ ...input, operator: { ...input.operator!, hasPageText: false } });
    expect(spaced(noText.pageTextsLine ?? '')).toMatch(
      /^Källan har ingen sparad kopia av elnätsbolagets prissida, så vi har inte kunnat kontrollera beloppen mot den\./,
    );
  });

  const withTariffs = (tariffs: NonNullable<OperatorPageInput['operator']>['tariffs'], extra: Partial<NonNullable<OperatorPageInput['operator']>> = {}) =>
    operatorPageModel({ ...input, operator: { ...input.operator!, tariffs, ...extra } });
  const content = (tariff: typeof SKELLEFTEA) => ({ ...tariff, notes: [], quotes: { authorityFee: null, apartment: null, powerMethod: null } });

  it('says in one sentence each why a figure can differ from the operator’s own: an old list, an assumed peak', () => {
    expect(model.tariffs[0]?.caveats).toEqual([]);
    const old = withTariffs([content({ ...SKELLEFTEA, fromDate: '2024-01-01' })]);
    expect(old.tariffs[0]?.caveats.map(spaced)).toEqual([
      'Prislistan gäller från 1 januari 2024, mer än ett år innan källan lästes 27 oktober 2025, så elnätsbolaget kan ha ändrat priserna sedan dess.',
    ]);
    const ellevio = withTariffs([content({ ...ELLEVIO, fromDate: '2025-09-01' })]);
    expect(ellevio.tariffs[0]?.caveats.map(spaced)).toEqual([
      'Prislistan gäller från 1 september 2025, så elnätsbolagets egna siffror för 2025 kan bygga på prislistan som gällde före den.',
      'Effektavgiften beror på hushållets egna effekttoppar, och vi räknar med en antagen topp (vårt antagande, inte en uppmätt topp eller en uppgift från elnätsbolaget).',
    ]);
    expect(spaced(ellevio.tariffs[0]?.peakNote ?? '')).toBe(
      'Effektavgiften i tabellen är räknad på en antagen effekttopp, 2,6–3,2 kW per månad för villa utan elvärme (vårt antagande, inte en uppmätt topp eller en uppgift från elnätsbolaget). Effektavgiften per kW står ovan; med din egen topp från elnätsfakturan blir beloppet ditt.',
    );
  });

  it('a list for 80 A and up is shown as such: no household figures, no bill link', () => {
    const page = withTariffs([content(SKELLEFTEA), content(MALARENERGI_EFFEKT)]);
    const effekt = page.tariffs[1];
    expect(effekt).toMatchObject({ forHouseholds: false, billHref: null, fusesText: 'Prislistan gäller huvudsäkringar från 80\u00A0A.', caveats: [] });
    expect(page.tariffs[0]).toMatchObject({ forHouseholds: true, partsFuse: 16, fusesText: null });
    const alingsas = withTariffs([content(ALINGSAS)]);
    expect(alingsas.tariffs[0]).toMatchObject({ forHouseholds: true, partsFuse: 25, fusesText: 'Prislistan gäller huvudsäkringar 25–63\u00A0A.' });
  });

  it('regional lists: says only one applies and that the source cannot tell which', () => {
    const regions = ['Syd', 'Stockholm', 'Nord'].map((variant) => content({ ...SKELLEFTEA, id: `e-on-${variant.toLowerCase()}`, variant }));
    expect(spaced(withTariffs(regions, { listsByRegion: true }).regionNote ?? '')).toBe(
      'Skellefteå Kraft Elnät AB har tre prislistor för olika delar av sitt elnät: Syd, Stockholm och Nord. Bara en av dem gäller för ett hushåll, och vilken beror på var det ligger; den står på elnätsfakturan. Källan säger inte vilka kommuner som hör till vilken prislista.',
    );
    expect(withTariffs(regions).regionNote).toBeNull();
  });

  it('names each list and its date in the description, and the dates in the title', () => {
    const lists = [
      content({ ...SKELLEFTEA, id: 'a', variant: 'Syd', fromDate: '2024-08-01' }),
      content({ ...SKELLEFTEA, id: 'b', variant: 'Stockholm', fromDate: '2025-07-01' }),
    ];
    const page = withTariffs(lists);
    expect(page.title).toBe('Skellefteå Kraft Elnät AB – elnätsavgifter, prislistor från 2024 och 2025');
    expect(spaced(page.description)).toMatch(/enligt prislistorna Syd \(från 1 augusti 2024\) och Stockholm \(från 1 juli 2025\)\.$/);
  });
});

describe('operatorPageModel on the real data', () => {
  const slugs = getGridOperatorPageSlugs();
  const models = slugs.map((slug) => operatorPageModel(getOperatorPageInput(slug) as OperatorPageInput));

  it('one page per operator of the tariff data, each with a unique title and description', () => {
    expect(slugs).toHaveLength(127);
    expect(new Set(models.map((m) => m.title)).size).toBe(models.length);
    expect(new Set(models.map((m) => m.description)).size).toBe(models.length);
  });

  it('every page has its price page and municipalities; the apartment type only where its tariff was read', () => {
    for (const model of models) {
      expect(model.feeInfoUrl).toMatch(/^https?:\/\//);
      expect(model.municipalities.length).toBeGreaterThan(0);
      for (const tariff of model.tariffs) {
        expect(tariff.households[2]?.available).toBe(tariff.apartment !== null);
        expect(tariff.apartmentNote === null).toBe(tariff.apartment !== null);
        // An operator whose apartment tariff sits with another of its price lists says so.
        if (tariff.apartment === null && model.tariffs.some((t) => t.apartment)) expect(tariff.apartmentNote).toMatch(/hör till/);
      }
    }
  });
});
