import type { Page } from '@playwright/test';

import { openJamfor } from '../fixtures';

/**
 * /jamfor as the specs drive it: its fields, its result and its cards, found the way a visitor
 * finds them (label, role, the result heading). A change to the page's markup is mended here once,
 * not in every spec. Each member takes the test's page, so specs call `jamfor.postcode(page)`.
 */
export const jamfor = {
  /** Opens /jamfor (or one of its addresses) and waits until the island has started: a search typed before it would be lost. */
  open: (page: Page, url = '/jamfor') => openJamfor(page, url),
  postcode: (page: Page) => page.getByLabel('Postnummer', { exact: true }),
  search: (page: Page) => page.getByRole('button', { name: 'Sök', exact: true }),
  area: (page: Page) => page.getByLabel('Elområde', { exact: true }),
  /** The consumption the slider stands at ('420 kWh/mån'). */
  kwh: (page: Page) => page.getByTestId('kwh-value'),
  slider: (page: Page) => page.getByRole('slider', { name: 'Förbrukning per månad' }),
  /** The result's heading: what was searched ('… för postnummer 111 22 (elområde SE3)'). */
  heading: (page: Page) => page.locator('#jamfor-resultat'),
  cards: (page: Page) => page.getByTestId('offer-card'),
  firstCard: (page: Page) => page.getByTestId('offer-card').first(),
  /** Types a postcode and presses Sök. */
  async searchPostcode(page: Page, postcode: string): Promise<void> {
    await jamfor.postcode(page).fill(postcode);
    await jamfor.search(page).click();
  },
};
