import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CompareTool } from '@/components/compare/compare-tool';
import type { OffersByArea } from '@/lib/compare/types';

import { OFFERS_BY_AREA } from './fixtures';

jest.mock('@/components/ui/use-toast', () => ({ toast: jest.fn() }));
jest.mock('@/lib/postcode-lookup', () => ({ lookupPostalCodeArea: jest.fn() }));

const { toast } = jest.requireMock<{ toast: jest.Mock }>('@/components/ui/use-toast');
const { lookupPostalCodeArea } = jest.requireMock<{ lookupPostalCodeArea: jest.Mock }>('@/lib/postcode-lookup');

const CONSENT_KEY = 'cookie-consent';
const REMEMBERED_KEY = 'elvalet-remembered-inputs';
const consent = (functional: boolean) =>
  JSON.stringify({ necessary: true, functional, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' });
const remembered = () => {
  const raw = window.localStorage.getItem(REMEMBERED_KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
};

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
  lookupPostalCodeArea.mockReset();
  lookupPostalCodeArea.mockImplementation(async (code: string) => ({
    area: code.startsWith('9') ? 'SE1' : code.startsWith('2') ? 'SE4' : 'SE3',
    inTable: code !== '99999',
  }));
  window.history.replaceState(null, '', '/jamfor');
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
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
  expect(lookupPostalCodeArea).not.toHaveBeenCalled();
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
  // The result is announced by moving focus to its heading (review item 15).
  expect(heading()).toHaveFocus();

  await user.click(screen.getByRole('radio', { name: 'Fast pris' }));
  expect(cardNames()).toEqual(['Delta – fast']);
  await waitFor(() => expect(window.location.search).toBe('?postalCode=21122&type=fast'));

  await user.click(screen.getByRole('button', { name: 'Rensa sökning' }));
  expect(screen.queryByText(/Resultat för postnummer/)).toBeNull();
  expect(input).toHaveValue('');
  expect(heading()).toHaveTextContent('elområde SE3');
  await waitFor(() => expect(window.location.search).toBe('?type=fast'));
});

it('leaves focus where it was when a remembered postcode searches by itself', async () => {
  window.localStorage.setItem(CONSENT_KEY, consent(true));
  window.localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ version: 1, postalCode: '11122' }));
  const { heading } = renderTool();
  expect(await screen.findByText('Resultat för postnummer 111 22')).toBeInTheDocument();
  expect(heading()).not.toHaveFocus();
});

it('reveals the result of a postcode that came in the address (a search made on another page)', async () => {
  window.history.replaceState(null, '', '/jamfor?postalCode=11122');
  const { heading } = renderTool();
  expect(await screen.findByText('Resultat för postnummer 111 22')).toBeInTheDocument();
  await waitFor(() => expect(heading()).toHaveFocus());
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

it("offers the way back to the variable list from an empty one: 'Visa rörliga elavtal'", async () => {
  const { user, input, heading } = renderTool();
  await user.click(screen.getByRole('radio', { name: 'Fast pris' }));
  await user.type(input, '97231');
  await user.click(screen.getByRole('button', { name: 'Uppdatera resultat' }));
  expect(await screen.findByText('Resultat för postnummer 972 31')).toBeInTheDocument();
  // Fixed offers exist elsewhere (SE3), so the list says only that SE1 has none, not where else to look.
  expect(screen.queryByTestId('no-fixed-offers')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Visa rörliga elavtal' }));
  expect(screen.getByRole('radio', { name: 'Rörligt pris' })).toBeChecked();
  expect(heading()).toHaveTextContent('Visar 1 elavtal för postnummer 972 31');
  expect(screen.queryByTestId('empty-list')).toBeNull();
});

it('says when no fixed-price offer exists at all, and points to Elpriskollen', () => {
  const withoutFixed = (area: keyof OffersByArea) => OFFERS_BY_AREA[area].filter((o) => o.contractType !== 'fast');
  const noneFixed: OffersByArea = { SE1: withoutFixed('SE1'), SE2: withoutFixed('SE2'), SE3: withoutFixed('SE3'), SE4: withoutFixed('SE4') };
  window.history.replaceState(null, '', '/jamfor?type=fast');
  renderTool(noneFixed);
  return waitFor(() => {
    expect(screen.getByRole('radio', { name: 'Fast pris' })).toBeChecked();
    const empty = screen.getByTestId('empty-list');
    expect(within(empty).getByTestId('no-fixed-offers')).toHaveTextContent(/för fastprisavtal har vi ännu ingen/);
    expect(within(empty).getByRole('link', { name: 'Elpriskollen' })).toHaveAttribute('href', 'https://www.elpriskollen.se');
    expect(within(empty).getByRole('button', { name: 'Visa rörliga elavtal' })).toBeInTheDocument();
  });
});

it("shows the destructive toast when the search fails, and 'Söker...' only while it runs", async () => {
  let reject: (error: Error) => void = () => undefined;
  lookupPostalCodeArea.mockImplementation(() => new Promise((_, r) => (reject = r)));
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

it('reads the address: preselects the type and searches a valid code after the 500 ms pause', async () => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/jamfor?postalCode=11122&type=fast&kwh=3000');
  render(<CompareTool offersByArea={OFFERS_BY_AREA} />);
  expect(screen.getByLabelText('Postnummer')).toHaveValue('11122');
  expect(screen.getByRole('radio', { name: 'Fast pris' })).toBeChecked();
  expect(screen.getByTestId('kwh-value').textContent).toBe('3\u202F000 kWh');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(499);
  });
  expect(lookupPostalCodeArea).not.toHaveBeenCalled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  expect(lookupPostalCodeArea).toHaveBeenCalledWith('11122');
  expect(await screen.findByText('Resultat för postnummer 111 22')).toBeInTheDocument();
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
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/jamfor?postalCode=');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<CompareTool offersByArea={OFFERS_BY_AREA} />);
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(window.location.search).toBe('?postalCode=');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'Endast miljöel' }));
  await waitFor(() => expect(window.location.search).toBe('?type=miljo'));
});

it('says when our table does not know the code, searches anyway and lets the area be changed', async () => {
  const { user, input } = renderTool();
  await user.type(input, '999 99');
  await user.click(screen.getByRole('button', { name: 'Uppdatera resultat' }));
  expect(await screen.findByText('Resultat för postnummer 999 99')).toBeInTheDocument();
  expect(screen.getByTestId('area-note')).toHaveTextContent(
    'Postnummer 999 99 finns inte i vår postnummertabell, så vi har antagit elområde SE1 (Luleå) utifrån de första siffrorna. Stämmer det inte kan du byta elområde',
  );
  await user.selectOptions(screen.getByLabelText('Elområde'), 'SE3');
  expect(screen.getByTestId('area-note')).toHaveTextContent('Du har valt elområde SE3 (Stockholm).');
  expect(cardNames()[0]).toBe('Beta – billig-rorlig');
});

it('a known code says which area it lies in, in lower case inside the sentence', async () => {
  const { user, input } = renderTool();
  await user.type(input, '11122');
  await user.click(screen.getByRole('button', { name: 'Uppdatera resultat' }));
  expect(await screen.findByTestId('area-note')).toHaveTextContent(
    'Postnumret ligger i elområde SE3 (Stockholm). Står ett annat elområde på din elnätsfaktura kan du byta.',
  );
});

describe('remembered inputs', () => {
  async function searchFor(code: string) {
    const { user, input } = renderTool();
    await user.type(input, code);
    await user.click(screen.getByRole('button', { name: 'Uppdatera resultat' }));
    await screen.findByText(/Resultat för postnummer/);
    return user;
  }

  it('with functional consent, remembers postcode, area and consumption', async () => {
    window.localStorage.setItem(CONSENT_KEY, consent(true));
    const user = await searchFor('21122');
    expect(remembered()).toEqual({ version: 1, postalCode: '21122', area: 'SE4' });
    await user.selectOptions(screen.getByLabelText('Elområde'), 'SE3');
    expect(remembered()).toEqual({ version: 1, postalCode: '21122', area: 'SE3' });
    screen.getByRole('slider', { name: 'Förbrukning per månad' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(remembered()).toEqual({ version: 1, postalCode: '21122', area: 'SE3', monthlyKwh: 2100, annualKwh: 25200 });
    await user.click(screen.getByRole('button', { name: 'Rensa sökning' }));
    expect(remembered()).toEqual({ version: 1, area: 'SE3', monthlyKwh: 2100, annualKwh: 25200 });
  });

  it.each([
    ['no consent yet', null],
    ['only necessary', consent(false)],
  ])('stores nothing with %s', async (_label, value) => {
    if (value) window.localStorage.setItem(CONSENT_KEY, value);
    await searchFor('21122');
    expect(remembered()).toBeNull();
  });

  it('fills in and searches the remembered postcode, area and consumption on the next visit', async () => {
    jest.useFakeTimers();
    window.localStorage.setItem(CONSENT_KEY, consent(true));
    window.localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ version: 1, postalCode: '11122', area: 'SE4', monthlyKwh: 3000 }));
    render(<CompareTool offersByArea={OFFERS_BY_AREA} />);
    expect(screen.getByLabelText('Postnummer')).toHaveValue('11122');
    expect(screen.getByTestId('kwh-value').textContent).toBe('3\u202F000 kWh');
    expect(lookupPostalCodeArea).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.getByText('Resultat för postnummer 111 22')).toBeInTheDocument();
    expect(screen.getByLabelText('Elområde')).toHaveValue('SE4');
  });

  it('a postcode in the address wins over the remembered one', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/jamfor?postalCode=97231');
    window.localStorage.setItem(CONSENT_KEY, consent(true));
    window.localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ version: 1, postalCode: '11122', area: 'SE4' }));
    render(<CompareTool offersByArea={OFFERS_BY_AREA} />);
    expect(screen.getByLabelText('Postnummer')).toHaveValue('97231');
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(lookupPostalCodeArea).toHaveBeenCalledWith('97231');
    expect(screen.getByLabelText('Elområde')).toHaveValue('SE1');
  });

  it('a remembered area without a postcode is the list before a search', () => {
    window.localStorage.setItem(CONSENT_KEY, consent(true));
    window.localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ version: 1, area: 'SE1' }));
    renderTool();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Visar 1 elavtal för elområde SE1');
    expect(screen.getByText(/som du har valt/)).toBeInTheDocument();
  });

  it.each([
    ['corrupt JSON', '{"version":1,'],
    ['an older version', JSON.stringify({ version: 0, postalCode: '11122' })],
    ['an out-of-range consumption', JSON.stringify({ version: 1, postalCode: '11122', monthlyKwh: 99999 })],
  ])('ignores %s silently and starts empty', (_label, value) => {
    window.localStorage.setItem(CONSENT_KEY, consent(true));
    window.localStorage.setItem(REMEMBERED_KEY, value);
    const { input, heading } = renderTool();
    expect(input).toHaveValue('');
    expect(heading()).toHaveTextContent('Visar 3 elavtal för elområde SE3');
    expect(screen.getByTestId('kwh-value').textContent).toBe('2\u202F000 kWh');
  });

  it('ignores storage that throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { input } = renderTool();
    expect(input).toHaveValue('');
    getItem.mockRestore();
  });
});

it('leaves an address with an area and no postcode as it arrived, and lists that area', async () => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/jamfor?area=SE1&kwh=2000');
  render(<CompareTool offersByArea={OFFERS_BY_AREA} />);
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(window.location.search).toBe('?area=SE1&kwh=2000');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Visar 1 elavtal för elområde SE1');
});
