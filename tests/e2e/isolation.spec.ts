import { expect, test } from './fixtures';

/**
 * Each worker reuses one context and tab between tests (playwright.config.ts, `reuseContext`), so
 * this spec proves the reset every other spec relies on. Its two tests run in order in one worker:
 * the first leaves behind what a visitor's choices and a test can leave (a cookie choice, storage,
 * a cookie, a granted permission, an init script, a route, a frozen clock); the second must find
 * none of it, as in a new context. If Playwright's reset ever misses one, this fails.
 */
test.describe.configure({ mode: 'serial' });

/** The clipboard permission before the first test granted it (same worker, so this survives). */
let permissionBefore = '';

const clipboardPermission = () => navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((status) => status.state);

test('a test may leave a cookie choice, storage, a cookie, a permission, a script, a route and a clock', async ({ page, context, baseURL }) => {
  await page.goto('/');
  permissionBefore = await page.evaluate(clipboardPermission);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Acceptera alla' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await page.evaluate(() => {
    window.localStorage.setItem('elvalet-isolation', 'kvar');
    window.sessionStorage.setItem('elvalet-isolation', 'kvar');
  });
  await context.addCookies([{ name: 'elvalet-isolation', value: 'kvar', url: baseURL! }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.assign(window, { elvaletIsolation: 'kvar' }));
  await page.route('**/villkor', (route) => route.fulfill({ body: 'kvar', contentType: 'text/plain' }));
  await page.clock.install({ time: new Date('2020-01-01T12:00:00+01:00') });
  // Paused, as the toast test leaves it: Playwright's reset then had a stale script of the clock
  // load into the next test's pages (tests/e2e/fixtures.ts, `contextReset`).
  await page.clock.pauseAt(new Date('2020-01-01T12:01:00+01:00'));
  await page.reload();
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(2020);
  expect(await page.evaluate(clipboardPermission)).toBe('granted');
});

test('the next test in the worker finds none of it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  const left = await page.evaluate(() => ({
    local: window.localStorage.getItem('elvalet-isolation'),
    session: window.sessionStorage.getItem('elvalet-isolation'),
    consent: window.localStorage.getItem('cookie-consent'),
    cookie: document.cookie,
    script: (window as unknown as { elvaletIsolation?: string }).elvaletIsolation ?? null,
    year: new Date().getFullYear(),
  }));
  expect(left).toEqual({ local: null, session: null, consent: null, cookie: '', script: null, year: new Date().getFullYear() });
  expect(await page.evaluate(clipboardPermission)).toBe(permissionBefore);
  const villkor = await page.goto('/villkor');
  expect(await villkor?.text()).not.toBe('kvar');
  // The clock is gone, not half gone: this test can install its own, and its pages run no script left by the last one.
  await page.clock.install({ time: new Date('2021-06-01T12:00:00+02:00') });
  await page.goto('/');
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(2021);
});
