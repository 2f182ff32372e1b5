import { z } from 'zod';

import { PROVIDER_CONTENT, PROVIDER_INDEX, type ProviderSlug } from '@/content/providers';
import { lazy, lazyContent } from '@/lib/content/load';
import type { SupplierWebsites } from '@/lib/market/onward';
import { COMPARE_PATH, PROVIDERS_PATH, providerPath } from '@/lib/paths';

import { providerContentSchema, type ProviderContent } from './provider-schemas';

export { PROVIDERS_PATH, providerPath, type ProviderSlug };

/**
 * Content boundary of the written supplier copy (content/providers/), validated with zod. Every
 * supplier of the market catalogue has a page (/leverantor/{slug}, from lib/content/market.ts);
 * five of them also have this copy, shown above their offers. Not marked server-only:
 * Playwright specs read the copy under tsx.
 */

/** A supplier with written copy: the copy, the name its page carries and the page's path. */
export interface Provider extends ProviderContent {
  slug: ProviderSlug;
  name: string;
  path: string;
}

const getProviderContent = lazyContent('content/providers/', z.record(z.string(), providerContentSchema), () => PROVIDER_CONTENT);

/**
 * The written copy of a supplier that has it (the five of docs/architecture.md), validated; undefined
 * for every other supplier. The supplier pages show it above the supplier's offers: the five
 * provider slugs are the catalogue's supplier slugs (tests/unit/market/market-content.test.ts).
 */
export function getProviderCopy(slug: string): ProviderContent | undefined {
  const copy = getProviderContent();
  return Object.hasOwn(copy, slug) ? copy[slug] : undefined;
}

const load = lazy((): readonly Provider[] =>
  PROVIDER_INDEX.map(({ slug, name }): Provider => {
    const content = getProviderContent()[slug];
    if (!content) throw new Error(`content/providers/: no copy for ${slug}`);
    return { ...content, slug, name, path: providerPath(slug) };
  }),
);

/**
 * Supplier slug → the supplier's own website, for the suppliers whose written copy gives it: the
 * only websites the onward step of an offer links (docs/rules/onward-step.md). Never guessed for
 * the others.
 */
export function getSupplierWebsites(): SupplierWebsites {
  return Object.fromEntries(load().map((provider) => [provider.slug, provider.website]));
}

/** The suppliers with written copy, in the order of the index (the footer lists them). */
export function getAllProviders(): readonly Provider[] {
  return load();
}

/** A supplier's copy with its name and path; undefined for a slug without copy. */
export function getProvider(slug: string): Provider | undefined {
  return load().find((provider) => provider.slug === slug);
}

export function getProviderSlugs(): ProviderSlug[] {
  return PROVIDER_INDEX.map(({ slug }) => slug);
}

/** Whether a supplier has written copy (the old catalogue's links to a supplier page asked this). */
export function hasProviderPage(slug: string): boolean {
  return PROVIDER_INDEX.some((entry) => entry.slug === slug);
}

export interface RelatedLink {
  href: string;
  label: string;
}

/** A supplier page's related links: the suppliers with written copy, the overview and the comparison. */
export function relatedProviderLinks(slug: string): RelatedLink[] {
  return [
    ...getAllProviders()
      .filter((provider) => provider.slug !== slug)
      .map((provider) => ({ href: provider.path, label: `Elavtal från ${provider.name}` })),
    { href: PROVIDERS_PATH, label: 'Alla elleverantörer' },
    { href: COMPARE_PATH, label: 'Jämför elavtal för ditt postnummer' },
  ];
}
