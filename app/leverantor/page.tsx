import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { SupplierSearch, type SupplierListItem } from '@/components/providers/supplier-search';
import { JsonLd } from '@/components/seo/json-ld';
import { getAllSuppliers, getAreaSources, getMarketOffers } from '@/lib/content/market';
import { getMarketCoverage, getMarketFigures } from '@/lib/content/market-marketing';
import { getOverviewPages } from '@/lib/content/pages';
import { PROVIDERS_PATH, providerPath } from '@/lib/content/providers';
import { formatDate, formatList, formatNumber } from '@/lib/format';
import { supplierListing } from '@/lib/market/catalogue';
import { absentEverywhere, catalogueGaps, readDates } from '@/lib/market/coverage';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { staleWarning } from '@/lib/domain/data-age';

/**
 * Every supplier of the market catalogue, searchable, each with its number of
 * offers and the areas it sells in, linking to its page. The site began with only /leverantor/{provider},
 * but the breadcrumb links 'Elleverantörer' here, and a link must never lead nowhere.
 */

const copy = getOverviewPages().providers;

export const metadata = pageMetadata({ path: PROVIDERS_PATH, title: copy.title, description: copy.description, keywords: copy.keywords });

export default function ProvidersPage() {
  const figures = getMarketFigures();
  const read = readDates(getAreaSources());
  const suppliers = supplierListing(getAllSuppliers(), getMarketOffers()).map((supplier): SupplierListItem => ({
    slug: supplier.slug,
    name: supplier.name,
    legalName: supplier.legalName,
    path: providerPath(supplier.slug),
    offersText: `${formatNumber(supplier.offerCount)} elavtal`,
    areasText: formatList(supplier.areas),
  }));
  return (
    <PageContainer>
      <JsonLd data={webPageJsonLd({ path: PROVIDERS_PATH, title: copy.h1, description: copy.description })} />
      <PageHeader path={PROVIDERS_PATH} title={copy.h1} lead={copy.lead}>
        <p className="mt-4 text-sm text-muted-foreground" data-testid="count-basis">
          Underlag: {figures.countBasis}, hämtade mellan <DataAge kind="offers" date={read.oldest} text={formatDate(read.oldest)} /> och{' '}
          <DataAge kind="offers" date={read.newest} text={formatDate(read.newest)} />. {catalogueGaps(absentEverywhere(getMarketCoverage()))}
        </p>
        <DataAgeWarning {...staleWarning('offers', read.oldest)} className="mt-3 max-w-3xl" />
      </PageHeader>
      <div className="mt-10">
        <SupplierSearch suppliers={suppliers} />
      </div>
    </PageContainer>
  );
}
