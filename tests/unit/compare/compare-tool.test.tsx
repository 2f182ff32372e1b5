import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CompareTool } from '@/components/compare/compare-tool';
import { forgetLoadedAreas } from '@/lib/market/load-area';
import { forgetSessionSelection } from '@/components/grid/full-bill-section';
import type { PriceArea } from '@/lib/domain/price-area';
import type { AreaOffers } from '@/lib/market/area-file';
import { indexMarket } from '@/lib/market/compare';
import { initialList } from '@/lib/market/jamfor-state';
import type { MarketOffer } from '@/lib/market/offer';
import { scbLatest } from '@/lib/market/scb';

import { COVERAGE, MARKET, SCB_FIXTURE, SOURCES, SUPPLIERS, offer } from '../market/fixtures';

// The full bill asks for the municipality too; these tests are about the area, so it is unknown.
jest.mock('@/lib/postcode/lookup', () => ({ lookupPostalCodeArea: jest.fn(), lookupMunicipality: jest.fn(async () => null) }));
jest.mock('@/lib/market/area-file-loader', () => ({
  ...jest.requireActual<object>('@/lib/market/area-file-loader'),
  loadAreaOffers: jest.fn(),
}));

const { lookupPostalCodeArea } = jest.requireMock<{ lookupPostalCodeArea: jest.Mock }>('@/lib/postcode/lookup');
const { loadAreaOffers } = jest.requireMock<{ loadAreaOffers: jest.Mock }>('@/lib/market/area-file-loader');

const SE4: MarketOffer[] = [
  offer({ area: 'SE4', supplierSlug: 'alfa', supplierName: 'Alfa Energi', product: 'Rörligt', type: 'rorligt', markupOre: 2 }),
  offer({ area: 'SE4', supplierSlug: 'beta', supplierName: 'Beta El', product: 'Fast 1 år', type: 'fast-1-ar', fixedPriceOre: 120 }),
];
/** 25 offers whose cost grows with their number, for paging. */
const MANY: MarketOffer[] = Array.from({ length: 25 }, (_, i) =>
  offer({ supplierSlug: `lev-${i + 1}`, supplierName: `Leverantör ${String(i + 1).padStart(2, '0')}`, product: 'Rörligt', type: 'rorligt', markupOre: i }),
);

function areaFile(area: PriceArea, offers: readonly MarketOffer[]): AreaOffers {
  return { source: SOURCES[area], suppliers: [...SUPPLIERS], offers: [...offers] };
}

const CONSENT = JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' });
const remembered = () => JSON.parse(window.localStorage.getItem('elvalet-remembered-inputs') ?? 'null') as Record<string, unknown> | null;
const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();

let se3: readonly MarketOffer[] = MARKET;

beforeAll(() => {
  // The full bill's picker measures itself; jsdom has no ResizeObserver.
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  se3 = MARKET;
  forgetLoadedAreas();
  forgetSessionSelection();
  lookupPostalCodeArea.mockReset();
  lookupPostalCodeArea.mockImplementation(async (code: string) => ({
    postalCode: code.replace(' ', ''),
    detectedArea: code.startsWith('99') ? null : code.startsWith('2') ? 'SE4' : 'SE3',
    inTable: !code.startsWith('9'),
  }));
  loadAreaOffers.mockReset();
  loadAreaOffers.mockImplementation(async (area: PriceArea) => areaFile(area, area === 'SE3' ? se3 : area === 'SE4' ? SE4 : []));
  window.history.replaceState(null, '', '/jamfor');
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

function renderTool(offers: readonly MarketOffer[] = MARKET) {
  se3 = offers;
  const user = userEvent.setup();
  render(<CompareTool initial={initialList('SE3', indexMarket(offers, SUPPLIERS))} sources={SOURCES} coverage={COVERAGE} scb={scbLatest(SCB_FIXTURE)} />);
  return { user, heading: () => screen.getByRole('heading', { level: 2, name: /elavtal/ }) };
}

const cardNames = () => screen.getAllByTestId('offer-card').map((card) => spaced(within(card).getByRole('heading', { level: 3 }).textContent));

it("shows the server's first page, cheapest first at 5 000 kWh a year (the villa preset), without fetching the area's file", async () => {
  const { heading } = renderTool();
  expect(heading()).toHaveTextContent('8 elavtal i elområde SE3');
  expect(cardNames().slice(0, 3)).toEqual(['Beta El – Timpris', 'Åre Kraft – Timpris', 'Beta El – Fast 3 år']);
  expect(spaced(screen.getByTestId('kwh-value').textContent)).toBe('417 kWh/mån');
  expect(spaced(screen.getByTestId('kwh-year').textContent)).toBe('Det är 5 000 kWh per år (villa).');
  expect(screen.getByRole('slider', { name: 'Förbrukning per månad' })).toHaveValue('420');
  expect(screen.getByTestId('price-basis')).toHaveTextContent('Elpriskollens antagna spotpris 77,98 öre/kWh exkl. moms (SE3, 25 juli 2026)');
  await act(async () => undefined);
  expect(loadAreaOffers).not.toHaveBeenCalled();
  expect(screen.queryByTestId('area-file-pending')).not.toBeInTheDocument();
});

it('a type filter loads the whole area, filters it, keeps it in the address and remembers it with consent', async () => {
  window.localStorage.setItem('cookie-consent', CONSENT);
  const { user, heading } = renderTool();
  await user.click(screen.getByRole('radio', { name: 'Fast' }));
  await waitFor(() => expect(heading()).toHaveTextContent('3 elavtal i elområde SE3'));
  expect(loadAreaOffers).toHaveBeenCalledWith('SE3');
  expect(cardNames()).toEqual(['Beta El – Fast 3 år', 'Alfa Energi – Fast 6 mån', 'Göteborg Energi – Fast elpris 1 år, fossilfri el för elområde 3']);
  expect(window.location.search).toBe('?type=fast');
  expect(remembered()).toMatchObject({ contractChoice: 'fast' });
  // SCB's one-year fixed price beside the list, for the household nearest 5 000 kWh.
  expect(screen.getByTestId('scb-benchmark')).toHaveTextContent(
    'Snittpriset för nya avtal med fast pris i 1 år i SE3 i augusti 2026 var 93,0 öre/kWh (exkl. moms, 5 000 kWh), med moms 116,3 öre/kWh.',
  );

  await user.selectOptions(screen.getByLabelText('Bindningstid'), '6 månader');
  expect(cardNames()).toEqual(['Alfa Energi – Fast 6 mån']);
  expect(window.location.search).toBe('?type=fast&length=6');
  expect(screen.getByTestId('scb-benchmark')).toHaveTextContent('SCB publicerar snittpriser för nya avtal med fast pris i 1, 2 och 3 år, inte för 6 månader.');

  await user.click(screen.getByRole('radio', { name: 'Alla typer' }));
  expect(screen.getAllByTestId('offer-card')).toHaveLength(8);
  expect(remembered()).not.toHaveProperty('contractChoice');
});

it('sorts by jämförpris, fee and name, ties by name', async () => {
  const { user } = renderTool();
  await user.selectOptions(screen.getByLabelText('Sortera'), 'Namn A–Ö');
  await waitFor(() => expect(cardNames()[0]).toBe('Alfa Energi – Fast 6 mån'));
  expect(cardNames()).toEqual([
    'Alfa Energi – Fast 6 mån',
    'Alfa Energi – Rörligt',
    'Beta El – Fast 3 år',
    'Beta El – Timpris',
    'Göteborg Energi – Fast elpris 1 år, fossilfri el för elområde 3',
    'Tibber – Kvartsprisavtal löpande SE3',
    'Värnamo Energi – Mixavtal 1 år Förnybart',
    'Åre Kraft – Timpris',
  ]);
  expect(window.location.search).toBe('?sort=namn');
  await user.selectOptions(screen.getByLabelText('Sortera'), 'Lägst fast avgift');
  expect(cardNames().slice(0, 2)).toEqual(['Beta El – Timpris', 'Åre Kraft – Timpris']);
});

it('the show-more button adds the next 20, names the last ones and goes away at the end', async () => {
  const { user, heading } = renderTool(MANY);
  expect(screen.getAllByTestId('offer-card')).toHaveLength(20);
  expect(heading()).toHaveTextContent('25 elavtal i elområde SE3');
  await user.click(screen.getByRole('button', { name: 'Visa de 5 sista' }));
  await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(25));
  expect(screen.queryByTestId('show-more')).not.toBeInTheDocument();
  expect(window.location.search).toBe('?pages=2');
});

it('says when nothing matches and widens the search with one click', async () => {
  const { user } = renderTool();
  await user.click(screen.getByRole('radio', { name: 'Fast' }));
  await user.selectOptions(await screen.findByLabelText('Bindningstid'), '1 år');
  await user.click(screen.getByText('Miljö, ursprung och leverantör'));
  await user.click(screen.getByRole('checkbox', { name: 'Bara Bra miljöval' }));
  const empty = await screen.findByTestId('empty-list');
  expect(spaced(empty.textContent)).toMatch(/^Inga av de 8 elavtalen i elområde SE3 passar alla filtren Fast pris 1 år och Bra miljöval\. Vidga sökningen:/);
  expect(screen.queryAllByTestId('offer-card')).toHaveLength(0);
  expect(screen.getByTestId('result-status')).toHaveTextContent('Inga elavtal i elområde SE3 med de filter du valt.');
  await user.click(within(empty).getByRole('button', { name: 'Visa alla avtalstyper, inte bara fasta avtal (1 avtal)' }));
  expect(cardNames()).toEqual(['Beta El – Timpris']);
  expect(screen.getByRole('checkbox', { name: 'Bara Bra miljöval' })).toBeChecked();
});

it("keeps the first results and says so in Swedish when the area's file cannot be loaded", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  loadAreaOffers.mockRejectedValue(new Error('/data/elavtal/se3.json: HTTP 500'));
  const { user } = renderTool();
  await user.click(screen.getByRole('radio', { name: 'Mixat' }));
  expect(await screen.findByTestId('area-file-failed')).toHaveTextContent(
    'Hela listan med elavtal för elområdet kunde inte hämtas, så du ser bara de första avtalen. Ladda om sidan för att försöka igen.',
  );
  expect(screen.getAllByTestId('offer-card')).toHaveLength(8);
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

it('searches a postcode, shows its area (changeable) and announces the result in words instead of a toast', async () => {
  const { user, heading } = renderTool();
  await user.type(screen.getByLabelText('Postnummer'), '211 22');
  await user.click(screen.getByRole('button', { name: 'Sök' }));
  await waitFor(() => expect(heading()).toHaveTextContent('2 elavtal för postnummer 211 22 (elområde SE4)'));
  expect(screen.getByLabelText('Elområde')).toHaveValue('SE4');
  expect(screen.getByTestId('area-note')).toHaveTextContent('Postnumret ligger i elområde SE4 (Malmö)');
  expect(screen.getByTestId('result-status')).toHaveTextContent('Visar 2 av 2 elavtal för postnummer 211 22 (elområde SE4), lägst kostnad per år först.');
  expect(window.location.search).toBe('?postalCode=21122');
  expect(document.querySelector('[data-slot="toast"]')).toBeNull();

  await user.selectOptions(screen.getByLabelText('Elområde'), 'SE3');
  await waitFor(() => expect(heading()).toHaveTextContent('8 elavtal för postnummer 211 22 (elområde SE3)'));
  expect(screen.getByTestId('area-note')).toHaveTextContent('Du har valt elområde SE3 (Stockholm)');
  expect(window.location.search).toBe('?postalCode=21122&area=SE3');

  await user.click(screen.getByRole('button', { name: 'Rensa sökning' }));
  expect(screen.getByLabelText('Postnummer')).toHaveValue('');
  expect(window.location.search).toBe('');
});

it.each(['1234', 'abcde', '00000', '123456'])('explains the invalid postcode %j, keeps what was typed and searches nothing', async (code) => {
  const { user } = renderTool();
  await user.type(screen.getByLabelText('Postnummer'), code);
  const typed = (screen.getByLabelText('Postnummer') as HTMLInputElement).value;
  await user.click(screen.getByRole('button', { name: 'Sök' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Ange ett giltigt svenskt postnummer (5 siffror)');
  expect(screen.getByLabelText('Postnummer')).toHaveValue(typed);
  expect(screen.getByLabelText('Postnummer')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByTestId('search-summary')).not.toBeInTheDocument();
  expect(lookupPostalCodeArea).not.toHaveBeenCalled();
});

it('asks for the area of a code no Swedish postcode starts with, above the list, instead of assuming one', async () => {
  const { user, heading } = renderTool();
  await user.type(screen.getByLabelText('Postnummer'), '99999');
  await user.click(screen.getByRole('button', { name: 'Sök' }));
  expect(await screen.findByTestId('area-note')).toHaveTextContent(
    'Inget svenskt postnummer börjar på 99, så vi vet inte vilket elområde 999 99 ligger i. Välj ditt elområde',
  );
  // The note is in the results, under their heading, where a revealed result is read.
  expect(screen.getByRole('region', { name: heading().textContent ?? '' })).toContainElement(screen.getByTestId('area-note'));
  expect(screen.getByTestId('search-summary')).toHaveTextContent('Välj elområde i listan ovan: postnummer 999 99 säger inte vilket.');
  expect(screen.getByLabelText('Elområde')).toHaveValue('SE3');
  expect(window.location.search).toBe('?postalCode=99999&area=SE3');
});

it('the last code searched wins: the button stays usable while a slow lookup runs, and its late answer is dropped', async () => {
  let finishFirst: (value: unknown) => void = () => undefined;
  lookupPostalCodeArea.mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)));
  const { user, heading } = renderTool();
  const field = screen.getByLabelText('Postnummer');
  await user.type(field, '11122');
  await user.click(screen.getByRole('button', { name: /Sök/ }));
  expect(screen.getByRole('button', { name: /Söker/ })).toBeEnabled();
  await user.clear(field);
  await user.type(field, '21122{Enter}');
  await waitFor(() => expect(heading()).toHaveTextContent('för postnummer 211 22 (elområde SE4)'));
  await act(async () => finishFirst({ postalCode: '11122', detectedArea: 'SE3', inTable: true }));
  expect(heading()).toHaveTextContent('för postnummer 211 22 (elområde SE4)');
  expect(field).toHaveValue('21122');
  expect(window.location.search).toBe('?postalCode=21122');
  expect(screen.queryByTestId('search-pending-input')).not.toBeInTheDocument();
});

it('says above the list when the field holds another code than the list is for', async () => {
  const { user } = renderTool();
  const field = screen.getByLabelText('Postnummer');
  await user.type(field, '21122{Enter}');
  await screen.findByTestId('area-note');
  await user.clear(field);
  await user.type(field, '11122');
  expect(screen.getByTestId('search-pending-input')).toHaveTextContent('Listan gäller postnummer 211 22. Tryck på Sök för att söka på 111 22.');
});

it('a control character in the address is not stripped: the typed value stays, with the Swedish message', async () => {
  window.history.replaceState(null, '', '/jamfor?postalCode=11122%00');
  renderTool();
  await act(async () => undefined);
  expect(screen.getByLabelText('Postnummer')).toHaveValue('11122\uFFFD');
  expect(screen.getByRole('alert')).toHaveTextContent('Ange ett giltigt svenskt postnummer (5 siffror)');
  await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
  expect(lookupPostalCodeArea).not.toHaveBeenCalled();
});

it('says where the search is that a lookup cannot load', async () => {
  const { user } = renderTool();
  lookupPostalCodeArea.mockRejectedValueOnce(new Error('offline'));
  await user.type(screen.getByLabelText('Postnummer'), '11122');
  await user.click(screen.getByRole('button', { name: 'Sök' }));
  expect(await screen.findByTestId('lookup-failed')).toHaveTextContent('Postnumret kunde inte sökas just nu.');
  expect(screen.queryByTestId('search-summary')).not.toBeInTheDocument();
});

it('a quick choice sets the year exactly; the slider shows it per month', async () => {
  window.localStorage.setItem('cookie-consent', CONSENT);
  const { user } = renderTool();
  await user.click(screen.getByRole('button', { name: /Villa med elvärme/ }));
  expect(screen.getByRole('button', { name: /Villa med elvärme/ })).toHaveAttribute('aria-pressed', 'true');
  expect(spaced(screen.getByTestId('kwh-year').textContent)).toBe('Det är 20 000 kWh per år (villa med elvärme).');
  expect(spaced(screen.getByTestId('kwh-value').textContent)).toBe('1 667 kWh/mån');
  expect(screen.getByRole('slider', { name: 'Förbrukning per månad' })).toHaveValue('1670');
  await waitFor(() => expect(cardNames()[0]).toBe('Beta El – Fast 3 år'));
  expect(window.location.search).toBe('?annualKwh=20000');
  await waitFor(() => expect(remembered()).toMatchObject({ annualKwh: 20000, monthlyKwh: 1670 }));
});

it('reads the address after hydration; values that do not exist fall back without a word', async () => {
  window.history.replaceState(null, '', '/jamfor?type=%3Cscript%3E&sort=rating&annualKwh=-5&area=SE9');
  const { heading } = renderTool();
  await act(async () => undefined);
  expect(heading()).toHaveTextContent('8 elavtal i elområde SE3');
  expect(screen.getByRole('radio', { name: 'Alla typer' })).toBeChecked();
  expect(screen.getByLabelText('Sortera')).toHaveValue('kostnad');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loadAreaOffers).not.toHaveBeenCalled();
});

it('searches a postcode from the address after the pause, in the area the link asks for', async () => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/jamfor?postalCode=21122&area=SE3&type=rorligt');
  renderTool();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(499);
  });
  expect(lookupPostalCodeArea).not.toHaveBeenCalled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  jest.useRealTimers();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /elavtal/ })).toHaveTextContent('4 elavtal för postnummer 211 22 (elområde SE3)'));
  expect(screen.getByRole('radio', { name: 'Rörligt' })).toBeChecked();
});
