import type { Page } from '@playwright/test';

import { expect, openJamfor, test, withConsentGiven } from './fixtures';

import { E2E_MOCK_PORT } from './support/ports';
import { startPostgrestMock, type PostgrestMock } from './support/postgrest-mock';

/**
 * 'Rapportera fel' with the remote database on (docs/rules/transparency.md, "Reporting an error"),
 * against out-live/, the export built with Supabase pointing at the PostgREST stand-in
 * (tests/e2e/support/live-build.ts): the report goes to report_error() with what the form filled in
 * and the text; a refused or failed call keeps the text and offers the e-mail link with it. The
 * stand-in's port is built into out-live/, so the 'live' project runs one spec at a time.
 */

test.describe.configure({ mode: 'serial' });

let mock: PostgrestMock;

test.beforeAll(async () => {
  mock = await startPostgrestMock(E2E_MOCK_PORT);
});

test.afterAll(async () => {
  await mock?.close();
});

test.beforeEach(async ({ page }) => {
  mock.calls.length = 0;
  mock.rpcAnswer = { kind: 'ok' };
  await withConsentGiven(page);
});

async function openReport(page: Page) {
  await openJamfor(page);
  const card = page.getByTestId('offer-card').first();
  const id = (await card.getAttribute('data-offer-id'))!;
  await card.getByRole('button', { name: /^Rapportera fel/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rapportera fel' });
  return { id, dialog, field: dialog.getByRole('textbox', { name: 'Vad är fel?' }), send: dialog.getByRole('button', { name: 'Skicka rapport' }) };
}

test('a report is stored through report_error with the offer, area, date, page and text', async ({ page }) => {
  const { id, dialog, field, send } = await openReport(page);
  await field.fill('  Fast avgift 49 kr/mån, inte 39.  ');
  await send.click();
  await expect(dialog.getByTestId('report-status')).toHaveText(/^Tack! Rapporten är skickad\./);
  await expect(field).toHaveValue('');
  expect(mock.calls).toHaveLength(1);
  expect(mock.calls[0]).toEqual({
    name: 'report_error',
    body: {
      p_subject_kind: 'offer',
      p_subject_id: id,
      p_area: 'SE3',
      p_data_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      p_page: '/jamfor',
      p_message: 'Fast avgift 49 kr/mån, inte 39.',
    },
  });
});

test('an empty text is explained and nothing is sent', async ({ page }) => {
  const { dialog, send } = await openReport(page);
  await send.click();
  await expect(dialog.getByTestId('report-status')).toHaveText('Skriv vad som är fel, till exempel vilket pris eller villkor som inte stämmer.');
  expect(mock.calls).toHaveLength(0);
});

for (const [what, status] of [
  ['a refused call (the rate limit, HTTP 429)', 429],
  ['a failing database (HTTP 500)', 500],
] as const) {
  test(`${what} keeps the typed text and offers the e-mail link with it`, async ({ page, consoleErrors }) => {
    consoleErrors.expect(new RegExp(`^Failed to load resource: the server responded with a status of ${status} `), `the stand-in answers ${status}`);
    mock.rpcAnswer = { kind: 'error', status };
    const { dialog, field, send } = await openReport(page);
    await field.fill('Elpriset stämmer inte.');
    await send.click();
    await expect(dialog.getByTestId('report-status')).toHaveText(
      'Rapporten kunde inte skickas. Din text finns kvar: försök igen, eller skicka den med e-post.',
    );
    await expect(field).toHaveValue('Elpriset stämmer inte.');
    const href = await dialog.getByRole('link', { name: 'Skicka med e-post i stället' }).getAttribute('href');
    expect(new URL(href!).searchParams.get('body')).toMatch(/^Elpriset stämmer inte\.\n\nGäller: /);
    expect(mock.calls).toHaveLength(1);

    // Sent again once the database answers: the same text goes.
    mock.rpcAnswer = { kind: 'ok' };
    await send.click();
    await expect(dialog.getByTestId('report-status')).toHaveText(/^Tack!/);
    expect(mock.calls.map((call) => (call.body as { p_message: string }).p_message)).toEqual(['Elpriset stämmer inte.', 'Elpriset stämmer inte.']);
  });
}
