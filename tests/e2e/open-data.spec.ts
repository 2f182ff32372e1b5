import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { PRICE_AREAS } from '../../lib/domain/price-area';
import { parseAreaFile } from '../../lib/market/area-file';
import { bindingEndDate } from '../../lib/market/contract-end';
import { fixedLengthMonths } from '../../lib/market/offer';
import { siteConfig } from '../../lib/site';
import { OUT_DIR } from '../../scripts/lib/export-pages';
import { parseIcs } from '../support/ical';

import { axeViolations, expect, openJamfor, test, withConsentGiven } from './fixtures';

/**
 * What the site offers for feed readers and calendars, in the browser: the calendar subscription
 * on /elpris-just-nu, the contract-end reminder on a fixed offer of /jamfor and on a supplier page
 * (a file made in the browser, read back with ical.js), and the feed links on /blog.
 */

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/** A day the browser's clock is set to, so the dates a visitor may type are fixed. */
const TODAY = new Date('2026-11-28T12:00:00+01:00');
const START = '2026-05-01';

async function downloadReminder(page: Page, scope: ReturnType<Page['getByTestId']>) {
  const downloaded = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Ladda ner kalenderfil (.ics)' }).click();
  const download = await downloaded;
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('/elpris-just-nu offers each area’s calendar to subscribe to (webcal and https), and the file is a calendar', async ({ page, request }) => {
  await page.goto('/elpris-just-nu');
  const section = page.getByTestId('calendar-subscribe');
  await expect(section.getByRole('heading', { name: 'Prenumerera i din kalender' })).toBeVisible();
  for (const area of PRICE_AREAS) {
    const https = `${siteConfig.url}/data/kalender/${area}.ics`;
    await expect(section.getByTestId(`ics-${area}`)).toHaveAttribute('href', https);
    await expect(section.getByTestId(`webcal-${area}`)).toHaveAttribute('href', https.replace(/^https?:\/\//, 'webcal://'));
  }
  const response = await request.get('/data/kalender/SE3.ics');
  expect(response.ok()).toBe(true);
  const calendar = parseIcs(await response.text());
  expect(calendar.events.length).toBeGreaterThan(0);
  expect(calendar.events.every((event) => /^Billigaste (timmen|[23] timmarna) i SE3: /.test(event.summary))).toBe(true);
});

test('a fixed offer’s card makes a reminder file for the end of its binding period; bad input gets a Swedish message and is kept', async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await openJamfor(page, '/jamfor?type=fast');
  const card = page.getByTestId('offer-card').first();
  // The server's first page lists every type; the island then applies ?type=fast.
  await expect(card.getByTestId('offer-type')).toHaveText(/^Fast pris/);
  const offerId = (await card.getAttribute('data-offer-id'))!;
  const type = offerId.match(/-(fast-(?:6-man|[1-5]-ar))$/)?.[1];
  expect(type, offerId).toBeTruthy();
  const months = fixedLengthMonths(type as Parameters<typeof fixedLengthMonths>[0])!;

  await card.getByText('Visa detaljer').click();
  const reminder = card.getByTestId('contract-end-reminder');
  await reminder.getByText('Påminn mig innan bindningstiden slutar').click();
  const field = reminder.getByLabel('Avtalets startdatum');

  await field.fill('2020-01-01');
  await reminder.getByRole('button', { name: 'Ladda ner kalenderfil (.ics)' }).click();
  await expect(reminder.getByRole('alert')).toContainText('Med det startdatumet slutade bindningstiden');
  await expect(field).toHaveValue('2020-01-01');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page, '[data-testid="contract-end-reminder"]')).toEqual([]);

  await field.fill(START);
  const { name, text } = await downloadReminder(page, reminder);
  const end = bindingEndDate(START, months);
  expect(name).toBe(`bindningstid-${offerId}-${end}.ics`);
  const [event] = parseIcs(text).events;
  expect(event).toMatchObject({ startDate: end, uid: `bindningstid-${offerId}-${START}@${new URL(page.url()).hostname}` });
  expect(event!.alarms.map((alarm) => alarm.trigger)).toEqual(['-P60D']);
  await expect(reminder.getByRole('status')).toContainText('Sista dagen med bindningstid');
  await expect(reminder.getByRole('alert')).toHaveCount(0);
});

test('a supplier page with fixed contracts offers the reminder for each length', async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  const area = parseAreaFile(JSON.parse(readFileSync(path.join(OUT_DIR, 'data', 'elavtal', 'se3.json'), 'utf8')), 'SE3');
  if (!area) throw new Error('out/data/elavtal/se3.json is not a valid area file');
  const lengths = new Map<string, Set<number>>();
  for (const offer of area.offers) {
    const months = fixedLengthMonths(offer.type);
    if (months !== null) lengths.set(offer.supplierSlug, (lengths.get(offer.supplierSlug) ?? new Set()).add(months));
  }
  const [slug] = [...lengths.entries()].sort((a, b) => b[1].size - a[1].size)[0]!;
  await page.goto(`/leverantor/${slug}`);
  const reminder = page.getByTestId('contract-end-reminder');
  await reminder.getByText('Påminn mig innan bindningstiden slutar').click();
  const choice = reminder.getByLabel('Avtal', { exact: true });
  // The form loads when the reminder is first opened.
  await expect(choice).toBeVisible();
  const options = await choice.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(1);
  const last = options.at(-1)!;
  await choice.selectOption({ label: last });
  await reminder.getByLabel('Avtalets startdatum').fill(START);
  const { text } = await downloadReminder(page, reminder);
  const [event] = parseIcs(text).events;
  expect(event!.summary).toContain(last);
});

test('/blog links its Atom feed in the head and on the page', async ({ page, request }) => {
  await page.goto('/blog');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${siteConfig.url}/blog/feed.xml`);
  const link = page.getByTestId('feed-link').getByRole('link', { name: 'Prenumerera på bloggen med RSS' });
  await expect(link).toHaveAttribute('href', '/blog/feed.xml');
  const feed = await request.get('/blog/feed.xml');
  expect(feed.ok()).toBe(true);
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
});
