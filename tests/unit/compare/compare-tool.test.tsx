import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CompareTool } from '@/components/compare/compare-tool';
import type { OffersByArea } from '@/lib/compare/types';

import { OFFERS_BY_AREA } from './fixtures';

jest.mock('@/components/ui/use-toast', () => ({ toast: jest.fn() }));
jest.mock('@/lib/postcode-lookup', () => ({ lookupPriceArea: jest.fn() }));

const { toast } = jest.requireMock<{ toast: jest.Mock }>('@/components/ui/use-toast');
const { lookupPriceArea } = jest.requireMock<{ lookupPriceArea: jest.Mock }>('@/lib/postcode-lookup');

// Radix Slider measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  toast.mockReset();
  lookupPriceArea.mockReset();
  lookupPriceArea.mockImplementation(async (code: string) => (code.startsWith('9') ? 'SE1' : code.startsWith('2') ? 'SE4' : 'SE3'));
  window.history.replaceState(null, '', '/jamfor');
});

function renderTool(offers: OffersByArea = OFFERS_BY_AREA) {
  const user = userEvent.setup();
  render(<CompareTool offersByArea={offers} />);
  return { user, input: screen.getByLabelText('Postnummer'), heading: () => screen.getByRole('heading', { level: 2 }) };
}

const cardNames = () => screen.getAllByTestId('offer-card').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

it('lists the default area before a search, cheapest first', () => {
  const { heading } = renderTool();
  expect(heading()).toHaveTextContent('Visar 3 elavtal för elområde SE3');
  expect(cardNames()).toEqual(['Beta – billig-rorlig', 'Gamma – timpris', 'Alfa – dyr-rorlig']);
  expect(screen.getByRole('button', { name: 'Uppdatera resultat' })).toBeEnabled();
});

it('shows the message with an icon and keeps the input for an invalid code', async () => {
  const { user, input } = renderTool();
  await user.type(input, 'abcde');
  await user.click(screen.getByRole('button', { name: 'Uppdatera resultat' }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Ange ett giltigt svenskt postnummer (5 siffror)');
  expect(alert.querySelector('svg')).not.toBeNull();
  expect(input).toHaveValue('abcde');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAttribute('aria-describedby', alert.id);
  expect(lookupPriceArea).not.toHaveBeenCalled();
  expect(toast).not.toHaveBeenCalled();
});

it('searches, shows the badge, the area and the success toast, and syncs the address', async () => {
  const { user, input, heading } = renderTool();
  await user.type(input, '21122');
  await user.click(screen.getByRole('button', { name: 'Uppdatera resultat' }));
  expect(await screen.findByText('Resultat för postnummer 211 22')).toBeInTheDocument();
  expect(screen.getByLabelText('Elområde')).toHaveValue('SE4');
  expect(heading()).toHaveTextContent('Visar 3 elavtal för postnummer 211 22');
  expect(toast).toHaveBeenCalledWith({
    title: 'Sökning slutförd',
    description: 'Hittade 3 elavtal för postnummer 211 22',
    variant: 'success',
  });
  await waitFor(() => expect(window.location.search).toBe('?postalCode=21122'));

  await user.click(screen.getByRole('radio', { name: 'Fast pris' }));
  expect(cardNames()).toEqual(['Delta – fast']);
  await waitFor(() => expect(window.location.search).toBe('?postalCode=21122&type=fast'));

  await user.click(screen.getByRole('button', { name: 'Rensa sökning' }));
  expect(screen.queryByText(/Resultat för postnummer/)).toBeNull();
  expect(input).toHaveValue('');
  expect(heading()).toHaveTextContent('elområde SE3');
  await waitFor(() => expect(window.location.search).toBe('?type=fast'));
});

it("shows 'Inga resultat' and keeps the default list when nothing serves the area", async () => {
  const noneInSE1: OffersByArea = { ...OFFERS_BY_AREA, SE1: [] };
  const { user, input, heading } = renderTool(noneInSE1);
  await user.type(input, '97231');
  await user.click(screen.getByRole('button', { name: 'Uppdatera resultat' }));
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      title: 'Inga resultat',
      description: 'Ingen leverantör hittades för detta postnummer',
      variant: 'destructive',
    }),
  );
  expect(screen.queryByText(/Resultat för postnummer/)).toBeNull();
  expect(heading()).toHaveTextContent('elområde SE3');
  expect(screen.getByRole('button', { name: 'Uppdatera resultat' })).toBeEnabled();
});

it('succeeds in an area with offers but none of the chosen type, and says why the list is empty', async () => {
  const { user, input, heading } = renderTool();
  await user.click(screen.getByRole('radio', { name: 'Fast pris' }));
  await user.type(input, '97231');
  await user.click(screen.getByRole('button', { name: 'Uppdatera resultat' }));
  expect(await screen.findByText('Resultat för postnummer 972 31')).toBeInTheDocument();
  expect(screen.getByLabelText('Elområde')).toHaveValue('SE1');
  expect(heading()).toHaveTextContent('Visar 0 elavtal för postnummer 972 31');
  expect(screen.getByText(/Jämförelsen har inga avtal av typen ”Fast pris” i elområde SE1/)).toBeInTheDocument();
  expect(toast).toHaveBeenCalledWith({
    title: 'Sökning slutförd',
    description: 'Hittade 1 elavtal för postnummer 972 31, men inga av typen ”Fast pris”',
    variant: 'success',
  });
});

it("shows the destructive toast when the search fails, and 'Söker...' only while it runs", async () => {
  let reject: (error: Error) => void = () => undefined;
  lookupPriceArea.mockImplementation(() => new Promise((_, r) => (reject = r)));
  const { user, input } = renderTool();
  await user.type(input, '11122');
  await user.click(screen.getByRole('button', { name: 'Uppdatera resultat' }));
  expect(await screen.findByRole('button', { name: 'Söker...' })).toBeDisabled();
  await act(async () => reject(new Error('offline')));
  expect(await screen.findByRole('button', { name: 'Uppdatera resultat' })).toBeEnabled();
  expect(toast).toHaveBeenCalledWith({
    title: 'Sökning misslyckades',
    description: 'Ett fel uppstod vid sökning. Försök igen.',
    variant: 'destructive',
  });
});

it('reads the address: preselects the type and searches a valid code automatically', async () => {
  window.history.replaceState(null, '', '/jamfor?postalCode=11122&type=fast&kwh=3000');
  renderTool();
  expect(screen.getByLabelText('Postnummer')).toHaveValue('11122');
  expect(screen.getByRole('radio', { name: 'Fast pris' })).toBeChecked();
  expect(screen.getByTestId('kwh-value').textContent).toBe('3\u202F000 kWh');
  expect(lookupPriceArea).not.toHaveBeenCalled();
  expect(await screen.findByText('Resultat för postnummer 111 22', undefined, { timeout: 2000 })).toBeInTheDocument();
  expect(lookupPriceArea).toHaveBeenCalledWith('11122');
});

it('the slider changes the consumption and the costs at once', async () => {
  const { user } = renderTool();
  const slider = screen.getByRole('slider', { name: 'Förbrukning per månad' });
  slider.focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByTestId('kwh-value').textContent).toBe('2\u202F100 kWh');
  // Beta: 80 öre × 2 100 kWh / 100 + 49 kr = 1 729 kr.
  expect(within(screen.getAllByTestId('offer-card')[0]!).getByTestId('monthly-cost').textContent).toBe('1\u202F729\u00A0kr/mån');
});

it('marks affiliate buttons as ads and opens them in a new tab', () => {
  renderTool();
  const alfa = screen.getAllByTestId('offer-card').find((card) => card.dataset.offerId === 'dyr-rorlig')!;
  const link = within(alfa).getByRole('link', { name: /Välj detta avtal/ });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener noreferrer');
  expect(within(alfa).getByText('Annons')).toBeInTheDocument();
  const beta = screen.getAllByTestId('offer-card').find((card) => card.dataset.offerId === 'billig-rorlig')!;
  expect(within(beta).queryByText('Annons')).toBeNull();
  expect(within(beta).getByRole('link', { name: /Välj detta avtal/ })).toHaveAttribute('rel', 'noopener noreferrer');
});

it('leaves the address as it arrived until the visitor changes something', async () => {
  window.history.replaceState(null, '', '/jamfor?postalCode=');
  const { user } = renderTool();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(window.location.search).toBe('?postalCode=');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'Endast miljöel' }));
  await waitFor(() => expect(window.location.search).toBe('?type=miljo'));
});
