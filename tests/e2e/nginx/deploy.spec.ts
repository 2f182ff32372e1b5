import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Request, Response } from '@playwright/test';

import { deployRelease, parseTarget, releaseHost, rollbackRelease } from '../../../scripts/lib/deploy';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../../../scripts/lib/security-headers';
import { E2E_DEPLOY_NGINX_PORT } from '../support/ports';

import { expect, OUT_DIR, test } from './fixtures';
import { buildIdOf, makeNextRelease } from './next-release';
import { findNginx, startNginx, type RunningNginx } from './nginx-server';

/**
 * A deploy while a page is open, on Debian's nginx with deploy/nginx.conf and the release layout of
 * `npm run deploy` (scripts/lib/deploy.ts) in a throw-away folder: release A is out/, release B is
 * out/ as the next build would make it (a new build id, a changed chunk with a new name). What
 * docs/deploy.md promises for a page opened before a deploy:
 *
 * - a chunk it loads later (the cookie settings, loaded when opened) is still served: the new
 *   release lacks it, assets/ has it;
 * - a link it prefetched before the deploy (the header's) opens client-side, from what it holds;
 * - its next navigation to a route it had not fetched loads the new release's page in full
 *   (Next sees the new build id in the route's payload);
 * - no request fails and no console error appears on the way;
 * - `rollback` serves A's pages again, byte for byte.
 */

/** The chunk the cookie settings dialog loads when it opens (React.lazy in cookie-consent.tsx). */
function settingsChunk(): string {
  const dir = path.join(OUT_DIR, '_next', 'static', 'chunks');
  const found = readdirSync(dir).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes('"data-testid":"cookie-settings"'),
  );
  if (found.length !== 1) throw new Error(`Expected one chunk with the cookie settings dialog, found ${found.length}`);
  return `_next/static/chunks/${found[0]}`;
}

test('a deploy keeps an open page working, its next navigation loads the new release; rollback brings the old one back', async ({
  page,
  request,
}, testInfo) => {
  // Two deploys of the whole export (hashed on both sides) and a copy of it: seconds, not milliseconds.
  test.setTimeout(120_000);
  const work = mkdtempSync(path.join(tmpdir(), 'elvalet-deploy-e2e-'));
  // mkdtemp makes it private; nginx's workers (www-data when the tests run as root) must read it.
  chmodSync(work, 0o755);
  const root = path.join(work, 'site');
  const host = releaseHost(parseTarget(root));
  let server: RunningNginx | null = null;
  const failed: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  };
  // A navigation cancels the fetches of the page it leaves (net::ERR_ABORTED): no answer failed.
  const onRequestFailed = (failedRequest: Request) => {
    if (failedRequest.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${failedRequest.failure()?.errorText} ${failedRequest.url()}`);
  };
  try {
    const buildA = buildIdOf(OUT_DIR);
    const lazyChunk = settingsChunk();
    await deployRelease(host, OUT_DIR, { id: 'release-a' });
    server = await startNginx({
      nginx: findNginx()!,
      port: E2E_DEPLOY_NGINX_PORT + testInfo.parallelIndex,
      root: path.join(root, 'current'),
      assets: path.join(root, 'assets'),
    });
    const origin = server.origin;

    page.on('response', onResponse);
    page.on('requestfailed', onRequestFailed);
    // The build id is in the page's RSC payload, the file its loader fetches after the first paint
    // (scripts/lib/script-placement.ts; client navigation asks for the same file with a query).
    const loadedPayload = (pathname: string) =>
      page
        .waitForResponse((response) => {
          const url = new URL(response.url());
          return url.pathname === `${pathname}.txt` && url.search === '';
        })
        .then((response) => response.text());
    const sameDocument = () => page.evaluate(() => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy === true);

    // The page opened on release A, with the header's links prefetched (/jamfor among them).
    const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/jamfor/__next.') && response.ok());
    const payloadA = loadedPayload('/villkor');
    await page.goto(`${origin}/villkor`);
    await prefetched;
    expect(await payloadA).toContain(buildA);
    await page.evaluate(() => ((window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true));

    const next = makeNextRelease(OUT_DIR, path.join(work, 'release-b'), [lazyChunk], 'elvalet-deploy-test-b');
    expect(next.renamed.get(lazyChunk)).toBeDefined();
    const result = await deployRelease(host, next.dir, { id: 'release-b' });
    expect(result.previous).toBe('release-a');
    expect((await request.get(`${origin}/villkor`)).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(await (await request.get(`${origin}/villkor.txt`)).text()).toContain(next.buildId);
    // The live release no longer has A's chunk; the host still serves it, from assets/.
    expect(existsSync(path.join(root, 'current', lazyChunk))).toBe(false);
    expect(existsSync(path.join(root, 'assets', lazyChunk))).toBe(true);
    const fromAssets = await request.get(`${origin}/${lazyChunk}`);
    expect(fromAssets.status()).toBe(200);
    for (const [name, value] of [...SECURITY_HEADERS, ['Cache-Control', CACHE_CONTROL.immutable] as const]) {
      expect(fromAssets.headers()[name.toLowerCase()], `${name} of a chunk from assets/`).toBe(value);
    }

    // 1. The open page loads a chunk of its own release: the cookie settings open.
    const chunkResponse = page.waitForResponse((response) => response.url() === `${origin}/${lazyChunk}`);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Inställningar' }).click();
    expect((await chunkResponse).status()).toBe(200);
    const dialog = page.getByTestId('cookie-settings');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Tillbaka' }).click();
    await expect(dialog).toHaveCount(0);

    // 2. A link it prefetched before the deploy opens client-side, in the same document.
    await page.locator('header a[href="/jamfor"]:visible').first().click();
    await expect(page).toHaveURL(`${origin}/jamfor`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument()).toBe(true);

    // 3. A route it had not fetched (the footer's links are not prefetched): Next finds the new
    //    build id in the route's payload and loads the new release's page in full.
    const payloadB = loadedPayload('/integritet');
    await page.locator('footer a[href="/integritet"]').click();
    await expect(page).toHaveURL(`${origin}/integritet`);
    await expect.poll(sameDocument).toBe(false);
    const textB = await payloadB;
    expect(textB).toContain(next.buildId);
    expect(textB).not.toContain(buildA);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // 4. Rollback: A is live again, its pages byte for byte.
    expect((await rollbackRelease(host)).id).toBe('release-a');
    expect(await (await request.get(`${origin}/villkor`)).text()).toBe(readFileSync(path.join(OUT_DIR, 'villkor.html'), 'utf8'));
    const payloadAgain = loadedPayload('/integritet');
    await page.reload();
    const textAgain = await payloadAgain;
    expect(textAgain).toContain(buildA);
    expect(textAgain).not.toContain(next.buildId);

    expect(failed).toEqual([]);
  } finally {
    // The worker keeps this tab for its next test.
    page.off('response', onResponse);
    page.off('requestfailed', onRequestFailed);
    // Off the site before its server goes: the page's prefetches would meet a closed port.
    await page.goto('about:blank').catch(() => {});
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
