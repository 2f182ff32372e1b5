import {
  collectionPageJsonLd,
  municipalityJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  providerOrganizationJsonLd,
  serializeJsonLd,
} from '@/lib/seo/json-ld';
import { fullTitle, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, siteConfig } from '@/lib/site';

describe('pageMetadata', () => {
  const metadata = pageMetadata({
    path: '/villkor',
    title: 'Användarvillkor',
    description: 'Villkoren för att använda tjänsten.',
    keywords: ['villkor', 'elavtal'],
  });

  it('builds an absolute canonical from the path', () => {
    expect(metadata.alternates?.canonical).toBe(`${siteConfig.url}/villkor`);
  });

  it('leaves the title to the layout template and sets Open Graph in sv_SE', () => {
    expect(metadata.title).toBe('Användarvillkor');
    expect(metadata.openGraph).toMatchObject({
      title: `Användarvillkor | ${siteConfig.name}`,
      locale: 'sv_SE',
      url: `${siteConfig.url}/villkor`,
      siteName: siteConfig.name,
      type: 'website',
    });
    expect(metadata.keywords).toEqual(['villkor', 'elavtal']);
    expect(metadata.robots).toBeUndefined();
  });

  it('supports an absolute title and noindex fallback pages', () => {
    const home = pageMetadata({ path: '/', title: 'Jämför elavtal', description: 'd', absoluteTitle: true, noindex: true });
    expect(home.title).toEqual({ absolute: 'Jämför elavtal' });
    expect(home.alternates?.canonical).toBe(siteConfig.url);
    expect(home.robots).toEqual({ index: false, follow: true });
    expect(fullTitle('Jämför elavtal', true)).toBe('Jämför elavtal');
  });

  it('rejects a path that is not site-relative', () => {
    expect(() => absoluteUrl('villkor')).toThrow(RangeError);
  });
});

describe('JSON-LD', () => {
  it('escapes < so no text can close the script tag', () => {
    const json = serializeJsonLd(faqPageJsonLd([{ question: 'Vad är <script>?', answer: '</script><b>' }]));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'FAQPage' });
    expect(JSON.stringify(JSON.parse(json))).toContain('</script><b>');
  });

  it('builds FAQPage questions with accepted answers', () => {
    const data = faqPageJsonLd([{ question: 'Kostar det något?', answer: 'Nej.' }]);
    expect(data.mainEntity).toEqual([{ '@type': 'Question', name: 'Kostar det något?', acceptedAnswer: { '@type': 'Answer', text: 'Nej.' } }]);
  });

  it('numbers breadcrumb positions from 1 with absolute items', () => {
    const data = breadcrumbJsonLd([
      { href: '/', label: 'Hem' },
      { href: '/villkor', label: 'Användarvillkor' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Hem', item: siteConfig.url },
      { '@type': 'ListItem', position: 2, name: 'Användarvillkor', item: `${siteConfig.url}/villkor` },
    ]);
  });

  it('describes the organisation with its contact e-mail', () => {
    expect(organizationJsonLd()).toMatchObject({ '@type': 'Organization', name: siteConfig.name, email: siteConfig.contactEmail });
  });
});

describe('providerOrganizationJsonLd', () => {
  it('describes a supplier with written copy: its own site as url, other pages as sameAs, and an @id on our page', () => {
    const data = providerOrganizationJsonLd({
      path: '/leverantor/vattenfall',
      name: 'Vattenfall',
      legalName: 'Vattenfall AB',
      description: 'Elbolag.',
      website: 'https://www.vattenfall.se',
      sameAs: ['https://sv.wikipedia.org/wiki/Vattenfall'],
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${absoluteUrl('/leverantor/vattenfall')}#organization`,
      name: 'Vattenfall',
      legalName: 'Vattenfall AB',
      description: 'Elbolag.',
      url: 'https://www.vattenfall.se',
      sameAs: ['https://sv.wikipedia.org/wiki/Vattenfall'],
    });
  });

  it('gives a supplier known only from the catalogue its names and nothing invented: no url, logo, address or rating', () => {
    const data = providerOrganizationJsonLd({ path: '/leverantor/x', name: 'X', legalName: 'X Energi AB', description: 'd' });
    expect(Object.keys(data).sort()).toEqual(['@context', '@id', '@type', 'description', 'legalName', 'name']);
  });

  it('adds a customer-service contact point only when a confirmed page or phone exists', () => {
    const data = providerOrganizationJsonLd({
      path: '/leverantor/x',
      name: 'X',
      legalName: 'X AB',
      description: 'd',
      website: 'https://www.x.se',
      phone: '020-12 34 56',
    });
    expect(data).toMatchObject({ contactPoint: { '@type': 'ContactPoint', telephone: '020-12 34 56' } });
    expect(data).not.toHaveProperty('sameAs');
  });
});

describe('city JSON-LD', () => {
  it('describes a municipality inside its county and Sweden, without coordinates', () => {
    expect(municipalityJsonLd({ path: '/stader/mora', name: 'Mora', county: 'Dalarnas län', description: 'Elpris i Mora.' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AdministrativeArea',
      '@id': `${absoluteUrl('/stader/mora')}#kommun`,
      name: 'Mora',
      description: 'Elpris i Mora.',
      url: absoluteUrl('/stader/mora'),
      containedInPlace: {
        '@type': 'AdministrativeArea',
        name: 'Dalarnas län',
        containedInPlace: { '@type': 'Country', name: 'Sverige' },
      },
    });
  });

  it('lists the pages of a collection in order', () => {
    const data = collectionPageJsonLd({
      path: '/stader',
      title: 'Städer',
      description: 'Alla kommuner.',
      items: [
        { name: 'Ale', path: '/stader/ale' },
        { name: 'Alingsås', path: '/stader/alingsas' },
      ],
    });
    expect(data).toMatchObject({ '@type': 'CollectionPage', url: absoluteUrl('/stader'), name: 'Städer' });
    expect(data.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Ale', url: absoluteUrl('/stader/ale') },
        { '@type': 'ListItem', position: 2, name: 'Alingsås', url: absoluteUrl('/stader/alingsas') },
      ],
    });
  });
});
