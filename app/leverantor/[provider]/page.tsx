import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CircleCheck } from 'lucide-react';

import { ProseSections } from '@/components/content/prose-sections';
import { FaqSection } from '@/components/faq/faq-section';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { PriceBasisNote } from '@/components/providers/price-basis-note';
import { ProsAndCons } from '@/components/providers/pros-and-cons';
import { ProviderContact } from '@/components/providers/provider-contact';
import { ProviderOfferCard } from '@/components/providers/provider-offer-card';
import { RelatedProviders } from '@/components/providers/related-providers';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import {
  getProvider,
  getProviderPriceBasis,
  getProviderSlugs,
  relatedProviderLinks,
  type Provider,
} from '@/lib/content/providers';
import { providerOrganizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ provider: string }>;
}

// Only the pre-rendered providers exist; an unknown slug is the not-found page (404.html on a
// static host), whose script then replaces the address with /404 (decisions.md, "Cities").
export const dynamicParams = false;

export function generateStaticParams(): { provider: string }[] {
  return getProviderSlugs().map((provider) => ({ provider }));
}

/** The one lookup the page and its metadata share. */
async function loadProvider(params: Props['params']): Promise<Provider> {
  const { provider } = await params;
  return getProvider(provider) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const provider = await loadProvider(params);
  return pageMetadata({
    path: provider.path,
    title: provider.seoTitle,
    description: provider.description,
    keywords: provider.keywords,
  });
}

export default async function ProviderPage({ params }: Props) {
  const provider = await loadProvider(params);
  const basis = getProviderPriceBasis(provider);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <JsonLd
        data={providerOrganizationJsonLd({
          path: provider.path,
          name: provider.name,
          description: provider.intro,
          website: provider.website,
          sameAs: provider.sameAs,
          customerServiceUrl: provider.contact.customerServiceUrl,
          phone: provider.contact.phone,
        })}
      />
      <PageHeader
        path={provider.path}
        currentLabel={provider.name}
        title={provider.h1}
        lead={provider.intro}
        className="max-w-none"
      >
        <ul aria-label={`Det här erbjuder ${provider.name}`} className="mt-6 grid gap-2 sm:grid-cols-2">
          {provider.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      </PageHeader>

      <section aria-labelledby="avtal" className="mt-12">
        <SectionHeading id="avtal">
          Elavtal från {provider.name}
        </SectionHeading>
        {provider.offers.length > 0 ? (
          <>
            <div className="mt-4">
              <PriceBasisNote basis={basis} />
            </div>
            <div className="mt-6 space-y-6">
              {provider.offers.map((offer) => (
                <ProviderOfferCard key={offer.id} offer={offer} />
              ))}
            </div>
          </>
        ) : (
          <p className="mt-4 max-w-3xl rounded-lg border border-border bg-muted/60 p-4 leading-7" data-testid="no-offers">
            Vår jämförelse har inget avtal från {provider.name} i dag. Vi tar bara med avtal vars påslag och avgifter
            vi kan hänvisa till en daterad källa, och någon sådan har vi inte hittat för {provider.name}. Se aktuella
            priser och villkor på{' '}
            <a href={provider.website} rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-4">
              {provider.name}s webbplats
            </a>
            .
          </p>
        )}
      </section>

      <div className="mt-14">
        <ProsAndCons name={provider.name} prosAndCons={provider.prosAndCons} />
      </div>

      <div className="mt-14 max-w-3xl">
        <ProseSections sections={provider.sections} />
      </div>

      <div className="mt-14">
        <ProviderContact provider={provider} />
      </div>

      <FaqSection items={provider.faq} title={`Vanliga frågor om ${provider.name}`} className="mt-14 mx-0" />

      <div className="mt-14">
        <RelatedProviders links={relatedProviderLinks(provider.slug)} />
      </div>

      <div className="mt-14">
        <ToolsLinks currentPath={provider.path} />
      </div>
    </div>
  );
}
