import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CalculatorForm } from '@/components/calculator/calculator-form';
import { formatNumber } from '@/lib/format';

const mockToast = jest.fn();
jest.mock('@/components/ui/use-toast', () => ({ toast: (input: unknown) => mockToast(input) }));

/** Testing Library collapses the page's no-break and thin spaces in the DOM, not in the query. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const kwhField = () => screen.getByLabelText('Årlig elförbrukning (kWh)');
const priceField = () => screen.getByLabelText('Nuvarande elpris (öre/kWh)');
const calculateButton = () => screen.getByRole('button', { name: 'Beräkna Elkostnad' });

function setNavigator(share: unknown, writeText: unknown) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

beforeEach(() => {
  mockToast.mockClear();
});

describe('calculator form', () => {
  it('enables Beräkna only when both values parse above 0', async () => {
    const user = userEvent.setup();
    render(<CalculatorForm siteName="Elvalet" />);
    expect(calculateButton()).toBeDisabled();
    await user.type(kwhField(), '12 000');
    expect(calculateButton()).toBeDisabled();
    await user.type(priceField(), '125,5');
    expect(calculateButton()).toBeEnabled();
    await user.clear(priceField());
    await user.type(priceField(), '0');
    expect(calculateButton()).toBeDisabled();
  });

  it.each([
    ['0', 'Förbrukningen måste vara större än 0 kWh.'],
    ['-5', 'Förbrukningen måste vara större än 0 kWh.'],
    ['abc', `Skriv förbrukningen med siffror, till exempel ${formatNumber(12000)}.`],
    ['1e9', `Skriv förbrukningen med siffror, till exempel ${formatNumber(12000)}.`],
    ['2000000', `Det är orimligt högt för ett hushåll. Ange högst ${formatNumber(1_000_000)} kWh per år.`],
  ])('explains %j beside the field and keeps what was typed', async (typed, hint) => {
    const user = userEvent.setup();
    render(<CalculatorForm siteName="Elvalet" />);
    await user.type(kwhField(), typed);
    expect(kwhField()).toHaveValue(typed);
    expect(kwhField()).toHaveAttribute('aria-invalid', 'true');
    expect(kwhField()).toHaveAccessibleDescription(expect.stringContaining(hint));
    expect(screen.getByText(spaced(hint))).toBeVisible();
    expect(calculateButton()).toBeDisabled();
  });

  it('shows no hint on the untouched form, and asks for a value when a field is left empty', async () => {
    const user = userEvent.setup();
    render(<CalculatorForm siteName="Elvalet" />);
    expect(screen.queryByText('Fyll i ditt elpris i öre/kWh.')).not.toBeInTheDocument();
    await user.click(priceField());
    await user.tab();
    expect(screen.getByText('Fyll i ditt elpris i öre/kWh.')).toBeVisible();
    expect(priceField()).toHaveValue('');
  });

  it('fills the consumption from a home type', async () => {
    const user = userEvent.setup();
    render(<CalculatorForm siteName="Elvalet" />);
    const villa = screen.getByRole('button', { name: /Villa/ });
    expect(villa).toHaveAttribute('aria-pressed', 'false');
    await user.click(villa);
    expect(kwhField()).toHaveValue(formatNumber(15000));
    expect(villa).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Lägenhet/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the result cards, the 20 % basis and the toast', async () => {
    const user = userEvent.setup();
    render(<CalculatorForm siteName="Elvalet" />);
    await user.type(kwhField(), '12 000');
    await user.type(priceField(), '125,5');
    await user.click(calculateButton());
    expect(screen.getByRole('heading', { name: 'Ditt resultat' })).toBeVisible();
    expect(screen.getByText(spaced(formatNumber(15060)), { exact: false })).toBeVisible();
    expect(screen.getByText(/ett antagande om ett 20 % lägre/)).toBeVisible();
    expect(mockToast).toHaveBeenCalledWith({
      title: 'Beräkning slutförd!',
      description: `Du kan spara upp till ${formatNumber(3012)} kr per år`,
      variant: 'success',
    });
  });

  describe('Dela Resultat', () => {
    async function calculated() {
      const user = userEvent.setup();
      render(<CalculatorForm siteName="Elvalet" />);
      await user.type(kwhField(), '2000');
      await user.type(priceField(), '100');
      await user.click(calculateButton());
      mockToast.mockClear();
      return user;
    }

    it('copies to the clipboard with a toast when Web Share is missing', async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      const user = await calculated();
      setNavigator(undefined, writeText);
      await user.click(screen.getByRole('button', { name: 'Dela Resultat' }));
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`${formatNumber(2000)}\u00A0kr per år`));
      expect(mockToast).toHaveBeenCalledWith({ title: 'Kopierat!', description: 'Resultatet har kopierats till urklipp' });
    });

    it('uses Web Share when present, and does nothing more when the user cancels', async () => {
      const writeText = jest.fn();
      const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
      const user = await calculated();
      setNavigator(share, writeText);
      await user.click(screen.getByRole('button', { name: 'Dela Resultat' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('Elvalets') }));
      expect(writeText).not.toHaveBeenCalled();
      expect(mockToast).not.toHaveBeenCalled();
    });

    it('says so when neither sharing nor copying works', async () => {
      const user = await calculated();
      setNavigator(undefined, jest.fn().mockRejectedValue(new Error('denied')));
      await user.click(screen.getByRole('button', { name: 'Dela Resultat' }));
      expect(mockToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kunde inte kopiera', variant: 'destructive' }));
    });
  });
});
