// Relative imports only: lib/routes.ts reads this module, and next-sitemap and Playwright load
// that outside Next's resolver.
/**
 * The provider pages that exist (slug and name), through the content boundary: the route index,
 * the not-found rules and the pages read the index here, never from content/providers/.
 */
export { PROVIDER_INDEX, PROVIDERS_PATH, providerPath, type ProviderSlug } from '../../content/providers/provider-index';
