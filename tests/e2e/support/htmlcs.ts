import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Page } from '@playwright/test';

/**
 * HTML_CodeSniffer's WCAG 2 AA rules (the `html_codesniffer` package, the checker pa11y runs), run
 * in the page itself, beside axe: it has rules axe has not, such as H98 (an `autocomplete` value that
 * does not fit the field) and H32 (a form without a submit button). Only its errors count; its
 * warnings and notices ask for a person's judgement.
 *
 * Injected with `evaluate`, which the page's Content-Security-Policy does not govern (axe comes in
 * the same way); the page itself gets no script it did not have.
 */
const source = readFileSync(createRequire(path.join(process.cwd(), 'package.json')).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** The checker's errors on the page as 'code: message — element', none when it passes. */
export async function htmlcsErrors(page: Page, exclude?: string): Promise<string[]> {
  await page.evaluate(`${source}\n;void 0`);
  return page.evaluate(
    (excludeSelector) =>
      new Promise<string[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element;
        }
        const htmlcs = (window as unknown as { HTMLCS: { process: (...args: unknown[]) => void; getMessages: () => Message[] } }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () => {
            const describe = (element: Element) => {
              const html = element.outerHTML ?? String(element);
              return html.length > 120 ? `${html.slice(0, 120)}…` : html;
            };
            resolve(
              htmlcs
                .getMessages()
                // 1 is HTMLCS.ERROR; 2 and 3 are warnings and notices.
                .filter((message) => message.type === 1)
                .filter((message) => !(excludeSelector && message.element instanceof Element && message.element.closest(excludeSelector)))
                .map((message) => `${message.code}: ${message.msg} — ${describe(message.element)}`),
            );
          },
          () => reject(new Error('HTML_CodeSniffer failed to run')),
          'en',
        );
      }),
    exclude ?? null,
  );
}
