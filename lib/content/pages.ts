import 'server-only';

import { compareContent } from '@/content/pages/jamfor';
import { cookiesPage } from '@/content/pages/cookies';
import { elnatPageContent } from '@/content/pages/elnat';
import { homeContent } from '@/content/pages/home';
import { integritetPage } from '@/content/pages/integritet';
import { juridisktPage } from '@/content/pages/juridiskt';
import { calculatorContent } from '@/content/pages/kalkylator';
import { kontaktPage } from '@/content/pages/kontakt';
import { omElvaletPage } from '@/content/pages/om-elvalet';
import { optimisationContent } from '@/content/pages/optimering';
import { overviewPages } from '@/content/pages/overviews';
import { spotPagesContent } from '@/content/pages/spot-prices';
import { tillganglighetPage } from '@/content/pages/tillganglighet';
import { villkorPage } from '@/content/pages/villkor';
import { resolveCopyDirectives } from '@/lib/content/editorial/copy';
import { lazyContent } from '@/lib/content/load';
import { formatNumber } from '@/lib/format';
import { getAreaSources, getMarketOffers } from '@/lib/content/market';
import { getMarketFigures } from '@/lib/content/market-marketing';
import { savingRangeText } from '@/lib/market/savings';
import { newestSourceDate } from '@/lib/market/basis';
import { ELPRISKOLLEN } from '@/lib/market/offer';
import { variableTermsSpread, variableTermsText } from '@/lib/market/spread';

import {
  calculatorContentSchema,
  compareContentSchema,
  elnatPageContentSchema,
  homeContentSchema,
  optimisationContentSchema,
  overviewPagesSchema,
  simplePageSchema,
  spotPagesContentSchema,
  type CalculatorContent,
  type CompareContent,
  type ElnatPageContent,
  type HomeContent,
  type OptimisationContent,
  type OverviewPages,
  type SimplePage,
  type SpotPagesContent,
} from './schemas';

/** Copy of the fixed pages (content/pages/), each validated on first use, once. */

const simplePages = {
  juridiskt: lazyContent('content/pages/juridiskt.ts', simplePageSchema, () => juridisktPage),
  villkor: lazyContent('content/pages/villkor.ts', simplePageSchema, () => villkorPage),
  integritet: lazyContent('content/pages/integritet.ts', simplePageSchema, () => integritetPage),
  cookies: lazyContent('content/pages/cookies.ts', simplePageSchema, () => cookiesPage),
  kontakt: lazyContent('content/pages/kontakt.ts', simplePageSchema, () => kontaktPage),
  'om-elvalet': lazyContent('content/pages/om-elvalet.ts', simplePageSchema, () => omElvaletPage),
  tillganglighet: lazyContent('content/pages/tillganglighet.ts', simplePageSchema, () => tillganglighetPage),
} satisfies Record<string, () => SimplePage>;

export type SimplePageSlug = keyof typeof simplePages;

export function getSimplePage(slug: SimplePageSlug): SimplePage & { path: string } {
  return { ...simplePages[slug](), path: `/${slug}` };
}

export const getHomeContent: () => HomeContent = lazyContent('content/pages/home.ts', homeContentSchema, () =>
  resolveCopyDirectives(
    homeContent({
      variableTerms: variableTermsText(variableTermsSpread(getMarketOffers()), newestSourceDate(getAreaSources())),
      offerLinkText: ELPRISKOLLEN.linkText,
    }),
    'content/pages/home.ts',
  ),
);

export const getCompareContent: () => CompareContent = lazyContent('content/pages/jamfor.ts', compareContentSchema, () => {
  const figures = getMarketFigures();
  return compareContent({
    savingRange: savingRangeText(figures.savings),
    savingBasis: figures.savingBasis,
    counts: `${formatNumber(figures.offerCount)} elavtal från ${formatNumber(figures.supplierCount)} elleverantörer`,
  });
});

export const getCalculatorContent: () => CalculatorContent = lazyContent('content/pages/kalkylator.ts', calculatorContentSchema, () =>
  resolveCopyDirectives(calculatorContent, 'content/pages/kalkylator.ts'),
);

export const getOptimisationContent: () => OptimisationContent = lazyContent(
  'content/pages/optimering.ts',
  optimisationContentSchema,
  () => optimisationContent,
);

export const getElnatPageContent: () => ElnatPageContent = lazyContent('content/pages/elnat.ts', elnatPageContentSchema, () => elnatPageContent);

/** /elpris-just-nu and /elpris-historik. */
export const getSpotPagesContent: () => SpotPagesContent = lazyContent('content/pages/spot-prices.ts', spotPagesContentSchema, () => spotPagesContent);

/** /leverantor, /blog, /guider, /sitemap and the not-found page. */
export const getOverviewPages: () => OverviewPages = lazyContent('content/pages/overviews.ts', overviewPagesSchema, () => overviewPages);

/** The SEO copy and headings of /blog/kategori/{slug} for one category. */
export function getBlogCategoryCopy(category: string): { title: string; h1: string; description: string; lead: string } {
  const copy = getOverviewPages().blogCategory;
  const about = copy.about[category];
  if (!about) throw new Error(`content/pages/overviews.ts: no text for the blog category ${category}`);
  const fill = (template: string) => template.replaceAll('{category}', category);
  return { title: fill(copy.title), h1: fill(copy.h1), description: `${fill(copy.description)} ${about}`, lead: about };
}
