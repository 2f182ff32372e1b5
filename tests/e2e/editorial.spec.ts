import monthlyAverages from '../../content/data/spot/monthly-averages.json';
import { blogCollection, guideCollection } from '../../lib/content/editorial/collections';
import { formatNumber } from '../../lib/format';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';

/**
 * The editorial pages as a reader meets them: filter the blog by
 * 'Tips', read an article and a guide, jump to a school section from a deep link, subscribe with
 * a bad then a good address, and the not-found page for malformed slugs.
 */

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

// Axe runs once per template in nginx/templates.spec.ts; here only on states a first view does not show.

test("the blog filters by 'Tips' with a link per chip", async ({ page }) => {
  const tips = blogCollection.all().filter((article) => article.category === 'Tips');
  expect(tips.length).toBeGreaterThan(0);

  await page.goto('/blog');
  const chips = page.getByRole('navigation', { name: 'Filtrera efter kategori' });
  await expect(chips.getByRole('link', { name: 'Alla' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article')).toHaveCount(blogCollection.all().length);

  await chips.getByRole('link', { name: 'Tips' }).click();
  await expect(page).toHaveURL('/blog/kategori/tips');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogg: Tips');
  await expect(chips.getByRole('link', { name: 'Tips' })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(tips.length);
  for (const article of tips) {
    await expect(page.getByRole('link', { name: article.title, exact: true })).toHaveAttribute('href', article.path);
  }

  await chips.getByRole('link', { name: 'Alla' }).click();
  await expect(page).toHaveURL('/blog');
});

test('an article: meta, image without layout shift, body, Dela copies the link, related articles, structured data', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Layout shifts from the start of loading, collected by the browser itself.
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const article = blogCollection.get('elpriser-oktober-november-2025')!;

  await page.goto(article.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.getByRole('article').first().getByRole('link', { name: 'Aktuellt', exact: true })).toHaveAttribute('href', '/blog/kategori/aktuellt');
  await expect(page.getByText('Elvalets redaktion').first()).toBeVisible();
  await expect(page.getByText('Publicerad 23 november 2026')).toBeVisible();
  await expect(page.getByText(`${article.readTimeMinutes} min läsning`).first()).toBeVisible();

  const image = page.getByRole('img', { name: article.imageAlt });
  await expect(image).toBeVisible();
  await expect(page.locator('[data-slot="image"]').first()).toHaveAttribute('data-state', 'loaded');

  // Figures computed from the bundled data at build time (content/data/spot/monthly-averages.json, SE3 October 2025).
  const october = monthlyAverages.SE3.find((entry) => entry.month === '2025-10')!;
  await expect(page.locator('.prose-elvalet table').first()).toContainText(formatNumber(october.avg, 1));
  const external = page.locator('.prose-elvalet a[href^="https://"]').first();
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(external).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Dela' }).click();
  await expect(page.getByText('Länken till artikeln har kopierats till urklipp').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(article.path);

  const related = page.getByRole('region', { name: 'Läs också' });
  await expect(related.getByRole('article')).toHaveCount(2);

  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '{}') as { '@type': string })['@type']));
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'FAQPage']));

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.02);
});

test('a guide: breadcrumb, back link, table of contents that jumps, FAQ of three, call to action', async ({ page }) => {
  const guide = guideCollection.get('elavtal-guide')!;
  await page.goto(guide.path);
  const breadcrumb = page.getByRole('navigation', { name: 'Brödsmulor' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Hem', 'Guider', guide.title]);
  await expect(page.getByRole('link', { name: 'Tillbaka till alla guider' })).toHaveAttribute('href', '/guider');

  const toc = page.getByRole('navigation', { name: 'Innehåll' });
  const entries = toc.getByRole('link');
  expect(await entries.count()).toBeGreaterThanOrEqual(3);
  const third = entries.nth(2);
  const target = (await third.getAttribute('href'))!;
  await third.click();
  await expect(page).toHaveURL(`${guide.path}${target}`);
  const heading = page.locator(`h2[id="${decodeURIComponent(target.slice(1))}"]`);
  await expect(heading).toBeInViewport();
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(64);

  await expect(page.getByRole('region', { name: 'Vanliga frågor' }).locator('details')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Till elkostnadskalkylatorn' })).toHaveAttribute('href', '/kalkylator');
});

test('a deep link to a school section on a phone lands with its heading below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/el-avtals-skolan#kostnader');
  const heading = page.locator('#kostnader h2');
  await expect(heading).toBeInViewport();
  const header = (await page.locator('body > header').boundingBox())!;
  // The browser keeps scrolling to the fragment while the page settles (fonts, hydration), so
  // the landing position is polled until it holds, not read once mid-load.
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(300);
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('the school navigation marks the section a deep link lands on and the one a click leads to', async ({ page }) => {
  // A visit of its own at the desktop width: after the phone visit above, a resize and a hash
  // change on the same page left the marker behind once on a loaded machine (2026-11-26). With
  // smooth scrolling the browser may still be gliding 5 000 px when the assertion gives up (CI saw
  // it stay on 'Kostnader'); with reduced motion the site scrolls instantly, as such a visitor sees it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/el-avtals-skolan#spara-el');
  const nav = page.getByRole('navigation', { name: 'Avsnitt i El-avtals-skolan' });
  await expect(nav.getByRole('link', { name: /Spara el/ })).toHaveAttribute('aria-current', 'location');
  await nav.getByRole('link', { name: /Kostnader/ }).click();
  await expect(page).toHaveURL('/el-avtals-skolan#kostnader');
  await expect(nav.getByRole('link', { name: /Kostnader/ })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('link', { name: 'Jämför elavtal' }).last()).toHaveAttribute('href', '/jamfor');
});

for (const path of ['/blog/..%2f', '/guider/%3Cscript%3E', '/blog/ELPRISER-OKTOBER-NOVEMBER-2025', '/guider/Elavtal-Guide', '/blog/kategori/okand']) {
  test(`${path} is the not-found page, without console errors`, async ({ page, consoleErrors }) => {
    consoleErrors.expectDocument404();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sidan hittades inte');
    await expect(page.getByRole('link', { name: 'Startsidan', exact: true })).toBeVisible();
  });
}

test('the newsletter box of a build without database offers no form, only what exists: the feeds and the calendars', async ({ page }) => {
  await page.goto('/blog');
  const box = page.getByRole('region', { name: 'Följ nya artiklar och elpriset' });
  await expect(box).toContainText('Vi skickar inget nyhetsbrev ännu.');
  await expect(box.getByRole('textbox')).toHaveCount(0);
  await expect(box.getByRole('button')).toHaveCount(0);
  await expect(box.getByRole('link', { name: 'Bloggens flöde' })).toHaveAttribute('href', '/blog/feed.xml');
  await expect(box.getByRole('link', { name: 'energinyheternas flöde' })).toHaveAttribute('href', '/energinyheter/feed.xml');
  await box.getByRole('link', { name: /billigaste timmar/ }).click();
  await expect(page).toHaveURL(/\/elpris-just-nu#kalender$/);
  await expect(page.getByRole('heading', { name: 'Prenumerera i din kalender' })).toBeVisible();
  await page.goBack();
  expect(await axeViolations(page, 'section[aria-labelledby="nyhetsbrev-rubrik"]')).toEqual([]);
});

test("the header's 'Lär dig' links 'Blogg', and the footer 'El-avtals-skolan'", async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await nav.getByRole('button', { name: 'Lär dig' }).click();
  await expect(nav.getByRole('link', { name: /^Blogg/ })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('navigation', { name: 'Sidfot' }).getByRole('link', { name: 'El-avtals-skolan' })).toHaveAttribute('href', '/el-avtals-skolan');
});
