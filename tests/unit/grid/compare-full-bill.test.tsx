import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CompareTool } from '@/components/compare/compare-tool';
import { forgetLoadedAreas } from '@/lib/market/load-area';
import { forgetSessionSelection } from '@/components/grid/full-bill-section';
import type { PriceArea } from '@/lib/domain/price-area';
import { indexMarket } from '@/lib/market/compare';
import { initialList } from '@/lib/market/jamfor-state';
import { scbLatest } from '@/lib/market/scb';

import { COVERAGE, MARKET, SCB_FIXTURE, SOURCES, SUPPLIERS } from '../market/fixtures';

jest.mock('@/lib/postcode/lookup', () => ({ lookupPostalCodeArea: jest.fn() }));
jest.mock('@/lib/market/area-file-loader', () => ({
  ...jest.requireActual<object>('@/lib/market/area-file-loader'),
  loadAreaOffers: jest.fn(),
}));

const { loadAreaOffers } = jest.requireMock<{ loadAreaOffers: jest.Mock }>('@/lib/market/area-file-loader');

beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  forgetSessionSelection();
  forgetLoadedAreas();
  loadAreaOffers.mockReset();
  loadAreaOffers.mockImplementation(async (area: PriceArea) => ({
    source: SOURCES[area],
    suppliers: [...SUPPLIERS],
    offers: area === 'SE3' ? [...MARKET] : [],
  }));
  window.localStorage.clear();
  window.history.replaceState(null, '', '/jamfor');
});

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();

function renderTool() {
  render(<CompareTool initial={initialList('SE3', indexMarket(MARKET, SUPPLIERS))} sources={SOURCES} coverage={COVERAGE} scb={scbLatest(SCB_FIXTURE)} />);
  return userEvent.setup();
}

describe("/jamfor's 'Ditt elnätsbolag' section", () => {
  it('is its own section after the list, not inside an offer card', () => {
    renderTool();
    const bill = screen.getByRole('region', { name: 'Ditt elnätsbolag' });
    for (const card of screen.getAllByTestId('offer-card')) expect(card).not.toContainElement(bill);
    expect(screen.getByRole('region', { name: /8 elavtal i elområde SE3/ })).not.toContainElement(bill);
  });

  it("builds on the list's cheapest offer at the chosen consumption, incl. VAT, and follows the filters", async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'Välj ditt elnätsbolag' }));
    const field = await screen.findByRole('textbox', { name: 'Årsförbrukning (kWh per år)' });
    expect(spaced((field as HTMLInputElement).value)).toBe('5 000');
    // Beta El's timpris: (77,98 + 5) × 1,25 = 103,725 öre/kWh, no fee.
    expect(spaced(screen.getByTestId('full-bill-supply').textContent)).toBe(
      'Elhandeln är räknad på Beta El – Timpris (103,73 öre/kWh och 0 kr/mån), det billigaste avtalet i listan ovan.',
    );
    // At 20 000 kWh Beta El's fixed three years is cheapest: 80 × 1,25 = 100 öre/kWh, 10 × 20 × 1,25 / 12 = 20,833 kr/mån.
    await user.click(screen.getByRole('button', { name: /Villa med elvärme/ }));
    await waitFor(() =>
      expect(spaced(screen.getByTestId('full-bill-supply').textContent)).toBe(
        'Elhandeln är räknad på Beta El – Fast 3 år (100 öre/kWh och 20,83 kr/mån), det billigaste avtalet i listan ovan.',
      ),
    );
    expect(spaced((field as HTMLInputElement).value)).toBe('20 000');
    // Sorted by name, the supply is still the cheapest of the list, not its first card.
    await user.click(screen.getByRole('radio', { name: 'Mixat' }));
    await user.selectOptions(screen.getByLabelText('Sortera'), 'Namn A–Ö');
    await waitFor(() =>
      expect(spaced(screen.getByTestId('full-bill-supply').textContent)).toMatch(/^Elhandeln är räknad på Värnamo Energi – Mixavtal 1 år Förnybart /),
    );
    expect(within(screen.getAllByTestId('offer-card')[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Värnamo Energi');
  });

  it("names no supply while the area's whole list cannot be had", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadAreaOffers.mockRejectedValue(new Error('offline'));
    const user = renderTool();
    await user.click(screen.getByRole('radio', { name: 'Fast' }));
    await screen.findByTestId('area-file-failed');
    await user.click(screen.getByRole('button', { name: 'Välj ditt elnätsbolag' }));
    expect(spaced((await screen.findByTestId('full-bill-supply')).textContent)).toBe(
      'Det finns inget elhandelspris att räkna elhandeln på (det billigaste avtalet i listan ovan).',
    );
    warn.mockRestore();
  });
});
