import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
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
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Kostar det något?', acceptedAnswer: { '@type': 'Answer', text: 'Nej.' } },
    ]);
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
