import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { ReportButton } from '@/components/report/report-button';
import { reportProps } from '@/lib/reports/report';

import { OFFER_REPORT as OFFER } from '../reports/fixtures';

const sendReport = jest.fn();
let stored = false;
jest.mock('@/lib/reports/submit', () => ({
  reportsStored: () => stored,
  sendReport: (...args: unknown[]) => sendReport(...args),
}));

// jsdom has <dialog> but not its modal methods; the browser's are tested in tests/e2e/report.spec.ts.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  sendReport.mockReset();
  stored = false;
});

const dialog = () => screen.findByRole('dialog', { name: 'Rapportera fel' });
const body = (href: string | null) => new URL(href ?? '').searchParams.get('body') ?? '';

describe('Rapportera fel', () => {
  it('is a mailto: link with the subject filled in before JavaScript runs', () => {
    const html = renderToString(<ReportButton {...reportProps(OFFER, 'kontakt@elvalet.se')} />);
    const href = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(href.startsWith('mailto:kontakt@elvalet.se?')).toBe(true);
    expect(body(href)).toContain('Id: se3-tibber-kvartsprisavtal-lopande-se3-kvartspris');
    expect(html).toContain('Rapportera fel');
  });

  it('opens the form prefilled; without the database, the e-mail link carries the text; closing keeps the text', async () => {
    const user = userEvent.setup();
    render(<ReportButton {...reportProps(OFFER, 'kontakt@elvalet.se')} />);
    await user.click(screen.getByRole('button', { name: 'Rapportera fel i Tibber – Kvartsprisavtal löpande SE3' }));
    const form = await dialog();
    expect(within(form).getByTestId('report-id')).toHaveTextContent(OFFER.id);
    expect(within(form).getByText('25 juli 2026')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Skicka rapport' })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Vad är fel?' }), 'Påslaget är fel.');
    expect(body(within(form).getByRole('link', { name: 'Skicka med e-post' }).getAttribute('href'))).toMatch(/^Påslaget är fel\.\n\nGäller: Tibber/);

    await user.click(within(form).getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Rapportera fel/ }));
    expect(within(await dialog()).getByRole('textbox', { name: 'Vad är fel?' })).toHaveValue('Påslaget är fel.');
  });

  it('with the database: an empty text is explained, a failure keeps the text and offers e-mail, a success thanks and clears', async () => {
    stored = true;
    const user = userEvent.setup();
    render(<ReportButton {...reportProps(OFFER, 'kontakt@elvalet.se')} />);
    await user.click(screen.getByRole('button', { name: /Rapportera fel/ }));
    const form = await dialog();
    const field = within(form).getByRole('textbox', { name: 'Vad är fel?' });

    await user.click(within(form).getByRole('button', { name: 'Skicka rapport' }));
    expect(within(form).getByTestId('report-status')).toHaveTextContent('Skriv vad som är fel');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sendReport).not.toHaveBeenCalled();

    sendReport.mockResolvedValueOnce('failed');
    await user.type(field, 'Fel pris.');
    await user.click(within(form).getByRole('button', { name: 'Skicka rapport' }));
    await waitFor(() => expect(within(form).getByTestId('report-status')).toHaveTextContent('Rapporten kunde inte skickas. Din text finns kvar'));
    expect(field).toHaveValue('Fel pris.');
    expect(sendReport).toHaveBeenCalledWith(OFFER, 'Fel pris.', '/');
    expect(body(within(form).getByRole('link', { name: 'Skicka med e-post i stället' }).getAttribute('href'))).toMatch(/^Fel pris\./);

    sendReport.mockResolvedValueOnce('sent');
    await user.click(within(form).getByRole('button', { name: 'Skicka rapport' }));
    await waitFor(() => expect(within(form).getByTestId('report-status')).toHaveTextContent('Tack! Rapporten är skickad.'));
    expect(field).toHaveValue('');
  });
});
