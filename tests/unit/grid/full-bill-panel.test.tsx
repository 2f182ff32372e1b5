import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';

import { FullBillPanel } from '@/components/grid/full-bill-panel';
import { TotalCostBreakdown } from '@/components/grid/total-cost-breakdown';
import type { CompactGridList } from '@/lib/domain/grid-tariff';
import { totalCost } from '@/lib/domain/total-cost';

import { ELLEVIO, HOGANAS, VATTENFALL_E4, VATTENFALL_T4 } from './tariff-fixtures';

// Role queries over a whole table are slow in jsdom; on a busy machine a case can pass 5 s.
jest.setTimeout(20_000);

/** The DOM keeps the page's no-break and thin spaces; compare with them collapsed. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();

const LIST: CompactGridList = {
  referenceDate: '2025-12-31',
  source: 'Data: spotpilot/grid-tariffs (MIT)',
  operators: [
    { id: 'ellevio', name: 'Ellevio', tariffs: [ELLEVIO] },
    { id: 'vattenfall', name: 'Vattenfall', tariffs: [VATTENFALL_E4, VATTENFALL_T4] },
    { id: 'hoganas-energi-elnat-ab', name: 'Höganäs Energi Elnät AB', tariffs: [HOGANAS] },
    { id: 'mjolby-kraftnat-ab', name: 'Mjölby Kraftnät AB', tariffs: [] },
  ],
};

const SUPPLY = { pricePerKwhOre: 80.2, monthlyFeeKr: 39 };
const combobox = () => screen.getByRole('combobox', { name: 'Ditt elnätsbolag' });
const fuseSelect = () => screen.getByRole('combobox', { name: 'Huvudsäkring' });
const options = () => within(screen.getByRole('listbox', { name: 'Elnätsbolag' })).getAllByRole('option');
const totalRow = () => within(screen.getByRole('row', { name: /^Totalt/ })).getAllByRole('cell').map((cell) => spaced(cell.textContent));

function setup(props: Partial<Parameters<typeof FullBillPanel>[0]> = {}, loader = jest.fn(() => Promise.resolve(LIST))) {
  const user = userEvent.setup();
  const onSelectionChange = jest.fn();
  render(<FullBillPanel annualKwh={5000} supply={SUPPLY} municipalityCode="0180" spotOreExVat={58.67} loadList={loader} onSelectionChange={onSelectionChange} {...props} />);
  return { user, loader, onSelectionChange };
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
      'Vattenfall – Enkeltariff E4',
      'Vattenfall – Tidstariff T4',
    ]);
  });

  it('has the main fuse with 16 A preselected and a hint where to find it', () => {
    setup();
    expect(fuseSelect()).toHaveValue('16');
    expect(fuseSelect()).toHaveAccessibleDescription('Huvudsäkringen står på elnätsfakturan eller i elnätsavtalet.');
    expect(within(fuseSelect()).getAllByRole('option').map((o) => spaced(o.textContent))).toEqual(['16 A', '20 A', '25 A', '35 A']);
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
    const rows = within(bill).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((c) => spaced(c.textContent)));
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

  it('a tariff with an unverified fee gets a clear line naming it, and supply-only figures', async () => {
    const { user } = setup();
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Höganäs Energi Elnät AB' }));
    expect(spaced(screen.getByRole('alert').textContent)).toBe(
      'Vi kan inte räkna ut hela elkostnaden med Höganäs Energi Elnät AB och 16 A, så siffrorna gäller bara elhandeln. Överföringsavgiften är 21 öre/kWh plus ett rörligt volympris som sätts varje månad och inte publiceras.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(spaced(screen.getByText(/^Elhandel:/).textContent)).toBe('Elhandel: 4 478 kr per år (373 kr per månad), utan elnätsavgift och energiskatt.');
  });

  it('an operator without a price list gets a clear line and supply-only figures', async () => {
    const { user } = setup();
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: /Mjölby Kraftnät AB/ }));
    expect(screen.getByText('Vi har inga kontrollerade avgifter för Mjölby Kraftnät AB, så siffrorna gäller bara elhandeln.')).toBeInTheDocument();
    expect(screen.getByText(/^Elhandel:/)).toBeInTheDocument();
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
    const first = render(<FullBillPanel annualKwh={5000} supply={SUPPLY} loadList={loader} initialSelection={{ tariffId: 'vattenfall-enkeltariff-e4', fuse: '16' }} />);
    await screen.findByRole('row', { name: /^Totalt/ });
    expect(totalRow()).toEqual(['13 728 kr', '1 145 kr']);
    first.unmount();

    render(<FullBillPanel annualKwh={5000} supply={SUPPLY} loadList={loader} initialSelection={{ tariffId: 'finns-inte', fuse: 99 }} />);
    expect(await screen.findByText('Vi känner inte igen elnätsbolaget som var valt. Välj ditt elnätsbolag i listan; så länge gäller siffrorna bara elhandeln.')).toBeInTheDocument();
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
