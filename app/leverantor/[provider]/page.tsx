import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { ProseSections } from '@/components/content/prose-sections';
import { FaqSection } from '@/components/faq/faq-section';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { ProviderContact } from '@/components/providers/provider-contact';
import { SupplierReminder } from '@/components/providers/supplier-reminder';
import { RelatedProviders } from '@/components/providers/related-providers';
import { SupplierAreaOffers } from '@/components/providers/supplier-area-offers';
import { CopySources, SupplierFacts } from '@/components/providers/supplier-facts';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { getAreaOffers, getAreaSources, getSupplier, getSupplierOffers, getSupplierSlugs } from '@/lib/content/market';
import { getRecentSpot } from '@/lib/content/spot-pages';
import { getProviderCopy, getSupplierWebsites, providerPath, relatedProviderLinks } from '@/lib/content/providers';
import type { ProviderContent } from '@/lib/content/provider-schemas';
import { VAT_RATE } from '@/lib/domain/constants';
import { formatPercent } from '@/lib/format';
import { supplierPage, type SupplierPage } from '@/lib/market/supplier-page';
import { providerOrganizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ provider: string }>;
}

// One page per supplier of the market catalogue; an unknown slug is the not-found page (404.html
// on a static host), whose script then replaces the address with /404 (docs/rules/site-wide.md).
export const dynamicParams = false;

export function generateStaticParams(): { provider: string }[] {
  return getSupplierSlugs().map((provider) => ({ provider }));
}

interface LoadedSupplier {
  path: string;
  page: SupplierPage;
  /** The written copy of the five suppliers that have one (docs/architecture.md); undefined for the others. */
  copy: ProviderContent | undefined;
}

/** The one lookup the page and its metadata share. */
async function loadSupplier(params: Props['params']): Promise<LoadedSupplier> {
  const { provider: slug } = await params;
  const supplier = getSupplier(slug) ?? notFound();
  return {
    path: providerPath(supplier.slug),
    page: supplierPage(supplier, getSupplierOffers(supplier.slug), getAreaSources(), getAreaOffers),
    copy: getProviderCopy(supplier.slug),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path, page, copy } = await loadSupplier(params);
  const { name } = page.supplier;
  return pageMetadata({
    path,
    title: copy?.seoTitle ?? page.title,
    description: copy?.description ?? page.description,
    keywords: copy?.keywords ?? [name, `${name} elavtal`, `${name} elpris`, 'jämförpris', 'Elpriskollen'],
  });
}

export default async function SupplierPageView({ params }: Props) {
  const { path, page, copy } = await loadSupplier(params);
  const { name } = page.supplier;
  const recent = getRecentSpot();
  const websites = getSupplierWebsites();
  return (
    <PageContainer>
      <JsonLd
        data={providerOrganizationJsonLd({
          path,
          name,
          legalName: page.supplier.legalName,
          description: copy?.intro ?? page.description,
          website: copy?.website,
          sameAs: copy?.sameAs,
          customerServiceUrl: copy?.contact.customerServiceUrl,
          phone: copy?.contact.phone,
        })}
      />
      <PageHeader path={path} currentLabel={name} title={copy?.h1 ?? page.h1} lead={copy?.intro ?? page.lead} />

      <div className="mt-8 max-w-4xl">
        <SupplierFacts page={page} />
      </div>

      {copy ? (
        <div className="mt-12 max-w-3xl">
          <ProseSections sections={copy.sections} />
          <CopySources name={name} sources={copy.sources} />
        </div>
      ) : null}

      <section aria-labelledby="avtal" className="mt-14 space-y-10">
        <div className="max-w-3xl space-y-3">
          <SectionHeading id="avtal">Elavtal från {name}</SectionHeading>
          <p className="text-sm leading-6 text-muted-foreground" data-testid="price-basis">
            Alla belopp är inklusive {formatPercent(VAT_RATE * 100, 0)} moms men exklusive elnätsavgift och energiskatt. Elpriset är avtalets pris per kWh: för
            rörliga avtal Elpriskollens antagna spotpris plus leverantörens påslag och rörliga kostnader, för fasta avtal det fasta priset. Jämförpriset räknar
            också in den fasta avgiften och visar vad en kWh kostar i snitt vid 2&nbsp;000, 5&nbsp;000 och 20&nbsp;000&nbsp;kWh per år (lägenhet, villa och
            villa med elvärme).
          </p>
        </div>
        {page.areas.map((area) => (
          <SupplierAreaOffers
            key={area.area}
            name={name}
            slug={page.supplier.slug}
            area={area}
            cheapest={page.cheapest.find((c) => c.area === area.area)?.types ?? []}
            recent={recent[area.area]}
            websites={websites}
          />
        ))}
        <SupplierReminder name={name} slug={page.supplier.slug} types={page.types} />
      </section>

      {copy ? (
        <>
          <FaqSection items={copy.faq} title={`Vanliga frågor om ${name}`} className="mx-0 mt-14" />
          <div className="mt-14">
            <ProviderContact provider={{ name, website: copy.website, contact: copy.contact }} />
          </div>
        </>
      ) : null}

      <div className="mt-14">
        <RelatedProviders links={relatedProviderLinks(page.supplier.slug)} />
      </div>

      <div className="mt-14">
        <ToolsLinks currentPath={path} />
      </div>
    </PageContainer>
  );
}
