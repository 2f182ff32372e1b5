import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { eon } from './eon';
import { fortum } from './fortum';
import { greenely } from './greenely';
import type { ProviderSlug } from './provider-index';
import { tibber } from './tibber';
import { vattenfall } from './vattenfall';

export { PROVIDER_INDEX, PROVIDERS_PATH, providerPath, type ProviderSlug } from './provider-index';

/** The copy of each provider page; the Record type makes a page without copy a type error. */
export const PROVIDER_CONTENT: Readonly<Record<ProviderSlug, ProviderContentInput>> = {
  vattenfall,
  eon,
  fortum,
  tibber,
  greenely,
};
