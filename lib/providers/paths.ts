/** Path of the page that lists every provider and of one provider's page. */
export const PROVIDERS_PATH = '/leverantor';

export function providerPath(slug: string): string {
  return `${PROVIDERS_PATH}/${slug}`;
}
