import type { Page } from '@playwright/test';

import { axeViolations, expect, test, withConsentGiven, openJamfor } from './fixtures';
import { calculator } from './pages/calculator';
import { jamfor } from './pages/jamfor';
import { hiddenColumns } from './support/layout-checks';

/**
 * The results layout (docs/architecture.md, "Screens"): compact /jamfor cards with their details behind
 * 'Visa detaljer', sticky filters, results brought into view and focused, no table column hidden on
 * a phone, and chart labels of at least 12 px as rendered.
 */

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** The sticky site header (h-16). */
const HEADER_PX = 64;

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

const cards = (page: Page) => page.getByTestId('offer-card');
const resultsHeading = (page: Page) => page.locator('#jamfor-resultat');
const filters = (page: Page) => page.getByTestId('compare-controls');

/** Scrolls at once (the site scrolls smoothly by CSS, which would make positions lag). */
async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`/jamfor at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("'Visa detaljer' opens and closes the cost sum; the card's face shows the jämförpris", async ({ page }) => {
      await openJamfor(page, '/jamfor');
      const card = cards(page).first();
      // The face: cost per month, jämförpris (also on a phone) and binding, fully on screen.
      for (const id of ['monthly-cost', 'comparison-price', 'binding']) {
        const cell = card.getByTestId(id);
        await expect(cell).toBeVisible();
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }

      const breakdown = card.getByTestId('cost-breakdown');
      const summary = card.getByTestId('offer-details').locator(':scope > summary');
      await expect(breakdown).toBeHidden();
      // Named with the offer, so a screen reader user knows whose details open.
      await expect(summary).toHaveAccessibleName(/^Visa detaljer om \S/);
      await summary.click();
      await expect(breakdown).toBeVisible();
      await expect(breakdown).toContainText('Så räknar vi:');
      await expect(card.getByRole('table')).toBeVisible();
      await expect(summary).toHaveAccessibleName(/^Dölj detaljer om \S/);
      // The opened card (the page around it is the template's first view, templates.spec.ts).
      expect(await axeViolations(page, '[data-testid="offer-card"]:has(details[open])')).toEqual([]);

      // By keyboard: the summary is focusable and Enter toggles it.
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(breakdown).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(breakdown).toBeVisible();
    });

    test('after a search the result is scrolled into view and its heading has focus', async ({ page }) => {
      await openJamfor(page, '/jamfor');
      await jamfor.postcode(page).fill('41301');
      if (viewport === PHONE) await expect(resultsHeading(page)).not.toBeInViewport();
      await jamfor.search(page).click();
      await expect(resultsHeading(page)).toHaveText(/postnummer 413 01/);
      await expect(resultsHeading(page)).toBeFocused();
      await expect(resultsHeading(page)).toBeInViewport();
      // Not under the sticky header once the smooth scroll has ended.
      await expect.poll(async () => (await resultsHeading(page).boundingBox())!.y).toBeGreaterThanOrEqual(HEADER_PX);
    });
  });
}

test.describe('/jamfor at 1280 × 800', () => {
  test.use({ viewport: DESKTOP });

  test('at least four offer cards fit one screen', async ({ page }) => {
    await openJamfor(page, '/jamfor');
    expect(await cards(page).count()).toBeGreaterThanOrEqual(4);
    const firstTop = await cards(page)
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollTo(page, firstTop - HEADER_PX - 16);
    const fullyShown = await cards(page).evaluateAll(
      (els, header) =>
        els.filter((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= header && box.bottom <= window.innerHeight;
        }).length,
      HEADER_PX,
    );
    expect(fullyShown).toBeGreaterThanOrEqual(4);
  });

  test('the filters stay in view while the list scrolls', async ({ page }) => {
    await openJamfor(page, '/jamfor');
    const form = filters(page);
    // The furthest the page can scroll with the form still wholly stuck: it cannot leave the grid
    // it sits in, which ends with the list. The cards are drawn as they near the screen (their
    // reserved height is an estimate: render-later), so the grid's end is measured again after
    // each scroll until it stays put.
    const measure = () =>
      form.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { formTop: box.top + window.scrollY, formHeight: box.height, gridBottom: el.parentElement!.getBoundingClientRect().bottom + window.scrollY };
      });
    const start = await measure();
    let { formHeight, gridBottom } = start;
    for (let tries = 0; tries < 5; tries += 1) {
      await scrollTo(page, gridBottom - formHeight - 80 - 8);
      // The browser decides which cards near the screen in its next frames.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const again = await measure();
      if (again.gridBottom === gridBottom) break;
      ({ formHeight, gridBottom } = again);
    }
    // A real scroll, well past where the form starts.
    expect(gridBottom - formHeight - 80 - 8 - start.formTop).toBeGreaterThan(300);
    const box = (await form.boundingBox())!;
    // 80 px below the top (under the 64 px header) while the panel fits the screen; a taller panel
    // sticks by its bottom edge, 16 px above the screen's, so no control is cut off.
    const stickyTop = Math.min(80, DESKTOP.height - box.height - 16);
    expect(box.y).toBeCloseTo(stickyTop, 0);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    if (stickyTop === 80) await expect(page.getByRole('button', { name: 'Sök', exact: true })).toBeInViewport();
    await expect(form.getByText('Miljö, ursprung och leverantör')).toBeInViewport();
  });
});

test.describe('/kalkylator', () => {
  test.use({ viewport: PHONE });

  /** Fills the form, calculates, and returns the result's heading once it has focus. */
  async function calculate(page: Page) {
    await calculator.open(page);
    await calculator.calculateWith(page, { kwh: '12 000', price: '100' });
    const heading = calculator.resultHeading(page);
    await expect(heading).toBeFocused();
    return heading;
  }

  test('a calculation scrolls the result into view and focuses its heading', async ({ page }) => {
    const heading = await calculate(page);
    await expect(heading).toBeInViewport();
  });

  test('with reduced motion the result is there at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const heading = await calculate(page);
    // No animation: the page is already where the result starts when focus arrives.
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(HEADER_PX);
    expect(top).toBeLessThan(PHONE.height);
  });
});

test.describe('tables on a phone', () => {
  test.use({ viewport: PHONE });

  test('the supplier page shows every jämförpris column or says how to scroll to it', async ({ page }) => {
    // Axe over this page, and the layout rules at 375 px: templates.spec.ts (its supplier page is this one).
    await page.goto('/leverantor/vattenfall');
    const region = page.getByRole('region', { name: /^Alla avtal i SE1: elpris, fast avgift och jämförpris/ });
    await expect(region).toBeVisible();
    // The table is wider than a phone: the region scrolls and the hint says so.
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(page.getByText('svep i sidled för att se alla kolumner').first()).toBeVisible();
    expect(await hiddenColumns(page)).toEqual([]);
  });

  test("the optimisation 'Tidsschema' table shows the Besparing column without scrolling", async ({ page }) => {
    await page.goto('/optimering');
    await page.getByRole('tab', { name: 'Tidsschema' }).click();
    const saving = page.getByRole('columnheader', { name: /^Besparing/ });
    await expect(saving).toBeVisible();
    const box = (await saving.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await hiddenColumns(page)).toEqual([]);
  });

  // Every template's first view on a phone (/elnat, the city pages, …): templates.spec.ts. Here a
  // state it does not show: an offer card's details opened.
  test('/jamfor hides no column of an opened offer card', async ({ page }) => {
    await openJamfor(page, '/jamfor');
    await cards(page).first().getByTestId('offer-details').locator(':scope > summary').click();
    await expect(cards(page).first().locator('table').first()).toBeVisible();
    expect(await hiddenColumns(page)).toEqual([]);
  });
});

// Chart labels of at least 12 px as rendered, at 1280 and 375 px, on every template with a chart:
// tests/e2e/nginx/templates.spec.ts (smallChartLabels in tests/e2e/support/layout-checks.ts).
