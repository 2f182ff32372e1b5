/**
 * The provider pages that exist (spec section 2: /leverantor/{vattenfall,eon,fortum,tibber,greenely}),
 * once. Kept apart from the long copy because the route index (lib/routes.ts) reads it, and that
 * module also reaches the header's client bundle.
 */
export const PROVIDER_INDEX = [
  { slug: 'vattenfall', name: 'Vattenfall' },
  { slug: 'eon', name: 'E.ON' },
  { slug: 'fortum', name: 'Fortum' },
  { slug: 'tibber', name: 'Tibber' },
  { slug: 'greenely', name: 'Greenely' },
] as const;

export type ProviderSlug = (typeof PROVIDER_INDEX)[number]['slug'];

/** Path of the page that lists every provider and of one provider's page. */
export const PROVIDERS_PATH = '/leverantor';

export function providerPath(slug: string): string {
  return `${PROVIDERS_PATH}/${slug}`;
}
