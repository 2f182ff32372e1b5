import { render, screen, within } from '@testing-library/react';

import { HouseholdCosts } from '@/components/grid/household-costs';
import { householdCosts } from '@/lib/grid/household';

import { ALINGSAS, HOGANAS, SKELLEFTEA, VATTENFALL_E4 } from './tariff-fixtures';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();
const supply = { pricePerKwhOre: 80, monthlyFeeKr: 40 };

describe('HouseholdCosts', () => {
  it('Skellefteå Kraft: the grid cost and full bill per year and month for each household type', () => {
    const costs = householdCosts(SKELLEFTEA, { supplyFor: () => supply, municipality: { code: '2482', longName: 'Skellefteå kommun' } });
    render(<HouseholdCosts costs={costs} caption="Skellefteå Kraft: kostnad per år" showBill />);
    const table = screen.getByRole('table', { name: 'Skellefteå Kraft: kostnad per år' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    // Villa: grid 5 420 + 550 + 132 = 6 102 kr, a month 452 + 46 + 11 = 509 kr (each part rounded, so the parts add up);
    // bill 4 480 + 6 102 + 1 650 = 12 232 kr, a month 373 + 509 + 138 = 1 020 kr.
    expect(
      within(row(/^Villa utan elvärme/))
        .getAllByRole('cell')
        .map((c) => spaced(c.textContent)),
    ).toEqual(['6 102 kr509 kr/mån', '12 232 kr1 020 kr/mån']);
    expect(spaced(within(row(/^Villa utan elvärme/)).getByRole('rowheader').textContent)).toBe('Villa utan elvärme16 A, 5 000 kWh/år');
    // The apartment on its own tariff 16L: 2 135 + 220 + 132 = 2 487 kr.
    expect(spaced(within(row(/^Lägenhet/)).getByRole('rowheader').textContent)).toBe('Lägenhet16L, 2 000 kWh/år');
    // A month: 178 + 18 + 11 = 207 kr.
    expect(spaced(within(row(/^Lägenhet/)).getAllByRole('cell')[0]?.textContent)).toBe('2 487 kr207 kr/mån');
  });

  it('without a bill column and without an apartment tariff, says why in the row', () => {
    render(<HouseholdCosts costs={householdCosts(VATTENFALL_E4)} caption="Vattenfall" showBill={false} />);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Hushåll', 'Elnät per år']);
    expect(spaced(within(screen.getByRole('row', { name: /^Lägenhet/ })).getByRole('cell').textContent)).toMatch(/^Lägenhetstariffer skiljer sig/);
  });

  it('a partial total reads "minst" and names the unknown part beside it, in both columns', () => {
    // Höganäs: 4 125 kr fixed, transfer fee unknown. Bill: 4 480 + 4 125 + 1 650 (Skellefteå's tax) = 10 255 kr.
    const costs = householdCosts(HOGANAS, { supplyFor: () => supply, municipality: { code: '2482', longName: 'Skellefteå kommun' } });
    render(<HouseholdCosts costs={costs} caption="Höganäs" showBill />);
    const cells = within(screen.getByRole('row', { name: /^Villa utan elvärme/ }))
      .getAllByRole('cell')
      .map((c) => spaced(c.textContent));
    expect(cells).toEqual(['minst 4 125 krplus överföringsavgift, som är okänd', 'minst 10 255 krplus överföringsavgift, som är okänd']);
  });

  it('a household whose fuse the list has no tariff for: the smallest fuse it has, labelled beside the figure', () => {
    render(<HouseholdCosts costs={householdCosts(ALINGSAS)} caption="Alingsås" showBill={false} />);
    const header = spaced(within(screen.getByRole('row', { name: /^Villa utan elvärme/ })).getByRole('rowheader').textContent);
    expect(header).toBe(
      'Villa utan elvärme25 A, 5 000 kWh/årPrislistan har ingen tariff för 16 A. Beloppet gäller 25 A, den minsta huvudsäkringen i prislistan.',
    );
    expect(spaced(within(screen.getByRole('row', { name: /^Villa utan elvärme/ })).getByRole('cell').textContent)).toBe('5 920 kr493 kr/mån');
  });
});
