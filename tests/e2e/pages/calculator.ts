import type { Page } from '@playwright/test';

/**
 * /kalkylator as the specs drive it: its fields, the button and the result, found by label and
 * role as a visitor finds them. A change to the form's markup is mended here once, not in every
 * spec. Each member takes the test's page, so specs call `calculator.kwh(page)`.
 */
export const calculator = {
  open: (page: Page) => page.goto('/kalkylator'),
  kwh: (page: Page) => page.getByLabel('Årlig elförbrukning (kWh)'),
  price: (page: Page) => page.getByLabel('Nuvarande elpris (öre/kWh, valfritt)'),
  postcode: (page: Page) => page.getByLabel('Postnummer (valfritt)'),
  area: (page: Page) => page.getByLabel('Elområde', { exact: true }),
  /** A home type's button ('Villa' fills in its consumption). */
  homeType: (page: Page, name: RegExp) => page.getByRole('button', { name }),
  calculate: (page: Page) => page.getByRole('button', { name: 'Beräkna elkostnad' }),
  result: (page: Page) => page.getByRole('region', { name: 'Ditt resultat' }),
  resultHeading: (page: Page) => page.getByRole('heading', { level: 2, name: 'Ditt resultat' }),
  /** The cheapest alternative's card under the result. */
  cheapest: (page: Page) => page.getByTestId('cheapest-offer'),
  /** The full bill under the result. */
  fullBill: (page: Page) => page.getByRole('region', { name: 'Hela elkostnaden' }),
  /** Fills the consumption and, when given, the price, then presses Beräkna elkostnad. */
  async calculateWith(page: Page, { kwh, price }: { kwh: string; price?: string }): Promise<void> {
    await calculator.kwh(page).fill(kwh);
    if (price !== undefined) await calculator.price(page).fill(price);
    await calculator.calculate(page).click();
  },
};
