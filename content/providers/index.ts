import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { eon } from './eon';
import { fortum } from './fortum';
import { greenely } from './greenely';
import { tibber } from './tibber';
import { vattenfall } from './vattenfall';

/**
 * The suppliers with written copy (docs/architecture.md: /leverantor/{vattenfall,eon,fortum,tibber,greenely}),
 * in the order the footer lists them, with the name each page carries. Every other supplier of the
 * market catalogue has a page too, from its offers alone.
 */
export const PROVIDER_INDEX = [
  { slug: 'vattenfall', name: 'Vattenfall' },
  { slug: 'eon', name: 'E.ON' },
  { slug: 'fortum', name: 'Fortum' },
  { slug: 'tibber', name: 'Tibber' },
  { slug: 'greenely', name: 'Greenely' },
] as const;

export type ProviderSlug = (typeof PROVIDER_INDEX)[number]['slug'];

/** The copy of each provider page; the Record type makes a page without copy a type error. */
export const PROVIDER_CONTENT: Readonly<Record<ProviderSlug, ProviderContentInput>> = {
  vattenfall,
  eon,
  fortum,
  tibber,
  greenely,
};
