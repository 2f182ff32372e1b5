import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ElnatTable } from '@/components/grid/elnat-table';
import { buildElnatRows, filterElnatRows, sortElnatRows, type ElnatOperatorInput } from '@/lib/grid/elnat-table';

import { EON_SYD, ELLEVIO, HOGANAS, KRAFTRINGEN, MALARENERGI_EFFEKT, VATTENFALL_E4, VATTENFALL_T4 } from './tariff-fixtures';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();
const url = (id: string) => `https://example.se/${id}`;

const OPERATORS: ElnatOperatorInput[] = [
  {
    id: 'vattenfall',
    name: 'Vattenfall',
    feeInfoUrl: url('vattenfall'),
    tariffs: [
      { ...VATTENFALL_E4, notes: ['Rättad.'] },
      { ...VATTENFALL_T4, notes: [] },
    ],
  },
  { id: 'ellevio', name: 'Ellevio', feeInfoUrl: url('ellevio'), pagePath: '/elnat/ellevio', tariffs: [{ ...ELLEVIO, notes: [] }] },
  { id: 'hoganas', name: 'Höganäs Energi Elnät AB', feeInfoUrl: url('hoganas'), tariffs: [{ ...HOGANAS, notes: [] }] },
  { id: 'e-on', name: 'E.ON', feeInfoUrl: url('eon'), tariffs: [{ ...EON_SYD, notes: [] }] },
  { id: 'kraftringen', name: 'Kraftringen', feeInfoUrl: url('kraftringen'), tariffs: [{ ...KRAFTRINGEN, notes: [] }] },
  { id: 'mjolby', name: 'Mjölby Kraftnät AB', feeInfoUrl: url('mjolby'), tariffs: [] },
];

describe('the /elnat rows', () => {
  const rows = buildElnatRows(OPERATORS);
  const byId = (id: string) => rows.find((row) => row.id === id);

  it('finds rows by operator name or variant, folding case, accents and punctuation', () => {
    expect(filterElnatRows(rows, 'hoganas').map((row) => row.id)).toEqual(['hoganas-energi-elnat-ab']);
    expect(filterElnatRows(rows, 'eon').map((row) => row.id)).toEqual(['e-on-syd']);
    expect(filterElnatRows(rows, 'VATTENFALL').map((row) => row.id)).toEqual(['vattenfall-enkeltariff-e4', 'vattenfall-tidstariff-t4']);
    expect(filterElnatRows(rows, '  ')).toBe(rows);
    expect(filterElnatRows(rows, 'tibber')).toEqual([]);
  });

  it('has one row per tariff and one per operator without tariffs, in Swedish name order', () => {
    expect(rows.map((row) => row.id)).toEqual([
      'e-on-syd',
      'ellevio',
      'hoganas-energi-elnat-ab',
      'kraftringen',
      'mjolby',
      'vattenfall-enkeltariff-e4',
      'vattenfall-tidstariff-t4',
    ]);
  });

  it('formats each cell and keeps a numeric sort key', () => {
    expect(byId('ellevio')).toMatchObject({
      fixed16: { text: '4\u202F380', sort: 4380 },
      fixed25: { text: '4\u202F380', sort: 4380 },
      transfer: { text: '6,25', note: null, sort: 6.25 },
      power: { text: 'Ja', note: '81,25\u00A0kr/kW', sort: 81.25 },
      status: 'source',
      fromDate: '2025-01-01',
    });
    expect(byId('e-on-syd')).toMatchObject({
      fixed16: { text: '7\u202F095', note: '2\u202F580 vid högst 8\u202F000 kWh/år', sort: 7095 },
      transfer: { text: '30,7', note: '87,15 vid högst 8\u202F000 kWh/år', sort: 30.7 },
      power: { text: 'Nej', sort: 0 },
    });
    expect(byId('vattenfall-tidstariff-t4')?.transfer).toEqual({ text: '26,8–67,0', note: 'tidstariff', sort: 26.8 });
    expect(byId('kraftringen')?.transfer).toEqual({ text: '20,0 + 5\u00A0%', note: 'av spotpriset', sort: 20 });
    expect(byId('hoganas-energi-elnat-ab')).toMatchObject({ transfer: { text: 'Okänd', sort: null }, status: 'partly-unknown' });
    expect(byId('vattenfall-enkeltariff-e4')?.status).toBe('corrected');
    expect(byId('mjolby')).toMatchObject({ fixed16: { text: 'Okänd' }, fromDate: null, status: 'missing' });
  });

  it('a list for 80 A and up says so in every cell; a list dated more than a year before the source read it may have changed', () => {
    const [effekt] = buildElnatRows([
      { id: 'malarenergi', name: 'Mälarenergi', feeInfoUrl: url('malarenergi'), tariffs: [{ ...MALARENERGI_EFFEKT, notes: [] }] },
    ]);
    const cell = { text: '–', note: 'gäller från 80\u00A0A', sort: null };
    expect(effekt).toMatchObject({ fixed16: cell, fixed20: cell, fixed25: cell, transfer: cell, power: cell });
    const dated = buildElnatRows(OPERATORS, '2025-10-27');
    // E.ON Syd's list is from 1 August 2024, more than a year before 27 October 2025.
    expect(dated.find((row) => row.id === 'e-on-syd')?.fromDateNote).toBe('kan ha ändrats');
    expect(dated.find((row) => row.id === 'ellevio')?.fromDateNote).toBeNull();
  });

  it('sorts numbers both ways and keeps unknown values last', () => {
    const cheapest = sortElnatRows(rows, 'fixed16', 'asc').map((row) => row.id);
    // 4 125 (Höganäs) < 4 380 (Ellevio) < 5 050 (Vattenfall ×2) < 7 095 (E.ON Syd) < 8 220 (Kraftringen); Mjölby unknown.
    expect(cheapest).toEqual([
      'hoganas-energi-elnat-ab',
      'ellevio',
      'vattenfall-enkeltariff-e4',
      'vattenfall-tidstariff-t4',
      'e-on-syd',
      'kraftringen',
      'mjolby',
    ]);
    expect(sortElnatRows(rows, 'fixed16', 'desc').map((row) => row.id)).toEqual([
      'kraftringen',
      'e-on-syd',
      'vattenfall-enkeltariff-e4',
      'vattenfall-tidstariff-t4',
      'ellevio',
      'hoganas-energi-elnat-ab',
      'mjolby',
    ]);
    expect(sortElnatRows(rows, 'transfer', 'asc').at(-1)?.id).toBe('mjolby');
    expect(sortElnatRows(rows, 'power', 'desc')[0]?.id).toBe('ellevio');
  });
});

describe('ElnatTable', () => {
  const rows = buildElnatRows(OPERATORS);
  const names = () =>
    within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => spaced(within(cell).getByRole('link').textContent));

  it('shows the rows by name, links each operator to its page here (else its price page), and sorts by a column', async () => {
    const user = userEvent.setup();
    render(<ElnatTable rows={rows} caption="Elnätsavgifter" />);
    expect(screen.getByRole('region', { name: 'Elnätsavgifter' })).toHaveAttribute('tabindex', '0');
    expect(names()[0]).toBe('E.ON');
    expect(screen.getByRole('link', { name: 'Ellevio' })).toHaveAttribute('href', '/elnat/ellevio');
    expect(screen.getByRole('link', { name: 'Ellevio' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'Kraftringen' })).toHaveAttribute('href', 'https://example.se/kraftringen');
    expect(screen.getByRole('link', { name: 'Kraftringen' })).toHaveAttribute('rel', 'noopener');

    const header = screen.getByRole('columnheader', { name: /16 A/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names().slice(0, 3)).toEqual(['Höganäs Energi Elnät AB', 'Ellevio', 'Vattenfall']);
    expect(screen.getByText(/^Sorterad efter/)).toHaveTextContent('Sorterad efter fast avgift 16 A, lägst först.');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Kraftringen');
    expect(names().at(-1)).toBe('Mjölby Kraftnät AB');
  });
});
