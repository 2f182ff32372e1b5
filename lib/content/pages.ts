import { compareContent } from '@/content/pages/jamfor';
import { cookiesPage } from '@/content/pages/cookies';
import { homeContent } from '@/content/pages/home';
import { integritetPage } from '@/content/pages/integritet';
import { juridisktPage } from '@/content/pages/juridiskt';
import { kontaktPage } from '@/content/pages/kontakt';
import { villkorPage } from '@/content/pages/villkor';
import { lazyContent } from '@/lib/content/load';
import { getMarketingFigures, savingRangeText } from '@/lib/content/marketing';
import { hasFixedOffers } from '@/lib/content/offers';

import {
  compareContentSchema,
  homeContentSchema,
  simplePageSchema,
  type CompareContent,
  type HomeContent,
  type SimplePage,
} from './schemas';

/** Copy of the fixed pages, validated once when the site builds. */

const simplePages = {
  juridiskt: simplePageSchema.parse(juridisktPage),
  villkor: simplePageSchema.parse(villkorPage),
  integritet: simplePageSchema.parse(integritetPage),
  cookies: simplePageSchema.parse(cookiesPage),
  kontakt: simplePageSchema.parse(kontaktPage),
} satisfies Record<string, SimplePage>;

export type SimplePageSlug = keyof typeof simplePages;

export function getSimplePage(slug: SimplePageSlug): SimplePage & { path: string } {
  return { ...simplePages[slug], path: `/${slug}` };
}

const home = homeContentSchema.parse(homeContent);

export function getHomeContent(): HomeContent {
  return home;
}

const compare = lazyContent('content/pages/jamfor.ts', compareContentSchema, () => {
  const figures = getMarketingFigures();
  return compareContent({
    savingRange: savingRangeText(figures.savings),
    savingBasis: figures.savingBasis,
    hasFixedOffers: hasFixedOffers(),
  });
});

export function getCompareContent(): CompareContent {
  return compare();
}
