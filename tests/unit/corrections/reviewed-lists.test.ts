/** @jest-environment node */
import { GRID_AUTHORITY_FEES, GRID_TARIFF_CORRECTIONS, ORIGIN_CORRECTIONS } from '@/lib/content/reviewed-lists';
import { authorityFeesSchema, gridTariffCorrectionsSchema, originCorrectionsSchema } from '@/lib/content/reviewed-schemas';

/**
 * The reviewed lists (content/reviewed/) are checked with zod when lib/content/reviewed-lists.ts
 * is imported; the import scripts then re-check every entry against the raw data (their own tests).
 * Here: the schemas refuse what a reviewer could get wrong, and the checked lists are the data files'.
 */

const correction = {
  operator: 'Exempel Elnät AB',
  vatNumber: 'SE556000000001',
  priceList: { variant: null, fromDate: '2025-01-01' },
  field: 'fixedFee.16',
  raw: 100,
  corrected: 120,
  quote: '16 A 120 kr',
  reason: 'Källan hade fel belopp.',
};

describe('reviewed lists', () => {
  it('takes a well-formed grid correction', () => {
    expect(gridTariffCorrectionsSchema.safeParse([correction]).success).toBe(true);
  });

  it.each([
    ['a correction without its quote', { ...correction, quote: '' }],
    ['a misspelt field', { ...correction, reson: 'x' }],
    ['a VAT number of the wrong shape', { ...correction, vatNumber: '556000-0000' }],
    ['a price list date that does not exist', { ...correction, priceList: { variant: null, fromDate: '2025-02-30' } }],
  ])('refuses %s', (_name, entry) => {
    expect(gridTariffCorrectionsSchema.safeParse([entry]).success).toBe(false);
  });

  it('refuses an authority-fee row without a quote and an origin correction without evidence', () => {
    expect(authorityFeesSchema.safeParse([{ operator: 'A', vatNumber: 'SE556000000001', status: 'onTop', quotes: [] }]).success).toBe(false);
    expect(
      originCorrectionsSchema.safeParse([
        { area: 'SE3', supplier: 'A', product: 'B', type: 'variable_price', raw: 'Sol', corrected: 'Vind', evidence: [], note: 'N' },
      ]).success,
    ).toBe(false);
  });

  it('exports the lists as the data files hold them, checked', () => {
    for (const list of [GRID_TARIFF_CORRECTIONS, GRID_AUTHORITY_FEES, ORIGIN_CORRECTIONS]) expect(list.length).toBeGreaterThan(0);
    expect(gridTariffCorrectionsSchema.parse(GRID_TARIFF_CORRECTIONS)).toEqual(GRID_TARIFF_CORRECTIONS);
  });
});
