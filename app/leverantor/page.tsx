import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import { PageHeader } from '@/components/layout/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getOverviewPages } from '@/lib/content/pages';
import { getAllProviders, PROVIDERS_PATH } from '@/lib/content/providers';
import { CONTRACT_TYPE_LABELS } from '@/lib/domain/contracts';
import { formatKrExact } from '@/lib/format';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * The overview of provider pages. The spec has only /leverantor/{provider}, but the breadcrumb
 * (built from path segments) links 'Elleverantörer' here, and a link must never lead nowhere.
 */

const copy = getOverviewPages().providers;

export const metadata = pageMetadata({ path: PROVIDERS_PATH, title: copy.title, description: copy.description, keywords: copy.keywords });

export default function ProvidersPage() {
  const providers = getAllProviders();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <JsonLd data={webPageJsonLd({ path: PROVIDERS_PATH, title: copy.h1, description: copy.description })} />
      <PageHeader path={PROVIDERS_PATH} title={copy.h1} lead={copy.lead} />
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {providers.map((provider) => {
          const types = [...new Set(provider.offers.map((offer) => CONTRACT_TYPE_LABELS[offer.contractType]))];
          const fees = provider.offers.map((offer) => offer.monthlyFee);
          return (
            <li key={provider.slug} className="flex flex-col rounded-lg border border-border p-6">
              <h2 className="text-xl font-semibold">{provider.name}</h2>
              <p className="mt-2 flex-1 leading-7 text-muted-foreground">{provider.intro}</p>
              {types.length > 0 ? (
                <p className="mt-3 text-sm">
                  <span className="font-medium">Avtal i jämförelsen:</span> {types.join(', ')} ·{' '}
                  <span className="font-medium">Månadsavgift från</span> {formatKrExact(Math.min(...fees))}/mån
                </p>
              ) : (
                <p className="mt-3 text-sm">Inget avtal i jämförelsen: vi saknar en daterad prisuppgift.</p>
              )}
              <Link
                href={provider.path}
                className="mt-4 inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                Elavtal och priser från {provider.name}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-sm text-muted-foreground">
        Månadsavgifter inklusive moms, enligt källan och datumet som anges vid varje avtal på leverantörens sida. Där
        finns också elpriser per elområde och jämförpriser.
      </p>
    </div>
  );
}
