import { rattelserCopy } from '@/content/pages/rattelser';
import { getCorrections } from '@/lib/content/corrections';
import {
  GRID_APARTMENT_TARIFFS,
  GRID_AUTHORITY_FEES,
  GRID_POWER_METHODS,
  GRID_TARIFF_CORRECTIONS,
  GRID_TARIFF_UNVERIFIED,
  OFFER_CONFLICT_NOTES,
  OFFER_EXCLUSIONS,
  ORIGIN_CORRECTIONS,
  RAW_CONTRACT_TYPES,
  TOTAL_RESIDUALS,
} from '@/lib/content/reviewed-lists';
import { pageSeoSchema } from '@/lib/content/schemas';
import { allEntries, gridCorrections, offerCorrections, orgNumberOfVat, originWords, tariffValueText } from '@/lib/corrections/corrections-page';

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ');

const AREA_DATES = { SE1: '2026-07-26', SE2: '2026-07-19', SE3: '2026-07-25', SE4: '2026-07-12' } as const;

describe('the page of corrections (docs/rules/transparency.md, "Corrections")', () => {
  it('an origin correction: what the source said, what the site shows, why, the evidence and the day read', () => {
    const row = {
      area: 'SE3' as const,
      supplier: 'Göteborg Energi AB',
      product: 'Fast elpris 1 år , el från vindkraft för elområde 3',
      type: 'fixed_price_1_year',
      raw: 'Sol',
      corrected: 'Vind',
      evidence: [
        {
          area: 'SE1' as const,
          supplier: 'Göteborg Energi AB',
          product: 'Fast elpris 1 år, el från vindkraft för elområde 1',
          type: 'fixed_price_1_year',
          energySource: 'Vind',
        },
      ],
      note: 'Elpriskollen anger ursprunget sol för det här avtalet.',
    };
    const { origins } = offerCorrections({
      origins: [row],
      exclusions: [],
      notes: [],
      residuals: [],
      contractTypes: RAW_CONTRACT_TYPES,
      suppliers: [{ slug: 'goteborg-energi', name: 'Göteborg Energi', legalName: 'Göteborg Energi AB' }],
      supplierPath: (slug) => `/leverantor/${slug}`,
      areaDates: AREA_DATES,
      exclusionReason: () => undefined,
    });
    expect(origins).toEqual([
      {
        id: 'ursprung-se3-goteborg-energi-ab-fast-elpris-1-ar-el-fran-vindkraft-for-elomrade-3-fixed-price-1-year',
        subject: { name: 'Göteborg Energi', href: '/leverantor/goteborg-energi' },
        context: 'SE3, Fast pris 1 år: ”Fast elpris 1 år , el från vindkraft för elområde 3”',
        part: 'Ursprung',
        sourceSaid: 'Sol',
        siteShows: 'Vind',
        reason: 'Elpriskollen anger ursprunget sol för det här avtalet.',
        evidence: ['SE1, Fast pris 1 år: ”Fast elpris 1 år, el från vindkraft för elområde 1” anger vind.'],
        evidenceSource: 'Elpriskollen (Energimarknadsinspektionen)',
        dateVerb: 'hämtat',
        date: '2026-07-25',
      },
    ]);
  });

  it('a row left out needs a Swedish reason for the reader, or the build fails', () => {
    const input = {
      origins: [],
      exclusions: [{ area: 'SE3' as const, supplier: 'X AB', product: 'Test', type: 'variable_price', reason: 'a test row' }],
      notes: [],
      residuals: [],
      contractTypes: RAW_CONTRACT_TYPES,
      suppliers: [],
      supplierPath: (slug: string) => `/leverantor/${slug}`,
      areaDates: AREA_DATES,
    };
    expect(() => offerCorrections({ ...input, exclusionReason: () => undefined })).toThrow(/No Swedish reason/);
    expect(offerCorrections({ ...input, exclusionReason: () => 'Inget avtal.' }).exclusions[0]).toMatchObject({
      subject: { name: 'X AB', href: null },
      sourceSaid: 'Listat som ett elavtal',
      siteShows: 'Visas inte',
      reason: 'Inget avtal.',
    });
  });

  it('a grid correction in words, with the operator page and the page text quoted', () => {
    const { corrections } = gridCorrections({
      corrections: [
        {
          operator: 'Degerfors Elnät AB',
          vatNumber: 'SE559440444301',
          priceList: { variant: null, fromDate: '2024-09-01' },
          field: 'monthlyFee',
          raw: { type: 'fixed', verified: true, monthlyFeeSek: 3000 },
          corrected: { type: 'fixed', verified: true, monthlyFeeSek: 250, yearlyFeeSek: 3000 },
          quote: 'Fast avgift 2400 kr/år 3000 kr/år',
          reason: 'Den fasta avgiften är 3 000 kr per år, inte per månad.',
        },
      ],
      unverified: [],
      authorityFees: [],
      apartments: [],
      powerMethods: [],
      operatorByOrgNumber: (org) => (org === '559440-4443' ? { name: 'Degerfors Elnät', href: '/elnat/degerfors-elnat' } : undefined),
      sourceName: 'spotpilot/grid-tariffs',
      pageTextsDate: '2025-09-15',
    });
    expect(corrections.map((c) => ({ ...c, sourceSaid: spaced(c.sourceSaid), siteShows: spaced(c.siteShows) }))).toEqual([
      {
        id: 'natpris-degerfors-elnat-ab-1',
        subject: { name: 'Degerfors Elnät', href: '/elnat/degerfors-elnat' },
        context: 'prislista från 1 september 2024',
        part: 'Fast avgift',
        sourceSaid: 'spotpilot/grid-tariffs: fast, 3 000 kr/mån',
        siteShows: 'fast, 250 kr/mån, 3 000 kr/år',
        reason: 'Den fasta avgiften är 3 000 kr per år, inte per månad.',
        evidence: ['Fast avgift 2400 kr/år 3000 kr/år'],
        evidenceSource: 'Elnätsbolagets prissida',
        dateVerb: 'sparad',
        date: '2025-09-15',
      },
    ]);
  });

  it('words for the values of the tariff format', () => {
    expect(spaced(tariffValueText('transferFeeOrePerKwh', 33.625))).toBe('33,625 öre/kWh');
    expect(spaced(tariffValueText('costSekPerKw', 77.5))).toBe('77,5 kr/kW');
    expect(spaced(tariffValueText('spotPriceMultiplier', 0.0511))).toBe('5,11 % av spotpriset');
    expect(tariffValueText('toHourInclusive', 21)).toBe('till kl. 22');
    expect(tariffValueText('toHourInclusive', 23)).toBe('till kl. 00');
    expect(spaced(tariffValueText('yearlyFeeSekByFuse', { '16': 4650, '20': 5800 }))).toBe('16 A 4 650 kr/år, 20 A 5 800 kr/år');
    expect(tariffValueText('months', { from: 'april', toInclusive: 'october' })).toBe('från april, till och med oktober');
    expect(tariffValueText('type', 'averageDays')).toBe('snittet av de högsta timmarna på olika dygn');
    expect(tariffValueText('monthlyFee', { type: 'unverified', verified: false })).toBe('obekräftad');
    expect(tariffValueText('approximated', false)).toBe('inte uppskattad');
    expect(tariffValueText('x', undefined)).toBe('saknas');
    expect(spaced(tariffValueText('mainFuses', { fromA: 80, toA: null }))).toBe('från 80 A');
    expect(originWords('Sol_Vind_Vatten')).toBe('Sol, vind och vatten');
    expect(orgNumberOfVat('SE556244395101')).toBe('556244-3951');
    expect(() => orgNumberOfVat('556244-3951')).toThrow(RangeError);
  });

  it('over the reviewed lists as the imports apply them: one entry per row, each with what the site shows and a date', () => {
    const { offers, grid } = getCorrections();
    expect(offers.origins).toHaveLength(ORIGIN_CORRECTIONS.length);
    expect(offers.exclusions).toHaveLength(OFFER_EXCLUSIONS.length);
    expect(offers.notes).toHaveLength(OFFER_CONFLICT_NOTES.length);
    expect(offers.residuals).toHaveLength(TOTAL_RESIDUALS.length);
    expect(grid.corrections).toHaveLength(GRID_TARIFF_CORRECTIONS.length);
    expect(grid.unverified).toHaveLength(GRID_TARIFF_UNVERIFIED.length);
    expect(grid.authorityFees).toHaveLength(GRID_AUTHORITY_FEES.length);
    expect(grid.apartments).toHaveLength(GRID_APARTMENT_TARIFFS.length);
    expect(grid.powerMethods).toHaveLength(GRID_POWER_METHODS.length);
    const entries = allEntries(offers, grid);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.siteShows.length).toBeGreaterThan(0);
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // No code of the source's format left untranslated where the site says what it shows.
      expect(entry.siteShows).not.toMatch(/\b(?:unverified|notImplemented|averageDays|byFuse|undefined|\[object)/);
    }
    // Every correction of an offer names a supplier the catalogue has, linked to its page.
    for (const entry of [...offers.origins, ...offers.notes, ...offers.residuals]) expect(entry.subject.href).toMatch(/^\/leverantor\//);
  });

  it('its copy fits the page rules', () => {
    expect(pageSeoSchema.parse(rattelserCopy)).toBeTruthy();
    for (const row of OFFER_EXCLUSIONS) expect(rattelserCopy.exclusionReasons.some((r) => r.supplier === row.supplier && r.product === row.product)).toBe(true);
  });
});
