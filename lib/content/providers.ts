import { z } from 'zod';

import { PROVIDER_CONTENT, PROVIDER_INDEX, type ProviderSlug } from '@/content/providers';
import { lazy, lazyContent } from '@/lib/content/load';
import { getOffersByProvider, type ProviderOffer } from '@/lib/content/offers';
import { formatMonthYear } from '@/lib/format';
import { PROVIDERS_PATH, providerPath } from '@/lib/providers/paths';

import { providerContentSchema, type ProviderContent } from './provider-schemas';

export { PROVIDERS_PATH, providerPath, type ProviderSlug };

/**
 * Content boundary for the provider pages (/leverantor/{slug}): the copy of content/providers/,
 * validated with zod, joined with the provider's offers from the contract catalogue.
 */

export interface Provider extends ProviderContent {
  slug: ProviderSlug;
  name: string;
  path: string;
  /**
   * The supplier's own site. Spec section 2 builds it from the slug as a .se address; the copy's
   * `website` or the catalogue's wins where it exists, since not every supplier's address is its
   * slug (Tibber's Swedish site is tibber.com/se).
   */
  website: string;
  /** May be empty: a supplier stays on the site without offers when none has a dated source. */
  offers: ProviderOffer[];
}

/** What the prices on a provider page rest on, for the sentence that states it. */
export interface ProviderPriceBasis {
  /** Months of the spot averages behind variable and hourly prices, in Swedish; empty when all prices are fixed. */
  spotMonthLabels: string[];
  /** Whether any price is fixed for a binding period. */
  hasFixedPrices: boolean;
}

export function websiteFromSlug(slug: string): string {
  return `https://www.${slug}.se`;
}

const getProviderContent = lazyContent(
  'content/providers/',
  z.record(z.string(), providerContentSchema),
  () => PROVIDER_CONTENT,
);

/**
 * The written copy of a supplier that has it (the five of spec section 2), validated; undefined
 * for every other supplier. The supplier pages of the market catalogue (issue 19) show it above
 * the supplier's offers: the five provider slugs are the catalogue's supplier slugs.
 */
export function getProviderCopy(slug: string): ProviderContent | undefined {
  const copy = getProviderContent();
  return Object.hasOwn(copy, slug) ? copy[slug] : undefined;
}

const load = lazy((): readonly Provider[] =>
  PROVIDER_INDEX.map(({ slug, name }): Provider => {
    const content = getProviderContent()[slug];
    if (!content) throw new Error(`content/providers/: no copy for ${slug}`);
    const offers = getOffersByProvider(slug);
    return {
      ...content,
      slug,
      name,
      path: providerPath(slug),
      website: content.website ?? offers.find((offer) => offer.website)?.website ?? websiteFromSlug(slug),
      offers,
    };
  }),
);

/** Every provider page, in the order of the index. A malformed content module throws here. */
export function getAllProviders(): readonly Provider[] {
  return load();
}

/** The one lookup of /leverantor/[provider]; undefined for a slug without a page. */
export function getProvider(slug: string): Provider | undefined {
  return load().find((provider) => provider.slug === slug);
}

export function getProviderSlugs(): ProviderSlug[] {
  return PROVIDER_INDEX.map(({ slug }) => slug);
}

/** Whether a supplier of the catalogue has a page of its own (links go only to pages that exist). */
export function hasProviderPage(slug: string): boolean {
  return PROVIDER_INDEX.some((entry) => entry.slug === slug);
}

export function getProviderPriceBasis(provider: Pick<Provider, 'offers'>): ProviderPriceBasis {
  const months = new Set(
    provider.offers.flatMap((offer) => offer.prices.flatMap((price) => (price.spotMonth ? [price.spotMonth] : []))),
  );
  return {
    spotMonthLabels: [...months].sort().map((month) => formatMonthYear(month)),
    hasFixedPrices: provider.offers.some((offer) => offer.contractType === 'fast'),
  };
}

export interface RelatedLink {
  href: string;
  label: string;
}

/** A provider page's related links: the other providers, the overview and the comparison. */
export function relatedProviderLinks(slug: string): RelatedLink[] {
  return [
    ...getAllProviders()
      .filter((provider) => provider.slug !== slug)
      .map((provider) => ({ href: provider.path, label: `Elavtal från ${provider.name}` })),
    { href: PROVIDERS_PATH, label: 'Alla elleverantörer' },
    { href: '/jamfor', label: 'Jämför alla elavtal för ditt postnummer' },
  ];
}
