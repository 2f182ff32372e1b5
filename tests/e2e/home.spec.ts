import { expect, test, withConsentGiven } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test('the postal-code box goes to the compare page with the code', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Ditt postnummer').fill('11122');
  await page.getByRole('button', { name: 'Jämför elavtal' }).click();
  await expect(page).toHaveURL('/jamfor?postalCode=11122');
});

test('the postal-code box also submits an empty value', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Ditt postnummer').press('Enter');
  await expect(page).toHaveURL('/jamfor?postalCode=');
});

test('the FAQ keeps one answer open at a time and can close it', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('section[aria-labelledby="faq-heading"]');
  const items = faq.locator('details');
  const questions = faq.locator('summary');
  await expect(questions).toHaveCount(4);

  await questions.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(0).locator('p')).toBeVisible();
  await questions.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await questions.nth(1).click();
  await expect(items.nth(1)).not.toHaveAttribute('open', '');

  // Keyboard: a question is focusable and opens with Enter.
  await questions.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(2)).toHaveAttribute('open', '');
});

// The benefits, steps, figures and structured data of the pre-rendered page: tests/site/static-pages.test.ts.
