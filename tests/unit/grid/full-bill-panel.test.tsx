import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';

import { FullBillPanel } from '@/components/grid/full-bill-panel';
import { TotalCostBreakdown } from '@/components/grid/total-cost-breakdown';
import type { CompactConcessions, CompactGridList } from '@/lib/grid/compact-list';
import { totalCost } from '@/lib/grid/total-cost';

import { ELLEVIO, FROM_25_A, HOGANAS, SKELLEFTEA, VATTENFALL_E4, VATTENFALL_T4 } from './tariff-fixtures';

// Role queries over a whole table are slow in jsdom; on a busy machine a case can pass 5 s.
jest.setTimeout(20_000);

/** The DOM keeps the page's no-break and thin spaces; compare with them collapsed. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();

const LIST: CompactGridList = {
  referenceDate: '2025-12-31',
  source: 'Data: spotpilot/grid-tariffs (MIT)',
  operators: [
    { id: 'ellevio', name: 'Ellevio', slug: 'ellevio', feeInfoUrl: 'https://www.ellevio.se/priser', tariffs: [ELLEVIO] },
    { id: 'vattenfall', name: 'Vattenfall', slug: 'vattenfall-eldistribution', tariffs: [VATTENFALL_E4, VATTENFALL_T4] },
    { id: 'hoganas-energi-elnat-ab', name: 'Höganäs Energi Elnät AB', tariffs: [HOGANAS] },
    { id: 'mjolby-kraftnat-ab', name: 'Mjölby Kraftnät AB', tariffs: [] },
    { id: 'skelleftea-kraft-elnat-ab', name: 'Skellefteå Kraft Elnät AB', slug: 'skelleftea-kraft-elnat', tariffs: [SKELLEFTEA] },
    { id: 'from-25', name: 'Nät AB', tariffs: [FROM_25_A] },
  ],
};

// Stockholm: Ellevio 75 % of the area, Vattenfall's E4 list only, 20 %.
const CONCESSIONS: CompactConcessions = {
  '0180': [
    ['ellevio', 750],
    ['vattenfall', 200, 'vattenfall-enkeltariff-e4'],
  ],
};
const STOCKHOLM = { code: '0180', name: 'Stockholm', longName: 'Stockholms kommun' };

const SUPPLY = { pricePerKwhOre: 80.2, monthlyFeeKr: 39 };
const combobox = () => screen.getByRole('combobox', { name: 'Ditt elnätsbolag' });
const fuseSelect = () => screen.getByRole('combobox', { name: 'Huvudsäkring' });
const options = () => within(screen.getByRole('listbox', { name: 'Elnätsbolag' })).getAllByRole('option');
const totalRow = () =>
  within(screen.getByRole('row', { name: /^Totalt/ }))
    .getAllByRole('cell')
    .map((cell) => spaced(cell.textContent));

function setup(props: Partial<Parameters<typeof FullBillPanel>[0]> = {}, loader = jest.fn(() => Promise.resolve(LIST))) {
  const user = userEvent.setup();
  const onSelectionChange = jest.fn();
  const loadConcessions = jest.fn(() => Promise.resolve(CONCESSIONS));
  render(
    <FullBillPanel
      annualKwh={5000}
      supply={SUPPLY}
      spotOreExVat={58.67}
      loadList={loader}
      loadConcessions={loadConcessions}
      onSelectionChange={onSelectionChange}
      {...props}
    />,
  );
  return { user, loader, onSelectionChange, loadConcessions };
}

describe('FullBillPanel with the grid operator picker', () => {
  it('fetches nothing until the picker opens, and shows supply-only figures until a choice is made', async () => {
    const { user, loader } = setup();
    expect(loader).not.toHaveBeenCalled();
    expect(screen.getByText('Välj ditt elnätsbolag för att se hela elkostnaden: elhandel, elnät, energiskatt och moms.')).toBeInTheDocument();
    // 80,2 öre × 5 000 kWh + 12 × 39 kr = 4 478 kr a year, 373 kr a month.
    expect(spaced(screen.getByText(/^Elhandel:/).textContent)).toBe('Elhandel: 4 478 kr per år (373 kr per månad), utan elnätsavgift och energiskatt.');
    await user.click(combobox());
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('listbox', { name: 'Elnätsbolag' })).toBeVisible();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(options().map((o) => spaced(o.textContent))).toEqual([
      'Ellevio',
      'Höganäs Energi Elnät AB',
      'Mjölby Kraftnät AB (avgifter saknas)',
      'Nät AB',
      'Skellefteå Kraft Elnät AB',
      'Vattenfall – Enkeltariff E4',
      'Vattenfall – Tidstariff T4',
    ]);
    expect(screen.getByTestId('tariff-kind')).toHaveTextContent(/^Vi räknar med elnätsbolagets tariff för hus/);
  });

  it("with the municipality known, lists its concession holders first with their share of the area, and never says which is the visitor's", async () => {
    const { user, loadConcessions } = setup({ municipality: STOCKHOLM });
    await user.click(combobox());
    await screen.findByRole('listbox');
    expect(loadConcessions).toHaveBeenCalledTimes(1);
    const first = await screen.findByRole('group', { name: 'Elnätsbolag med koncession i Stockholm' });
    expect(
      within(first)
        .getAllByRole('option')
        .map((o) => spaced(o.textContent)),
    ).toEqual(['Ellevio täcker cirka 75 % av kommunens yta', 'Vattenfall – Enkeltariff E4 täcker cirka 20 % av kommunens yta']);
    const rest = screen.getByRole('group', { name: 'Övriga elnätsbolag' });
    expect(
      within(rest)
        .getAllByRole('option')
        .map((o) => spaced(o.textContent))[0],
    ).toBe('Höganäs Energi Elnät AB');
    expect(within(rest).getByRole('option', { name: 'Vattenfall – Tidstariff T4' })).toBeInTheDocument();
    expect(combobox()).toHaveAccessibleDescription(/Elnätsbolag med koncession i Stockholm visas först\. Ditt elnätsbolag står på elnätsfakturan/);
    expect(document.body.textContent).not.toMatch(/ditt elnätsbolag är/i);
    // The arrow keys run through both groups in order.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/höganäs|hoganas-energi-elnat-ab$/));
  });

  it('without concession data (failed), one list of every operator and one warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = setup({ municipality: STOCKHOLM, loadConcessions: jest.fn(() => Promise.reject(new Error('offline'))) });
    await user.click(combobox());
    await screen.findByRole('listbox');
    await act(async () => undefined);
    expect(screen.getByRole('group', { name: 'Alla elnätsbolag' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('has the main fuse with 16 A preselected and a hint where to find it', () => {
    setup();
    expect(fuseSelect()).toHaveValue('16');
    expect(fuseSelect()).toHaveAccessibleDescription('Huvudsäkringen står på elnätsfakturan eller i elnätsavtalet.');
    expect(
      within(fuseSelect())
        .getAllByRole('option')
        .map((o) => spaced(o.textContent)),
    ).toEqual(['16 A', '20 A', '25 A', '35 A']);
  });

  it('searches by name without case or accents, chooses with the keyboard, and shows the full bill (Ellevio 20 A)', async () => {
    const { user, onSelectionChange } = setup();
    await user.click(combobox());
    await screen.findByRole('listbox');
    await user.type(combobox(), 'HOGANAS');
    expect(options().map((o) => o.textContent)).toEqual(['Höganäs Energi Elnät AB']);
    await user.clear(combobox());
    await user.type(combobox(), 'ellev');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/ellevio$/));
    await user.keyboard('{Enter}');
    expect(combobox()).toHaveValue('Ellevio');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.selectOptions(fuseSelect(), '20');
    expect(onSelectionChange).toHaveBeenLastCalledWith({ tariffId: 'ellevio', fuse: 20 });

    // Worked in tests/unit/grid/total-cost.test.ts: 4 478 + 4 380 + 313 + 2 786 + 2 250 = 14 207 kr.
    const bill = screen.getByRole('table', { name: 'Kostnadens delar per år och per månad, inklusive moms' });
    const rows = within(bill)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => spaced(c.textContent)),
      );
    expect(rows.slice(1, 6)).toEqual([
      ['4 478 kr', '373 kr'],
      ['4 380 kr', '365 kr'],
      ['313 kr', '26 kr'],
      ['2 786 kr', '232 kr'],
      ['2 250 kr', '188 kr'],
    ]);
    expect(totalRow()).toEqual(['14 207 kr', '1 184 kr']);
    expect(spaced(screen.getByRole('img').getAttribute('aria-label'))).toBe(
      'Fördelning per år: Elhandel 4 478 kr (32 %), Fast elnätsavgift 4 380 kr (31 %), Överföringsavgift 313 kr (2 %), Effektavgift 2 786 kr (20 %), Energiskatt 2 250 kr (16 %)',
    );
    expect(spaced(screen.getByText(/^Antagen effekttopp per månad/).textContent)).toContain('högst 14 kW för 20 A: 2,6–3,2 kW');
  });

  it('clicking an option chooses it; Escape closes the list; the clear button removes the choice', async () => {
    const { user, onSelectionChange } = setup();
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Vattenfall – Enkeltariff E4' }));
    expect(combobox()).toHaveValue('Vattenfall – Enkeltariff E4');
    expect(totalRow()).toEqual(['13 728 kr', '1 145 kr']);
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Ta bort valt elnätsbolag' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/^Elhandel:/)).toBeInTheDocument();
  });

  it('a tariff with an unverified fee shows every known part and names the unknown one with why', async () => {
    const { user } = setup();
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Höganäs Energi Elnät AB' }));
    const transfer = screen.getByRole('row', { name: /^Överföringsavgift/ });
    expect(spaced(transfer.textContent)).toContain('Överföringsavgiften är 21 öre/kWh plus ett rörligt volympris som sätts varje månad och inte publiceras.');
    expect(spaced(transfer.textContent)).toContain('Okänd');
    expect(screen.getByText(/^Summan är inte hela kostnaden: överföringsavgift saknas/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Elhandel/ })).toHaveTextContent(/4\s478\skr/);
  });

  it('an operator without a price list shows elhandel and energy tax and names the missing grid parts', async () => {
    const { user } = setup();
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: /Mjölby Kraftnät AB/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Vi har inga kontrollerade avgifter för Mjölby Kraftnät AB, så elnätets delar saknas i summan\./);
    expect(screen.getByRole('row', { name: /^Elhandel/ })).toHaveTextContent(/4\s478\skr/);
    expect(screen.getByRole('row', { name: /^Energiskatt/ })).toHaveTextContent(/2\s250\skr/);
    expect(screen.getByText(/^Summan är inte hela kostnaden: fast elnätsavgift, överföringsavgift och effektavgift saknas/)).toBeInTheDocument();
    // 4 478 + 2 250.
    expect(totalRow()).toEqual(['6 728 kr', '561 kr']);
  });

  it('a fuse the operator does not list says so and offers the listed ones', async () => {
    const { user } = setup();
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Nät AB' }));
    expect(spaced(screen.getByRole('row', { name: /^Fast elnätsavgift/ }).textContent)).toContain(
      'Elnätsbolaget anger ingen fast avgift för 16 A i prislistan; där finns 25 och 35 A.',
    );
    const offer = screen.getByTestId('listed-fuses');
    expect(
      within(offer)
        .getAllByRole('button')
        .map((b) => spaced(b.textContent)),
    ).toEqual(['25 A', '35 A']);
    await user.click(within(offer).getByRole('button', { name: /^25\sA$/ }));
    expect(fuseSelect()).toHaveValue('25');
    expect(screen.queryByTestId('listed-fuses')).not.toBeInTheDocument();
    expect(screen.getByText('Totalt')).toBeInTheDocument();
  });

  it("each part names its source: the operator's price list and date, Skatteverket for the energy tax", async () => {
    const { user } = setup({ supply: { ...SUPPLY, source: { name: 'X Energi – Rörligt', url: 'https://www.elpriskollen.se/', date: '2026-07-25' } } });
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Ellevio' }));
    const sourceOf = (name: RegExp) => spaced(within(screen.getByRole('row', { name })).getByText(/^Källa:/).textContent);
    expect(sourceOf(/^Elhandel/)).toBe('Källa: X Energi – Rörligt, 25 juli 2026');
    // The list's date, then its age as the browser computes it (docs/rules/transparency.md).
    expect(sourceOf(/^Fast elnätsavgift/)).toMatch(/^Källa: prislistan hos Ellevio, från 1 januari 2025 \(\d+ månader sedan\)$/);
    expect(within(screen.getByRole('row', { name: /^Fast elnätsavgift/ })).getByRole('link', { name: /prislistan hos Ellevio/ })).toHaveAttribute(
      'href',
      'https://www.ellevio.se/priser',
    );
    expect(sourceOf(/^Energiskatt/)).toBe('Källa: Skatteverket, energiskatt 2026');
    expect(spaced(screen.getByTestId('load-profile-note').textContent)).toBe(
      'Hur förbrukningen fördelas över årets månader är en schablon som vi använder för alla elnätsbolag: Hofors Elverks fördelning för lägenhet eller hus utan elvärme. Den säger inget om ditt elnätsbolag eller din egen förbrukning.',
    );
    expect(screen.getByRole('link', { name: 'Alla avgifter hos Ellevio' })).toHaveAttribute('href', '/elnat/ellevio');
  });

  it("the visitor's own peak replaces the assumed one: Ellevio 16 A at 5 kW is 81,25 × 5 × 12 = 4 875 kr", async () => {
    const { user } = setup();
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Ellevio' }));
    const field = screen.getByRole('textbox', { name: 'Din effekttopp (kW, valfritt)' });
    expect(field).toHaveAccessibleDescription(/^Snittet av månadens tre högsta timmedeleffekter, från tre olika dygn\./);
    await user.type(field, '5');
    expect(
      within(screen.getByRole('row', { name: /^Effektavgift/ }))
        .getAllByRole('cell')
        .map((c) => spaced(c.textContent)),
    ).toEqual(['4 875 kr', '406 kr']);
    expect(spaced(screen.getByText(/^Effekttopp som du angett/).textContent)).toBe('Effekttopp som du angett: 5,0 kW varje månad.');
    // 4 478 + 4 380 + 313 + 4 875 + 2 250.
    expect(totalRow()).toEqual(['16 296 kr', '1 358 kr']);
    await user.clear(field);
    await user.type(field, 'fem');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^Skriv effekttoppen i kW med siffror/)).toBeInTheDocument();
    expect(screen.getByText(/^Antagen effekttopp per månad/)).toBeInTheDocument();
  });

  it('a peak from the address fills the field; operators without a power fee get no field', async () => {
    const loader = jest.fn(() => Promise.resolve(LIST));
    const first = render(
      <FullBillPanel annualKwh={5000} supply={SUPPLY} loadList={loader} initialSelection={{ tariffId: 'ellevio', fuse: 16, link: true }} initialPeakKw={4.5} />,
    );
    expect(await screen.findByRole('textbox', { name: 'Din effekttopp (kW, valfritt)' })).toHaveValue('4,5');
    first.unmount();
    render(<FullBillPanel annualKwh={5000} supply={SUPPLY} loadList={loader} initialSelection={{ tariffId: 'vattenfall-enkeltariff-e4', fuse: 16 }} />);
    await screen.findByRole('row', { name: /^Totalt/ });
    expect(screen.queryByRole('textbox', { name: /effekttopp/ })).not.toBeInTheDocument();
  });

  it('says which tariff it computes with, and offers the apartment tariff where the page gave one (Skellefteå 16L)', async () => {
    // 2 000 kWh, Skellefteå kommun: 80,2 × 20 + 468 = 2 072; 16L 2 135; 11 öre × 2 000 = 220; authority fees 131,82 → 132; 33 öre × 2 000 = 660.
    const { user } = setup({ annualKwh: 2000, municipality: { code: '2482', name: 'Skellefteå', longName: 'Skellefteå kommun' } });
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: /^Skellefteå Kraft Elnät AB/ }));
    // House, 16 A: 5 420 instead of 2 135.
    expect(totalRow()).toEqual(['8 504 kr', '709 kr']);
    const kind = screen.getByRole('group', { name: 'Abonnemang' });
    await user.click(within(kind).getByRole('radio', { name: /^Lägenhet \(16L, 16\sA\)$/ }));
    expect(totalRow()).toEqual(['5 219 kr', '435 kr']);
    expect(spaced(screen.getByRole('row', { name: /^Energiskatt/ }).textContent)).toContain('Skellefteå kommun: 33,0 öre/kWh inkl. moms');
    await user.click(screen.getByRole('button', { name: 'Ta bort valt elnätsbolag' }));
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Vattenfall – Enkeltariff E4' }));
    // The visitor said apartment: Vattenfall has no apartment tariff, so its grid part stands apart.
    expect(screen.getByTestId('tariff-kind')).toHaveTextContent('Lägenhet (ingen lägenhetstariff hos Vattenfall i våra uppgifter)');
    expect(screen.getByTestId('grid-apart')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Abonnemang' })).getByRole('radio', { name: /^Hus/ }));
    expect(screen.queryByTestId('grid-apart')).not.toBeInTheDocument();
  });

  it('names the house tariff where the operator has no apartment tariff and the home is a house', async () => {
    const { user } = setup();
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Vattenfall – Enkeltariff E4' }));
    expect(screen.getByTestId('tariff-kind')).toHaveTextContent(/^Vi räknar med tariffen för hus hos Vattenfall\. Lägenhetstariffer skiljer sig/);
  });

  it("an apartment's bill uses the apartment tariff, or shows the villa tariff's grid part apart with no total", async () => {
    // As above: Skellefteå 16L gives 5 219 kr at once. Vattenfall has no apartment tariff: elhandel 2 072 (173 a month)
    // + energy tax 660 (55) = 2 732 kr (228); the grid at E4, 16 A: 5 050 + 39 öre × 2 000 = 780 → 5 830 kr (421 + 65 = 486), apart.
    const onBillChange = jest.fn();
    const { user } = setup({
      annualKwh: 2000,
      dwelling: 'lagenhet',
      onBillChange,
      municipality: { code: '2482', name: 'Skellefteå', longName: 'Skellefteå kommun' },
    });
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: /^Skellefteå Kraft Elnät AB/ }));
    expect(totalRow()).toEqual(['5 219 kr', '435 kr']);
    expect(within(screen.getByRole('group', { name: 'Abonnemang' })).getByRole('radio', { name: /^Lägenhet \(16L/ })).toBeChecked();
    expect(onBillChange).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'total', yearKr: 5219, apartmentTariff: true, fuse: 16 }));

    await user.click(screen.getByRole('button', { name: 'Ta bort valt elnätsbolag' }));
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Vattenfall – Enkeltariff E4' }));
    expect(screen.queryByRole('row', { name: /^Totalt/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Hela elkostnaden')).not.toBeInTheDocument();
    const apart = screen.getByTestId('grid-apart');
    expect(spaced(within(apart).getByRole('row', { name: /^Elhandel och energiskatt/ }).textContent)).toBe('Elhandel och energiskatt2 732 kr228 kr');
    const villa = screen.getByRole('table', { name: /^Elnätet med villatariffen hos Vattenfall/ });
    expect(spaced(within(villa).getByRole('row', { name: /^Elnät, villatariff/ }).textContent)).toBe('Elnät, villatariff5 830 kr486 kr');
    expect(within(villa).getByRole('row', { name: /^Fast elnätsavgift \(villatariff\)/ })).toBeInTheDocument();
    expect(spaced(screen.getByTestId('grid-apart-note').textContent)).toContain('vi har ingen lägenhetstariff för Vattenfall');
    expect(onBillChange).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'grid-apart', yearKr: 2732, gridYearKr: 5830 }));

    // A house after all: the whole bill with the house tariff.
    await user.click(within(screen.getByRole('group', { name: 'Abonnemang' })).getByRole('radio', { name: /^Hus/ }));
    expect(totalRow()).toEqual(['8 562 kr', '714 kr']);
  });

  it('an operator page slug or operator id in the address picks its first price list; an unknown one says it came from the link', async () => {
    const loader = jest.fn(() => Promise.resolve(LIST));
    const first = render(
      <FullBillPanel annualKwh={5000} supply={SUPPLY} loadList={loader} initialSelection={{ tariffId: 'vattenfall-eldistribution', fuse: null, link: true }} />,
    );
    await screen.findByRole('row', { name: /^Totalt/ });
    expect(combobox()).toHaveValue('Vattenfall – Enkeltariff E4');
    first.unmount();
    render(<FullBillPanel annualKwh={5000} supply={SUPPLY} loadList={loader} initialSelection={{ tariffId: 'okant-bolag', fuse: 20, link: true }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kände inte igen elnätsbolaget i länken, så inget elnätsbolag är valt.');
    expect(fuseSelect()).toHaveValue('20');
  });

  it('when the list cannot be loaded it says so, keeps the supply figures, and can try again', async () => {
    const loader = jest.fn<Promise<CompactGridList>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(LIST);
    const { user } = setup({}, loader);
    await user.click(combobox());
    expect(await screen.findByText('Listan över elnätsbolag kunde inte hämtas, så siffrorna gäller bara elhandeln.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Listan över elnätsbolag kunde inte hämtas.');
    expect(screen.getByText(/^Elhandel:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(loader).toHaveBeenCalledTimes(2);
    await user.click(combobox());
    expect(await screen.findByRole('option', { name: 'Ellevio' })).toBeInTheDocument();
  });

  it('resolves a remembered choice at once, and turns an unknown one into a clear line', async () => {
    const loader = jest.fn(() => Promise.resolve(LIST));
    const first = render(
      <FullBillPanel annualKwh={5000} supply={SUPPLY} loadList={loader} initialSelection={{ tariffId: 'vattenfall-enkeltariff-e4', fuse: '16' }} />,
    );
    await screen.findByRole('row', { name: /^Totalt/ });
    expect(totalRow()).toEqual(['13 728 kr', '1 145 kr']);
    first.unmount();

    render(<FullBillPanel annualKwh={5000} supply={SUPPLY} loadList={loader} initialSelection={{ tariffId: 'finns-inte', fuse: 99 }} />);
    expect(
      await screen.findByText('Vi känner inte igen elnätsbolaget som var valt. Välj ditt elnätsbolag i listan; så länge gäller siffrorna bara elhandeln.'),
    ).toBeInTheDocument();
    expect(fuseSelect()).toHaveValue('16');
    expect(screen.getByText(/^Elhandel:/)).toBeInTheDocument();
  });

  it('a stored value of the wrong shape is refused without fetching', async () => {
    const loader = jest.fn(() => Promise.resolve(LIST));
    await act(async () => {
      render(<FullBillPanel annualKwh={5000} supply={SUPPLY} loadList={loader} initialSelection={{ tariffId: '<script>', fuse: 20 }} />);
    });
    expect(loader).not.toHaveBeenCalled();
    expect(screen.getByText(/^Vi känner inte igen elnätsbolaget som var valt/)).toBeInTheDocument();
    expect(fuseSelect()).toHaveValue('20');
  });

  it('shows no figures for an unusable consumption, and no NaN', () => {
    render(<FullBillPanel annualKwh={Number.NaN} supply={SUPPLY} loadList={() => Promise.resolve(LIST)} />);
    expect(document.body.textContent).not.toMatch(/NaN/);
    expect(screen.queryByText(/^Elhandel:/)).not.toBeInTheDocument();
  });
});

describe('TotalCostBreakdown', () => {
  it('renders on the server, without hooks', () => {
    const html = renderToStaticMarkup(
      <TotalCostBreakdown result={totalCost({ annualKwh: 5000, fuse: 16, supply: SUPPLY, tariff: VATTENFALL_T4, municipalityCode: '0180' })} />,
    );
    expect(html).toContain('role="img"');
    expect(spaced(html)).toContain('24 % till 67,0 öre/kWh');
    expect(html).not.toContain('NaN');
  });
});
