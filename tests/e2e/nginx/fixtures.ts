import path from 'node:path';

import {
  test as playwrightTest,
  type Fixtures,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
} from '@playwright/test';

import { expect, test as browserTest } from '../fixtures';
import { E2E_NGINX_PORT } from '../support/ports';

import { findNginx, startNginx, type RunningNginx } from './nginx-server';

/**
 * Fixtures of the 'nginx' project: the export in out/ served by Debian's nginx with the committed
 * deploy/nginx.conf (./nginx-server.ts), one nginx per worker, started before the worker's first
 * test and stopped after its last.
 *
 * - `test`: pages in Chromium, with the shared fixtures (console errors, the spot-price API
 *   stand-in) and `csp`, which fails a test on any Content-Security-Policy violation.
 * - `httpTest`: HTTP requests only (`request`), no browser.
 *
 * Without nginx the project's tests are skipped with that reason (outside CI) and fail in CI,
 * where .ci/run installs it.
 */

export const OUT_DIR = path.resolve(__dirname, '..', '..', '..', 'out');

const MISSING_NGINX = "nginx is not installed (Debian: apt-get install nginx; .ci/run installs it), so the 'nginx' project is skipped";

export interface CspReport {
  /** 'event': a securitypolicyviolation event in the page; 'console': a console line about CSP. */
  via: 'event' | 'console';
  page: string;
  detail: string;
}

export interface CspWatch {
  /** Violations and CSP console lines so far, on every page of the test. */
  readonly reports: readonly CspReport[];
  /**
   * Declares reports this test provokes on purpose (matched on `detail`); each declaration must
   * match at least one report, or the test fails (it would no longer test what it says).
   */
  expect(pattern: RegExp, why: string): void;
}

let warnedMissing = false;

type NginxTestArgs = { nginx: RunningNginx };
type NginxWorkerArgs = { nginxServer: RunningNginx | null };

const nginxFixtures: Fixtures<NginxTestArgs, NginxWorkerArgs, PlaywrightTestArgs & PlaywrightTestOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions> = {
  nginxServer: [
    async ({}, provide, workerInfo) => {
      const binary = findNginx();
      if (!binary) {
        if (process.env.CI) throw new Error(`${MISSING_NGINX.replace(", so the 'nginx' project is skipped", '')}; in CI the 'nginx' project must run.`);
        if (!warnedMissing) console.warn(`⚠ ${MISSING_NGINX}.`);
        warnedMissing = true;
        await provide(null);
        return;
      }
      const server = await startNginx({ nginx: binary, port: E2E_NGINX_PORT + workerInfo.parallelIndex, root: OUT_DIR });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  nginx: [
    async ({ nginxServer }, provide, testInfo) => {
      testInfo.skip(nginxServer === null, MISSING_NGINX);
      await provide(nginxServer!);
    },
    { auto: true },
  ],
  baseURL: async ({ nginxServer, baseURL }, provide) => {
    await provide(nginxServer?.origin ?? baseURL);
  },
};

export const httpTest = playwrightTest.extend<NginxTestArgs, NginxWorkerArgs>(nginxFixtures);

export const test = browserTest.extend<NginxTestArgs & { csp: CspWatch }, NginxWorkerArgs>({
  ...(nginxFixtures as Fixtures<NginxTestArgs, NginxWorkerArgs>),
  csp: [
    async ({ context }, provide) => {
      const reports: CspReport[] = [];
      await context.exposeBinding('__elvaletCspViolation', ({ page }, detail: string) => {
        reports.push({ via: 'event', page: page.url(), detail });
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __elvaletCspViolation(detail: string): void }).__elvaletCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || event.documentURI}:${event.lineNumber}` +
              (event.sample ? ` sample: ${event.sample}` : ''),
          );
        });
      });
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) {
          reports.push({ via: 'console', page: message.location().url, detail: `${message.type()}: ${message.text()}` });
        }
      });
      const declared: { pattern: RegExp; why: string }[] = [];
      await provide({
        get reports() {
          return reports;
        },
        expect(pattern, why) {
          declared.push({ pattern, why });
        },
      });
      const unexpected = reports.filter((report) => !declared.some(({ pattern }) => pattern.test(report.detail)));
      expect(unexpected, 'Content-Security-Policy violations and CSP console lines').toEqual([]);
      const neverSeen = declared.filter(({ pattern }) => !reports.some((report) => pattern.test(report.detail))).map(({ why }) => why);
      expect(neverSeen, 'declared CSP reports that never appeared').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
