import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CompareTool } from '@/components/compare/compare-tool';
import { forgetSessionSelection } from '@/components/grid/full-bill-section';

import { OFFERS_BY_AREA } from '../compare/fixtures';

jest.mock('@/components/ui/use-toast', () => ({ toast: jest.fn() }));
jest.mock('@/lib/postcode-lookup', () => ({ lookupPostalCodeArea: jest.fn() }));
jest.setTimeout(20_000);

// Radix Slider measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  forgetSessionSelection();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/jamfor');
});

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();
const SPOT = { SE1: 22.76, SE2: 21.14, SE3: 58.67, SE4: 84.59 } as const;

describe("/jamfor's 'Ditt elnätsbolag' section", () => {
  it('is its own section after the list, not inside an offer card', () => {
    render(<CompareTool offersByArea={OFFERS_BY_AREA} spotOreExVatByArea={SPOT} />);
    const bill = screen.getByRole('region', { name: 'Ditt elnätsbolag' });
    for (const card of screen.getAllByTestId('offer-card')) expect(card).not.toContainElement(bill);
    expect(screen.getByRole('region', { name: /Visar 3 elavtal/ })).not.toContainElement(bill);
  });

  it("follows the slider (2 000 kWh a month = 24 000 a year) and builds on the list's top offer, which a typed year keeps", async () => {
    const user = userEvent.setup();
    render(<CompareTool offersByArea={OFFERS_BY_AREA} spotOreExVatByArea={SPOT} />);
    const topCard = within(screen.getAllByTestId('offer-card')[0]!).getByRole('heading', { level: 3 }).textContent;
    expect(topCard).toBe('Beta – billig-rorlig');
    await user.click(screen.getByRole('button', { name: 'Välj ditt elnätsbolag' }));
    const field = await screen.findByRole('textbox', { name: 'Årsförbrukning (kWh per år)' });
    expect(spaced((field as HTMLInputElement).value)).toBe('24 000');
    expect(spaced(screen.getByTestId('full-bill-supply').textContent)).toBe(
      'Elhandeln är räknad på Beta – billig-rorlig (80 öre/kWh och 49 kr/mån), det billigaste avtalet i listan ovan.',
    );
    // The page decides the supply (its slider's cheapest); the section no longer ranks offers.
    await user.clear(field);
    await user.type(field, '6000');
    expect(spaced(screen.getByTestId('full-bill-supply').textContent)).toMatch(/^Elhandeln är räknad på Beta – billig-rorlig /);
  });

  it('is not shown without the spot prices it needs', () => {
    render(<CompareTool offersByArea={OFFERS_BY_AREA} />);
    expect(screen.queryByRole('region', { name: 'Ditt elnätsbolag' })).not.toBeInTheDocument();
  });
});
