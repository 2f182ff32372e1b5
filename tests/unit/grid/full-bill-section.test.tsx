import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FullBillSection, forgetSessionSelection, type FullBillSectionProps } from '@/components/grid/full-bill-section';
import { CONSENT_STORAGE_KEY, REMEMBERED_INPUTS_KEY } from '@/lib/cookie-consent';
import type { CompactGridList } from '@/lib/grid/compact-list';
import { encodePostalCodeSet } from '@/lib/postcode/set';
import { versionedFile } from '@/lib/open-data/versions';
import { POSTAL_CODE_SET_URL, POSTCODE_MUNICIPALITY_URL } from '@/lib/postcode/lookup';

import { ELLEVIO } from './tariff-fixtures';

jest.setTimeout(20_000);

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();

const LIST: CompactGridList = {
  referenceDate: '2025-12-31',
  source: 'Data: spotpilot/grid-tariffs (MIT)',
  operators: [{ id: 'ellevio', name: 'Ellevio', tariffs: [ELLEVIO] }],
};

// The supply of tests/unit/grid/total-cost.test.ts: 80,2 öre/kWh and 39 kr a month.
const SUPPLY = { pricePerKwhOre: 80.2, monthlyFeeKr: 39, source: { name: 'X Energi – Rörligt' } };
const FUNCTIONAL = JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' });

function setup(props: Partial<FullBillSectionProps> = {}) {
  const user = userEvent.setup();
  const loadList = jest.fn(() => Promise.resolve(LIST));
  render(
    <FullBillSection
      headingLevel="h2"
      consumption={{ kind: 'fixed', annualKwh: 5000 }}
      supply={SUPPLY}
      supplyWhere="det billigaste avtalet i elområde SE3 (Stockholm)"
      spotOreExVat={58.67}
      loadList={loadList}
      {...props}
    />,
  );
  return { user, loadList };
}

const totalRow = () =>
  within(screen.getByRole('row', { name: /^Totalt/ }))
    .getAllByRole('cell')
    .map((cell) => spaced(cell.textContent));
const storedRecord = () => JSON.parse(window.localStorage.getItem(REMEMBERED_INPUTS_KEY) ?? 'null') as unknown;

// The two static files the postcode → municipality lookup reads: 931 31 in Skellefteå, and Luleå.
const FILES: Record<string, unknown> = {
  [POSTAL_CODE_SET_URL]: versionedFile('postnummer', encodePostalCodeSet(['93131']), 'prefixes'),
  [POSTCODE_MUNICIPALITY_URL]: versionedFile('postnummer-kommunkod', {
    m: [
      ['2482', 'Skellefteå'],
      ['2580', 'Luleå'],
    ],
    r: [93131, 0],
  }),
  '/data/elnat-koncessioner.json': versionedFile('elnat-koncessioner', { '2482': [['skelleftea-kraft-elnat-ab', 900]] }, 'municipalities'),
};
// jsdom has no Response: the loader only reads ok, status and json().
const fetchFiles = jest.fn((url: string) =>
  Promise.resolve({ ok: FILES[url] !== undefined, status: FILES[url] ? 200 : 404, json: () => Promise.resolve(FILES[url]) }),
);

beforeAll(() => {
  global.fetch = fetchFiles as unknown as typeof fetch;
});

beforeEach(() => {
  forgetSessionSelection();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/kalkylator');
});

describe('FullBillSection', () => {
  it('starts closed with nothing loaded, then opens on a click and moves the focus to the picker', async () => {
    const { user, loadList } = setup();
    const section = screen.getByRole('region', { name: 'Ditt elnätsbolag' });
    expect(within(section).queryByRole('combobox')).not.toBeInTheDocument();
    expect(loadList).not.toHaveBeenCalled();
    expect(spaced(section.textContent)).toContain(
      'Vi vet inte din kommun, så energiskatten är räknad med full skattesats. Ange ditt postnummer, så räknar vi med din kommuns skattesats: i vissa kommuner i norra Sverige är den lägre. Vi gissar aldrig vilket elnätsbolag du har',
    );
    expect(within(section).getByRole('link', { name: 'Alla elnätsbolags avgifter' })).toHaveAttribute('href', '/elnat');

    await user.click(screen.getByRole('button', { name: 'Välj ditt elnätsbolag' }));
    const picker = await screen.findByRole('combobox', { name: 'Ditt elnätsbolag' });
    expect(picker).toHaveFocus();
    expect(loadList).toHaveBeenCalledTimes(1);
    expect(spaced(screen.getByTestId('full-bill-supply').textContent)).toBe(
      'Elhandeln är räknad på X Energi – Rörligt (80,2 öre/kWh och 39 kr/mån), det billigaste avtalet i elområde SE3 (Stockholm).',
    );
  });

  it('with functional consent, remembers the operator and the fuse; 14 207 kr for Ellevio at 20 A', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, FUNCTIONAL);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Välj ditt elnätsbolag' }));
    await user.click(await screen.findByRole('option', { name: 'Ellevio' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Huvudsäkring' }), '20');
    // 4 478 + 4 380 + 313 + 2 786 + 2 250, worked in tests/unit/grid/total-cost.test.ts.
    expect(totalRow()).toEqual(['14 207 kr', '1 184 kr']);
    expect(storedRecord()).toEqual({ version: 1, gridTariffId: 'ellevio', mainFuse: 20 });
  });

  it('without consent stores nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Välj ditt elnätsbolag' }));
    await user.click(await screen.findByRole('option', { name: 'Ellevio' }));
    expect(window.localStorage.getItem(REMEMBERED_INPUTS_KEY)).toBeNull();
  });

  it('opens by itself for a remembered choice; an unknown one gets the Swedish line and supply-only figures', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, FUNCTIONAL);
    window.localStorage.setItem(REMEMBERED_INPUTS_KEY, JSON.stringify({ version: 1, postalCode: '11122', gridTariffId: 'nedlagt-elnat', mainFuse: 25 }));
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vi känner inte igen elnätsbolaget som var valt. Välj ditt elnätsbolag i listan; så länge gäller siffrorna bara elhandeln.',
    );
    expect(spaced(screen.getByTestId('supply-only').textContent)).toBe('Elhandel: 4 478 kr per år (373 kr per månad), utan elnätsavgift och energiskatt.');
    expect(screen.getByRole('combobox', { name: 'Huvudsäkring' })).toHaveValue('25');
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('takes the operator, fuse and municipality from the address: Luleå has the reduced energy tax', async () => {
    window.history.replaceState(null, '', '/jamfor?elnat=ellevio&sakring=20&kommun=2580');
    setup();
    // Energy tax 33,0 öre × 5 000 kWh = 1 650 kr instead of 2 250 kr: 14 207 − 600 = 13 607 kr.
    await screen.findByRole('row', { name: /^Totalt/ });
    await screen.findByText(/^Vi räknar med den sänkta energiskatten i Luleå kommun, kommunen du kom från\./);
    expect(totalRow()).toEqual(['13 607 kr', '1 134 kr']);
    expect(spaced(screen.getByTestId('energy-tax-line').textContent)).toBe('Energiskatt: Luleå kommun: 33,0 öre/kWh inkl. moms');
  });

  it('a postcode gives the municipality and its energy tax: 931 31 is Skellefteå kommun, 33,0 öre/kWh', async () => {
    window.history.replaceState(null, '', '/kalkylator?elnat=ellevio&sakring=20');
    setup({ postalCode: '931 31' });
    await screen.findByText(/^Postnummer 931 31 hör till Skellefteå kommun/);
    expect(spaced(screen.getByTestId('energy-tax-line').textContent)).toBe('Energiskatt: Skellefteå kommun: 33,0 öre/kWh inkl. moms');
    await screen.findByRole('row', { name: /^Totalt/ });
    expect(totalRow()).toEqual(['13 607 kr', '1 134 kr']);
    expect(spaced(screen.getByRole('row', { name: /^Energiskatt/ }).textContent)).toContain('Skellefteå kommun: 33,0 öre/kWh inkl. moms');
    expect(document.body.textContent).not.toMatch(/Vi vet inte din kommun/);
  });

  it('a malformed operator or fuse in the address is ignored with a Swedish line, the defaults shown, nothing fetched', async () => {
    window.history.replaceState(null, '', '/kalkylator?natbolag=%3Cscript%3E&sakring=17');
    const { loadList } = setup();
    expect(await screen.findByTestId('ignored-params')).toHaveTextContent(
      'Vi kände inte igen elnätsbolaget och huvudsäkringen i länken och visar standardvärdena i stället.',
    );
    expect(await screen.findByRole('combobox', { name: 'Huvudsäkring' })).toHaveValue('16');
    expect(loadList).not.toHaveBeenCalled();
    expect(document.body.innerHTML).not.toContain('<script>');
  });

  it('on /jamfor follows the slider until a yearly consumption is typed, and refuses a bad one without NaN', async () => {
    const { user } = setup({ consumption: { kind: 'editable', monthlyKwh: 2000 } });
    await user.click(screen.getByRole('button', { name: 'Välj ditt elnätsbolag' }));
    const field = await screen.findByRole('textbox', { name: 'Årsförbrukning (kWh per år)' });
    expect(spaced((field as HTMLInputElement).value)).toBe('24 000');
    await user.clear(field);
    await user.type(field, '5000');
    expect(spaced(screen.getByTestId('supply-only').textContent)).toBe('Elhandel: 4 478 kr per år (373 kr per månad), utan elnätsavgift och energiskatt.');
    await user.clear(field);
    await user.type(field, 'abc');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Skriv förbrukningen med siffror, till exempel 12 000.', { normalizer: spaced })).toBeInTheDocument();
    expect(screen.queryByTestId('supply-only')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN/);
    await act(async () => undefined);
  });
});
