import { CACHE_CONTROL, SECURITY_HEADERS } from '../../../scripts/lib/security-headers';

import { expect, httpTest as test } from './fixtures';

/**
 * The published data over nginx with deploy/nginx.conf: any site may read /data/* (the JSON
 * files, their schemas, the CSV and the calendars; a script on another origin gets the answer),
 * the pages stay same-origin, and the calendars and feeds arrive with their own content types.
 */

const OTHER_ORIGIN = 'https://hemautomation.example';

test('a /data file answers a cross-origin read; a page does not', async ({ request }) => {
  for (const file of [
    '/data/elavtal/se3.json',
    '/data/elnatsavgifter.json',
    '/data/elnatsavgifter.schema.json',
    '/data/elpris-historik/SE3.csv',
    '/data/kalender/SE3.ics',
  ]) {
    const response = await request.get(file, { headers: { origin: OTHER_ORIGIN } });
    expect(response.status(), file).toBe(200);
    expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    expect(response.headers()['cache-control'], file).toBe(CACHE_CONTROL.data);
    for (const [name, value] of SECURITY_HEADERS) expect(response.headers()[name.toLowerCase()], `${name} on ${file}`).toBe(value);
  }
  const page = await request.get('/oppna-data', { headers: { origin: OTHER_ORIGIN } });
  expect(page.status()).toBe(200);
  expect(page.headers()['access-control-allow-origin']).toBeUndefined();
  // A missing file is the 404 page, without the data rule.
  expect((await request.get('/data/finns-inte.json')).status()).toBe(404);
});

test('the calendars are text/calendar and the feeds Atom, in UTF-8', async ({ request }) => {
  const calendar = await request.get('/data/kalender/SE1.ics');
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  for (const feed of ['/blog/feed.xml', '/energinyheter/feed.xml']) {
    const response = await request.get(feed);
    expect(response.status(), feed).toBe(200);
    expect(response.headers()['content-type'], feed).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers()['cache-control'], feed).toBe(CACHE_CONTROL.data);
    for (const [name, value] of SECURITY_HEADERS) expect(response.headers()[name.toLowerCase()], `${name} on ${feed}`).toBe(value);
  }
  expect((await request.get('/data/elnatsavgifter.json')).headers()['content-type']).toBe('application/json; charset=utf-8');
});
