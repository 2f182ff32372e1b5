import type {
  AdministrativeArea,
  Article,
  BreadcrumbList,
  CollectionPage,
  DataCatalog,
  Dataset,
  FAQPage,
  NewsArticle,
  Organization,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';

import type { FaqItem } from '@/lib/content/schemas';
import { absoluteUrl, siteConfig } from '@/lib/site';

/**
 * Builders for the structured data the pages emit. Each returns a schema-dts typed object; the
 * <JsonLd> component serialises it with `serializeJsonLd`.
 */

export interface Crumb {
  href: string;
  label: string;
}

const ORGANIZATION_ID = `${absoluteUrl('/')}#organization`;
const WEBSITE_ID = `${absoluteUrl('/')}#website`;

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: siteConfig.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: siteConfig.contactEmail,
    description: siteConfig.description,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: siteConfig.contactEmail,
      availableLanguage: 'sv',
    },
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: siteConfig.name,
    url: absoluteUrl('/'),
    inLanguage: siteConfig.locale,
    publisher: { '@id': ORGANIZATION_ID },
  };
}

export function webPageJsonLd(input: { path: string; title: string; description: string; dateModified?: string }): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: siteConfig.locale,
    isPartOf: { '@id': WEBSITE_ID },
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
  };
}

export function faqPageJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

/** JSON for a <script type="application/ld+json">; '<' is escaped so no text can close the tag. */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * An electricity supplier described on one of our pages (/leverantor/{slug}), with only what has a
 * source: the name users know, the legal name as Elpriskollen gives it, and, for a supplier with
 * written copy, the site and other pages about the company that the copy names (`url`, `sameAs`)
 * and a confirmed customer-service contact. No address, logo or rating; a URL is never derived
 * from the name. The @id lives on our page, since we describe the company there.
 */
export function providerOrganizationJsonLd(input: {
  path: string;
  name: string;
  /** Given where a source names it (Elpriskollen for suppliers). */
  legalName?: string;
  description: string;
  website?: string;
  sameAs?: readonly string[];
  customerServiceUrl?: string;
  phone?: string;
}): WithContext<Organization> {
  const hasContactPoint = input.customerServiceUrl !== undefined || input.phone !== undefined;
  const sameAs = input.sameAs ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(input.path)}#organization`,
    name: input.name,
    ...(input.legalName ? { legalName: input.legalName } : {}),
    description: input.description,
    ...(input.website ? { url: input.website } : {}),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
    ...(hasContactPoint
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            availableLanguage: 'sv',
            ...(input.customerServiceUrl ? { url: input.customerServiceUrl } : {}),
            ...(input.phone ? { telephone: input.phone } : {}),
          },
        }
      : {}),
  };
}

export interface DatasetInput {
  path: string;
  name: string;
  description: string;
  keywords?: readonly string[];
  /** ISO 8601 interval, e.g. '2021-11/2026-04'. */
  temporalCoverage: string;
  variableMeasured: readonly { name: string; unitText: string; description?: string }[];
  /** The upstream source the figures are computed from. */
  basedOn: { name: string; url: string };
  /** Plain-language terms; no licence URL is claimed where the source grants none. */
  conditionsOfAccess: string;
  creditText: string;
  distribution: readonly { name: string; path: string; encodingFormat: string }[];
  dateModified?: string;
  /** The licence's URL, only where the source grants one. */
  license?: string;
}

/** schema.org Dataset for pages that publish figures (docs/architecture.md: "dataset" structured data). */
export function datasetJsonLd(input: DatasetInput): WithContext<Dataset> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: siteConfig.locale,
    ...(input.keywords ? { keywords: [...input.keywords] } : {}),
    temporalCoverage: input.temporalCoverage,
    spatialCoverage: {
      '@type': 'Place',
      name: 'Sverige, elområde SE1–SE4',
      address: { '@type': 'PostalAddress', addressCountry: 'SE' },
    },
    variableMeasured: input.variableMeasured.map((variable) => ({
      '@type': 'PropertyValue',
      name: variable.name,
      unitText: variable.unitText,
      ...(variable.description ? { description: variable.description } : {}),
    })),
    creator: { '@id': ORGANIZATION_ID },
    isBasedOn: { '@type': 'CreativeWork', name: input.basedOn.name, url: input.basedOn.url },
    conditionsOfAccess: input.conditionsOfAccess,
    creditText: input.creditText,
    isAccessibleForFree: true,
    distribution: input.distribution.map((item) => ({
      '@type': 'DataDownload',
      name: item.name,
      encodingFormat: item.encodingFormat,
      contentUrl: absoluteUrl(item.path),
    })),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    ...(input.license ? { license: input.license } : {}),
  };
}

export interface CatalogDatasetInput {
  /** The dataset's anchor on the catalogue page. */
  anchor: string;
  name: string;
  description: string;
  encodingFormat: string;
  paths: readonly string[];
  /** The licence's URL, only where one is granted. */
  license?: string;
  conditionsOfAccess: string;
}

/** schema.org DataCatalog: the files a page documents, each a Dataset with its downloads. */
export function dataCatalogJsonLd(input: {
  path: string;
  name: string;
  description: string;
  datasets: readonly CatalogDatasetInput[];
}): WithContext<DataCatalog> {
  const url = absoluteUrl(input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'DataCatalog',
    name: input.name,
    description: input.description,
    url,
    inLanguage: siteConfig.locale,
    publisher: { '@id': ORGANIZATION_ID },
    dataset: input.datasets.map((dataset) => ({
      '@type': 'Dataset',
      name: dataset.name,
      description: dataset.description,
      url: `${url}#${dataset.anchor}`,
      creator: { '@id': ORGANIZATION_ID },
      isAccessibleForFree: true,
      conditionsOfAccess: dataset.conditionsOfAccess,
      ...(dataset.license ? { license: dataset.license } : {}),
      distribution: dataset.paths.map((path) => ({ '@type': 'DataDownload', encodingFormat: dataset.encodingFormat, contentUrl: absoluteUrl(path) })),
    })),
  };
}

export interface ArticleInput {
  path: string;
  headline: string;
  description: string;
  /** Site-relative image path, e.g. '/images/blog/<slug>.svg'. */
  image: string;
  datePublished: string;
  dateModified: string;
  /** The byline: our editorial team, an organisation (we name no invented person). */
  author: string;
  section?: string;
  keywords?: readonly string[];
  wordCount?: number;
}

/** The fields Article and NewsArticle share: address, headline, dates, author, publisher. */
function articleFields(input: Omit<ArticleInput, 'image'>) {
  const url = absoluteUrl(input.path);
  return {
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    inLanguage: siteConfig.locale,
    author: { '@type': 'Organization', name: input.author, url: absoluteUrl('/') },
    publisher: { '@id': ORGANIZATION_ID },
    isPartOf: { '@id': WEBSITE_ID },
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.keywords ? { keywords: input.keywords.join(', ') } : {}),
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
  } as const;
}

/**
 * schema.org Article for the blog articles, the guides and the school (Google's Article rich
 * result: headline, image, dates, author, publisher).
 */
export function articleJsonLd(input: ArticleInput): WithContext<Article> {
  return { '@context': 'https://schema.org', '@type': 'Article', ...articleFields(input), image: absoluteUrl(input.image) };
}

export interface NewsArticleInput extends Omit<ArticleInput, 'image'> {
  /** The price areas the item concerns ('SE3'), as the places it is about. */
  areas: readonly string[];
  /** What the item cites: the written items' sources, or the price data a report is computed from. */
  citations: readonly { name: string; url?: string }[];
}

/**
 * schema.org NewsArticle for /energinyheter/artikel/{slug}. No image: the news items
 * have none, and the site's logo would be no picture of the news.
 */
export function newsArticleJsonLd(input: NewsArticleInput): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    ...articleFields(input),
    spatialCoverage: input.areas.map((area) => ({ '@type': 'Place', name: `Elområde ${area}`, address: { '@type': 'PostalAddress', addressCountry: 'SE' } })),
    citation: input.citations.map((source) => ({ '@type': 'CreativeWork', name: source.name, ...(source.url ? { url: source.url } : {}) })),
  };
}

/**
 * A municipality described on its city page (/stader/{slug}): an AdministrativeArea inside its
 * county, in Sweden. No coordinates or population: the page's figures carry their own sources.
 */
export function municipalityJsonLd(input: { path: string; name: string; county: string; description: string }): WithContext<AdministrativeArea> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AdministrativeArea',
    '@id': `${absoluteUrl(input.path)}#kommun`,
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    containedInPlace: {
      '@type': 'AdministrativeArea',
      name: input.county,
      containedInPlace: { '@type': 'Country', name: 'Sverige' },
    },
  };
}

/** A page that lists other pages (/stader): CollectionPage with the list as an ItemList. */
export function collectionPageJsonLd(input: {
  path: string;
  title: string;
  description: string;
  items: readonly { name: string; path: string }[];
}): WithContext<CollectionPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: siteConfig.locale,
    isPartOf: { '@id': WEBSITE_ID },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: absoluteUrl(item.path),
      })),
    },
  };
}

/**
 * A page whose main content is a ranked list of things that have no page of their own (an area's
 * cheapest offers, /jamfor/se3): WebPage with the list as an ItemList of names and descriptions.
 */
export function rankedListPageJsonLd(input: {
  path: string;
  title: string;
  description: string;
  dateModified?: string;
  items: readonly { name: string; description: string }[];
}): WithContext<WebPage> {
  return {
    ...webPageJsonLd(input),
    mainEntity: {
      '@type': 'ItemList',
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        description: item.description,
      })),
    },
  };
}
