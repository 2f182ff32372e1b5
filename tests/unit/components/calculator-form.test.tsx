import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CalculatorForm } from '@/components/calculator/calculator-form';
import { forgetSessionSelection } from '@/components/grid/full-bill-section';
import { energyTaxRate } from '@/lib/domain/energy-tax';
import { formatOrePerKwh } from '@/lib/format';
import type * as TariffList from '@/lib/grid/tariff-list';

import type * as TariffFixtures from '../grid/tariff-fixtures';
import { SOURCES, offer } from '../market/fixtures';

const mockToast = jest.fn();
jest.mock('@/components/ui/use-toast', () => ({ toast: (input: unknown) => mockToast(input) }));
// Postcode → price area, and → municipality for the full bill's energy tax (9xxxx: Skellefteå).
jest.mock('@/lib/postcode/lookup', () => ({
  lookupPostalCodeArea: jest.fn(),
  lookupMunicipality: jest.fn(async (code: string) => (code.startsWith('9') ? { code: '2482', name: 'Skellefteå' } : { code: '0180', name: 'Stockholm' })),
  municipalityByCode: jest.fn(async (code: string) => (code === '0880' ? { code, name: 'Kalmar' } : null)),
}));
// The operator list the full bill's picker fetches, here from memory (tests/unit/grid/tariff-fixtures.ts).
jest.mock('@/lib/grid/tariff-list', () => {
  const actual = jest.requireActual<typeof TariffList>('@/lib/grid/tariff-list');
  const { ELLEVIO } = jest.requireActual<typeof TariffFixtures>('../grid/tariff-fixtures');
  const list = { referenceDate: '2025-12-31', source: 'Data', operators: [{ id: 'ellevio', name: 'Ellevio', tariffs: [ELLEVIO] }] };
  return { ...actual, loadGridTariffList: () => Promise.resolve(list) };
});
// And the concession map it fetches once a municipality is known: Ellevio holds Stockholm's (there is no fetch in jsdom).
jest.mock('@/lib/grid/concessions', () => ({
  ...jest.requireActual<object>('@/lib/grid/concessions'),
  loadGridConcessions: () => Promise.resolve({ '0180': [['ellevio', 1000]] }),
}));

const { lookupPostalCodeArea } = jest.requireMock<{ lookupPostalCodeArea: jest.Mock }>('@/lib/postcode/lookup');

/**
 * The areas' offers (fixed prices, so the costs are round): incl. VAT Beta is 80 öre/kWh and 50 kr
 * a month (600 + 0,8 × kWh kr a year), Gamma 85 öre/kWh without a fee (0,85 × kWh); Beta is
 * cheaper above 12 000 kWh. Norr (SE1) 50 öre/kWh. SE2 has none. The form loads an area's file
 * (/data/elavtal/{area}.json), here from memory; SE4's cannot be loaded.
 */
const BETA = offer({ supplierSlug: 'beta', supplierName: 'Beta', product: 'Fast med avgift', type: 'fast-1-ar', feeElementOre: 24, fixedPriceOre: 64 });
const GAMMA = offer({ supplierSlug: 'gamma', supplierName: 'Gamma', product: 'Fast utan avgift', type: 'fast-1-ar', fixedPriceOre: 68 });
const NORR = offer({ supplierSlug: 'norr', supplierName: 'Norr', product: 'Norrpris', type: 'fast-1-ar', fixedPriceOre: 40, area: 'SE1' });
const mockAreaOffers = { SE1: [NORR], SE2: [], SE3: [BETA, GAMMA] } as const;
jest.mock('@/lib/market/area-file-loader', () => ({
  loadAreaOffers: jest.fn(async (area: keyof typeof mockAreaOffers | 'SE4') => {
    if (area === 'SE4') throw new Error('/data/elavtal/se4.json: HTTP 503');
    return { source: jest.requireActual<{ SOURCES: object }>('../market/fixtures').SOURCES[area as never], suppliers: [], offers: mockAreaOffers[area] };
  }),
}));

const CONSENT_KEY = 'cookie-consent';
const REMEMBERED_KEY = 'elvalet-remembered-inputs';
const consent = (functional: boolean) => JSON.stringify({ necessary: true, functional, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' });
const remembered = () => {
  const raw = window.localStorage.getItem(REMEMBERED_KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
};

/** Testing Library collapses the page's no-break and thin spaces in the DOM, not in the query. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const kwhField = () => screen.getByLabelText('Årlig elförbrukning (kWh)');
const priceField = () => screen.getByLabelText('Nuvarande elpris (öre/kWh, valfritt)');
const postcodeField = () => screen.getByLabelText('Postnummer (valfritt)');
const areaField = () => screen.getByLabelText('Elområde');
const calculateButton = () => screen.getByRole('button', { name: 'Beräkna elkostnad' });
const result = () => screen.queryByRole('region', { name: 'Ditt resultat' });

function renderForm() {
  // No pause between keystrokes: the form reacts to each one synchronously, and the suite stays
  // well inside Jest's 5 s per test on a busy machine.
  const user = userEvent.setup({ delay: null });
  render(<CalculatorForm siteName="Elvalet" sources={SOURCES} />);
  return user;
}

async function calculate(user: ReturnType<typeof userEvent.setup>, kwh: string, price: string) {
  await user.clear(kwhField());
  await user.type(kwhField(), kwh);
  await user.clear(priceField());
  await user.type(priceField(), price);
  await user.click(calculateButton());
}

function setNavigator(share: unknown, writeText: unknown) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

beforeEach(() => {
  mockToast.mockClear();
  forgetSessionSelection();
  window.history.replaceState(null, '', '/kalkylator');
  window.localStorage.clear();
  lookupPostalCodeArea.mockReset();
  lookupPostalCodeArea.mockImplementation(async (code: string) => ({
    postalCode: code.replace(' ', ''),
    detectedArea: code.startsWith('9') ? 'SE1' : 'SE3',
    inTable: !code.startsWith('999'),
  }));
});

describe('calculator form', () => {
  it('needs only the consumption; a price, when typed, must parse above 0', async () => {
    const user = renderForm();
    expect(calculateButton()).toBeDisabled();
    await user.type(kwhField(), '12 000');
    expect(calculateButton()).toBeEnabled();
    await user.type(priceField(), '125,5');
    expect(calculateButton()).toBeEnabled();
    await user.clear(priceField());
    await user.type(priceField(), '0');
    expect(calculateButton()).toBeDisabled();
  });

  it.each([
    ['0', 'Förbrukningen måste vara större än 0 kWh.'],
    ['-5', 'Förbrukningen måste vara större än 0 kWh.'],
    ['abc', `Skriv förbrukningen med siffror, till exempel 12\u202F000.`],
    ['1e9', `Skriv förbrukningen med siffror, till exempel 12\u202F000.`],
    ['2000000', `Det är orimligt högt för ett hushåll. Ange högst 1\u202F000\u202F000 kWh per år.`],
  ])('explains %j beside the field and keeps what was typed', async (typed, hint) => {
    const user = renderForm();
    await user.type(kwhField(), typed);
    expect(kwhField()).toHaveValue(typed);
    expect(kwhField()).toHaveAttribute('aria-invalid', 'true');
    expect(kwhField()).toHaveAccessibleDescription(expect.stringContaining(hint));
    expect(screen.getByText(spaced(hint))).toBeVisible();
    expect(calculateButton()).toBeDisabled();
  });

  it('shows no hint on the untouched form; an empty price is fine, an empty consumption is asked for', async () => {
    const user = renderForm();
    await user.click(priceField());
    await user.tab();
    expect(screen.queryByText('Fyll i ditt elpris i öre/kWh.')).not.toBeInTheDocument();
    await user.click(kwhField());
    await user.tab();
    expect(screen.getByText('Fyll i din årliga elförbrukning i kWh.')).toBeVisible();
  });

  it("fills the consumption from Ei's household types, the same three as on /jamfor", async () => {
    const user = renderForm();
    expect(screen.getAllByRole('button', { pressed: false }).map((button) => spaced(button.textContent ?? ''))).toEqual([
      'Lägenhet2 000 kWh/år',
      'Villa5 000 kWh/år',
      'Villa med elvärme20 000 kWh/år',
    ]);
    const villa = screen.getByRole('button', { name: /^Villa med elvärme/ });
    await user.click(villa);
    expect(kwhField()).toHaveValue('20\u202F000');
    expect(villa).toHaveAttribute('aria-pressed', 'true');
    await user.clear(kwhField());
    await user.type(kwhField(), '5000');
    expect(screen.getByRole('button', { name: /^Villa 5/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Lägenhet/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for the supply price without elnätsavgift and energiskatt', () => {
    renderForm();
    expect(priceField()).toHaveAccessibleDescription(
      'Elhandelspriset från elhandelsfakturan: spotpris eller fast pris plus påslag, inklusive moms. Utan elnätsavgift och energiskatt, som står på elnätsfakturan. Vet du inte priset räknar vi med det billigaste avtalet i elområdet.',
    );
  });

  it('shows the cost and the 20 % as a scenario; no toast, a status line that says the figure is elhandel only', async () => {
    const user = renderForm();
    await calculate(user, '12 000', '125,5');
    const region = result()!;
    // Focus moves to the result's heading, so a screen reader reads the result next.
    expect(within(region).getByRole('heading', { level: 2, name: 'Ditt resultat' })).toHaveFocus();
    expect(within(region).getByTestId('current-cost')).toHaveTextContent(spaced(`15\u202F060 kr per år`));
    expect(within(region).getByTestId('scenario')).toHaveTextContent(spaced(`12\u202F048 kr per år`));
    expect(within(region).getByText(spaced(`Med 20 % lägre elpris betalar du 3\u202F012 kr mindre per år.`))).toBeVisible();
    expect(region).not.toHaveTextContent(/spara upp till/i);
    expect(mockToast).not.toHaveBeenCalled();
    expect(screen.getByTestId('calculator-announcement')).toHaveTextContent(
      spaced(
        'Resultatet visas nedan. Elhandeln kostar dig 15\u202F060 kr per år med ditt elpris, utan elnätsavgift och energiskatt. Hela elkostnaden räknas under resultatet.',
      ),
    );
  });

  it("reads '12.000' as 12 000 kWh and echoes '1,25' as 1,25 öre/kWh", async () => {
    const user = renderForm();
    await calculate(user, '12.000', '1,25');
    expect(result()).toHaveTextContent(spaced(`Beräknat för 12\u202F000 kWh per år (1\u202F000 kWh per månad)`));
    expect(result()).toHaveTextContent('elhandelspris på 1,25 öre/kWh');
    // 12 000 kWh × 1,25 öre = 150 kr.
    expect(within(result()!).getByTestId('current-cost')).toHaveTextContent('150 kr per år');
  });

  it('a refused price gets a hint, keeps the text, and the old result disappears at once', async () => {
    const user = renderForm();
    await calculate(user, '12 000', '100');
    expect(result()).not.toBeNull();
    await user.type(priceField(), '0');
    expect(priceField()).toHaveValue('1000');
    expect(result()).toBeNull();
    await user.type(priceField(), '0');
    expect(priceField()).toHaveValue('10000');
    expect(screen.getByText(spaced(`Det är orimligt högt. Ange högst 1\u202F000 öre/kWh (10 kr/kWh).`))).toBeVisible();
    expect(calculateButton()).toBeDisabled();
  });

  it.each([
    ['the consumption', () => kwhField(), '1'],
    ['the price', () => priceField(), '1'],
  ])('changing %s removes the result', async (_label, field, extra) => {
    const user = renderForm();
    await calculate(user, '12 000', '100');
    await user.type(field(), extra);
    expect(result()).toBeNull();
  });

  it('changing the area or a home type removes the result', async () => {
    const user = renderForm();
    await calculate(user, '12 000', '100');
    await user.selectOptions(areaField(), 'SE1');
    expect(result()).toBeNull();
    await user.click(calculateButton());
    await user.click(screen.getByRole('button', { name: /^Villa med elvärme/ }));
    expect(result()).toBeNull();
  });

  describe('the cheapest alternative', () => {
    it('is the first offer of /jamfor for SE3 by default, costed through the one cost model, with its source', async () => {
      const user = renderForm();
      expect(areaField()).toHaveValue('SE3');
      await calculate(user, '24 000', '100');
      const card = screen.getByTestId('cheapest-offer');
      // Beta: 600 + 0,8 × 24 000 = 19 800 kr a year, 1 650 a month.
      expect(within(card).getByRole('heading', { name: 'Billigaste avtalet i elområde SE3 (Stockholm)' })).toBeVisible();
      expect(within(card).getByTestId('cheapest-offer-name')).toHaveTextContent('Beta – Fast med avgift');
      expect(card).toHaveTextContent(spaced('Fast pris 1 år, 80,00 öre/kWh och 50 kr i månadsavgift'));
      expect(within(card).getByTestId('cheapest-offer-cost')).toHaveTextContent(spaced(`19\u202F800 kr per år`));
      expect(within(card).getByTestId('cheapest-offer-monthly')).toHaveTextContent(spaced(`1\u202F650 kr`));
      // 24 000 kWh × 100 öre = 24 000 kr; 24 000 − 19 800 = 4 200 kr.
      expect(card).toHaveTextContent(spaced(`Det är 4\u202F200 kr mindre per år än med ditt elpris`));
      expect(within(card).getByRole('link', { name: 'Elpriskollen (Energimarknadsinspektionen)' })).toHaveAttribute('href', 'https://www.elpriskollen.se/');
      expect(spaced(card.textContent ?? '')).toContain('Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026');
      expect(within(card).getByRole('link', { name: /Jämför avtalen/ })).toHaveAttribute('href', '/jamfor?area=SE3&annualKwh=24000');
    });

    it("has the offer's onward step: what to type at Elpriskollen, copyable, and the link to its start page", async () => {
      const user = renderForm();
      await calculate(user, '24 000', '100');
      const card = screen.getByTestId('cheapest-offer');
      const toggle = within(card).getByTestId('onward-toggle');
      expect(toggle).toHaveTextContent('Sök avtalet hos Elpriskollen');
      const panel = within(card).getByTestId('onward-panel');
      expect(
        within(panel)
          .getAllByTestId('onward-value')
          .map((value) => value.dataset.copy),
      ).toEqual([SOURCES.SE3.postalCode, '2000', 'Beta', 'Fast med avgift']);
      expect(within(panel).getByRole('button', { name: 'Kopiera avtalets namn' })).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: /^Elpriskollen/ })).toHaveAttribute('href', 'https://www.elpriskollen.se/');
      expect(within(panel).queryByTestId('onward-website')).not.toBeInTheDocument();
    });

    it("'Hela elkostnaden' is open under the result and uses the price typed, not the cheapest offer", async () => {
      const user = renderForm();
      await calculate(user, '24 000', '100');
      const bill = within(screen.getByRole('region', { name: 'Ditt resultat' })).getByRole('region', { name: 'Hela elkostnaden' });
      expect(spaced((await within(bill).findByTestId('full-bill-supply')).textContent ?? '')).toBe(
        spaced(
          'Elhandeln är räknad på ditt elpris (100 öre/kWh och 0 kr/mån), det pris du angett ovan; elhandlarens månadsavgift ingår inte, eftersom du inte har angett den.',
        ),
      );
      await user.click(await within(bill).findByRole('combobox', { name: 'Ditt elnätsbolag' }));
      await user.click(await within(bill).findByRole('option', { name: 'Ellevio' }));
      // The elhandel part is the typed price: 24 000 kWh × 100 öre = 24 000 kr.
      const supplyRow = await within(bill).findByRole('row', { name: /^Elhandel/ });
      expect(spaced(supplyRow.textContent ?? '')).toContain(spaced('24\u202F000 kr'));
      expect(spaced(supplyRow.textContent ?? '')).toContain('Källa: ditt elpris');
    });

    it('without a price: the cheapest offer, and the full bill on it with Elpriskollen as the source', async () => {
      const user = renderForm();
      await user.type(kwhField(), '24000');
      await user.click(calculateButton());
      expect(screen.queryByTestId('current-cost')).not.toBeInTheDocument();
      expect(screen.getByTestId('no-price')).toHaveTextContent('Du har inte angett något elpris, så vi räknar med det billigaste avtalet i elområdet.');
      expect(screen.getByTestId('cheapest-offer')).not.toHaveTextContent(/än med ditt elpris/);
      expect(screen.getByTestId('calculator-announcement')).toHaveTextContent(
        spaced('Elhandeln med det billigaste avtalet i elområde SE3 (Stockholm) kostar 19\u202F800 kr per år, utan elnätsavgift och energiskatt.'),
      );
      const bill = screen.getByRole('region', { name: 'Hela elkostnaden' });
      expect(spaced((await within(bill).findByTestId('full-bill-supply')).textContent ?? '')).toMatch(
        /^Elhandeln är räknad på Beta – Fast med avgift \(80 öre\/kWh och 50 kr\/mån\), det billigaste avtalet i elområde SE3 \(Stockholm\)/,
      );
      await user.click(within(bill).getByRole('combobox', { name: 'Ditt elnätsbolag' }));
      await user.click(await within(bill).findByRole('option', { name: 'Ellevio' }));
      const supplyRow = await within(bill).findByRole('row', { name: /^Elhandel/ });
      expect(spaced(supplyRow.textContent ?? '')).toContain(spaced('19\u202F800 kr'));
      expect(spaced(supplyRow.textContent ?? '')).toContain('Källa: Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026');
    });

    it('follows the consumption: at 6 000 kWh the fee-free offer is cheapest', async () => {
      const user = renderForm();
      await calculate(user, '6000', '100');
      // Gamma 0,85 × 6 000 = 5 100 kr; Beta 600 + 4 800 = 5 400 kr.
      expect(screen.getByTestId('cheapest-offer-name')).toHaveTextContent('Gamma – Fast utan avgift');
      expect(screen.getByTestId('cheapest-offer-cost')).toHaveTextContent(spaced(`5\u202F100 kr per år`));
    });

    it('an area without offers says so', async () => {
      const user = renderForm();
      await user.selectOptions(areaField(), 'SE2');
      await calculate(user, '6000', '100');
      expect(screen.getByTestId('cheapest-offer')).toHaveTextContent('Vi har inga avtal för elområde SE2 (Sundsvall) i jämförelsen.');
    });

    it("loads the area's offers only once the form is used, and says so when they cannot be loaded", async () => {
      const { loadAreaOffers } = jest.requireMock<{ loadAreaOffers: jest.Mock }>('@/lib/market/area-file-loader');
      loadAreaOffers.mockClear();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const user = renderForm();
        expect(loadAreaOffers).not.toHaveBeenCalled();
        await user.selectOptions(areaField(), 'SE4');
        expect(loadAreaOffers).toHaveBeenCalledWith('SE4');
        await calculate(user, '6000', '100');
        expect(screen.getByTestId('current-cost')).toBeInTheDocument();
        expect(screen.getByTestId('cheapest-offer')).toHaveTextContent(
          'Avtalen för elområde SE4 (Malmö) kunde inte hämtas just nu, så vi kan inte visa det billigaste. Försök igen om en stund.',
        );
        expect(warn).toHaveBeenCalledTimes(1);
      } finally {
        warn.mockRestore();
      }
    });

    it('follows the chosen area', async () => {
      const user = renderForm();
      await user.selectOptions(areaField(), 'SE1');
      await calculate(user, '12 000', '100');
      expect(screen.getByTestId('cheapest-offer-name')).toHaveTextContent('Norr – Norrpris');
    });

    it('a postcode sets the area; an unknown one says the area is assumed', async () => {
      const user = renderForm();
      await user.type(postcodeField(), '972 31');
      expect(await screen.findByTestId('area-note')).toHaveTextContent('Postnumret ligger i elområde SE1 (Luleå).');
      expect(areaField()).toHaveValue('SE1');
      await user.clear(postcodeField());
      await user.type(postcodeField(), '99999');
      expect(await screen.findByTestId('area-note')).toHaveTextContent(
        'Postnummer 999 99 finns inte i vår postnummertabell, så vi har antagit elområde SE1 (Luleå) utifrån de första siffrorna.',
      );
    });

    it('an invalid postcode gets the postcode hint and blocks the calculation', async () => {
      const user = renderForm();
      await user.type(kwhField(), '12000');
      await user.type(priceField(), '100');
      await user.type(postcodeField(), '123');
      expect(screen.getByText('Ange ett giltigt svenskt postnummer (5 siffror)')).toBeVisible();
      expect(postcodeField()).toHaveValue('123');
      expect(calculateButton()).toBeDisabled();
      expect(lookupPostalCodeArea).not.toHaveBeenCalled();
    });
  });

  describe('a link to a filled-in bill (?kwh=&omrade=&kommun=&natbolag=&sakring=&topp=)', () => {
    it("fills the form and shows the bill at once, with the operator and fuse chosen and the municipality's energy tax", async () => {
      window.history.replaceState(null, '', '/kalkylator?kwh=20000&omrade=SE1&kommun=0880&natbolag=ellevio&sakring=20');
      renderForm();
      expect(await screen.findByRole('region', { name: 'Ditt resultat' })).toBeInTheDocument();
      expect(kwhField()).toHaveValue('20\u202F000');
      expect(areaField()).toHaveValue('SE1');
      const bill = screen.getByRole('region', { name: 'Hela elkostnaden' });
      await within(bill).findByRole('row', { name: /^Totalt/ });
      expect(within(bill).getByRole('combobox', { name: 'Ditt elnätsbolag' })).toHaveValue('Ellevio');
      expect(within(bill).getByRole('combobox', { name: 'Huvudsäkring' })).toHaveValue('20');
      // Norr: 0,5 × 20 000 = 10 000 kr.
      expect(spaced(within(bill).getByRole('row', { name: /^Elhandel/ }).textContent ?? '')).toContain(spaced('10\u202F000 kr'));
      expect(await within(bill).findByTestId('energy-tax-line')).toHaveTextContent(
        `Energiskatt: Kalmar kommun: ${spaced(formatOrePerKwh(energyTaxRate('0880').oreInclVat))} inkl. moms`,
      );
    });

    it('ignores what it cannot read, shows the defaults and says so in Swedish', async () => {
      window.history.replaceState(null, '', '/kalkylator?kwh=abc&omrade=SE9&natbolag=%3Cb%3E&sakring=99');
      renderForm();
      expect(await screen.findByTestId('link-problem')).toHaveTextContent(
        'Vi kände inte igen förbrukningen och elområdet i länken och visar standardvärdena i stället.',
      );
      expect(kwhField()).toHaveValue('5\u202F000');
      expect(areaField()).toHaveValue('SE3');
      expect(await screen.findByTestId('ignored-params')).toHaveTextContent(
        'Vi kände inte igen elnätsbolaget och huvudsäkringen i länken och visar standardvärdena i stället.',
      );
      expect(await screen.findByRole('combobox', { name: 'Huvudsäkring' })).toHaveValue('16');
      expect(document.body.innerHTML).not.toContain('<b>');
    });
  });

  describe('remembered inputs', () => {
    it('with functional consent, remembers consumption, area and postcode after a calculation', async () => {
      window.localStorage.setItem(CONSENT_KEY, consent(true));
      const user = renderForm();
      await user.type(postcodeField(), '97231');
      await screen.findByTestId('area-note');
      await calculate(user, '15 000', '100');
      // 15 000 / 12 = 1 250 kWh a month, a step of /jamfor's slider (10 kWh, lib/market/consumption.ts).
      expect(remembered()).toEqual({ version: 1, annualKwh: 15000, monthlyKwh: 1250, area: 'SE1', postalCode: '97231' });
    });

    it.each([
      ['no consent yet', null],
      ['only necessary', consent(false)],
    ])('stores nothing with %s', async (_label, value) => {
      if (value) window.localStorage.setItem(CONSENT_KEY, value);
      const user = renderForm();
      await calculate(user, '15 000', '100');
      expect(remembered()).toBeNull();
    });

    it('fills in the remembered consumption, postcode and area (a chosen area wins over the lookup)', async () => {
      window.localStorage.setItem(CONSENT_KEY, consent(true));
      window.localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ version: 1, annualKwh: 12000.5, postalCode: '11122', area: 'SE4' }));
      renderForm();
      expect(kwhField()).toHaveValue(`12${'\u202F'}000,5`);
      expect(postcodeField()).toHaveValue('11122');
      expect(await screen.findByTestId('area-note')).toHaveTextContent('Du har valt elområde SE4 (Malmö).');
      expect(areaField()).toHaveValue('SE4');
      expect(priceField()).toHaveValue('');
      expect(screen.queryByText(/Förbrukningen/)).toBeNull();
    });

    it.each([
      ['corrupt JSON', '{"version":1,'],
      ['an older version', JSON.stringify({ version: 0, annualKwh: 12000 })],
      ['an out-of-range consumption', JSON.stringify({ version: 1, annualKwh: 5e6 })],
    ])('ignores %s silently', async (_label, value) => {
      window.localStorage.setItem(CONSENT_KEY, consent(true));
      window.localStorage.setItem(REMEMBERED_KEY, value);
      renderForm();
      await act(async () => undefined);
      expect(kwhField()).toHaveValue('');
      expect(areaField()).toHaveValue('SE3');
    });
  });

  describe('Dela resultat', () => {
    async function calculated() {
      const user = renderForm();
      await calculate(user, '2000', '100');
      mockToast.mockClear();
      return user;
    }

    it('copies to the clipboard with a toast when Web Share is missing', async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      const user = await calculated();
      setNavigator(undefined, writeText);
      await user.click(screen.getByRole('button', { name: 'Dela resultat' }));
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`2\u202F000\u00A0kr per år`));
      expect(writeText).toHaveBeenCalledWith(expect.not.stringContaining('spara upp till'));
      expect(mockToast).toHaveBeenCalledWith({ title: 'Kopierat!', description: 'Resultatet har kopierats till urklipp' });
    });

    it('uses Web Share when present, and does nothing more when the user cancels', async () => {
      const writeText = jest.fn();
      const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
      const user = await calculated();
      setNavigator(share, writeText);
      await user.click(screen.getByRole('button', { name: 'Dela resultat' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('Elvalets') }));
      expect(writeText).not.toHaveBeenCalled();
      expect(mockToast).not.toHaveBeenCalled();
    });

    it('says so when neither sharing nor copying works', async () => {
      const user = await calculated();
      setNavigator(undefined, jest.fn().mockRejectedValue(new Error('denied')));
      await user.click(screen.getByRole('button', { name: 'Dela resultat' }));
      expect(mockToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kunde inte kopiera', variant: 'destructive' }));
    });
  });
});
