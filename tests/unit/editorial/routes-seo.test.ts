/**
 * @jest-environment node
 */
import { getAllArticles, getAllGuides } from '@/lib/content/editorial';
import { findRoute, footerNav, getRoutesInSection, headerLinks } from '@/lib/routes';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { toolLinksFor } from '@/lib/tools-links';

describe('the site map for the editorial pages', () => {
  it('lists every article and guide with lastmod from updatedDate', () => {
    const blog = getRoutesInSection('blog').map((route) => route.path);
    for (const article of getAllArticles()) expect(blog).toContain(article.path);
    const guides = getRoutesInSection('guides').map((route) => route.path);
    for (const guide of getAllGuides()) expect(guides).toContain(guide.path);
    for (const article of getAllArticles()) {
      expect(findRoute(article.path)).toMatchObject({ lastmod: article.updatedDate, changeFrequency: 'monthly', section: 'blog' });
    }
    expect(findRoute('/blog')).toMatchObject({ label: 'Blogg', changeFrequency: 'weekly' });
    expect(findRoute('/blog/kategori/tips')).toMatchObject({ label: 'Blogg: Tips' });
    expect(findRoute('/el-avtals-skolan')).toMatchObject({ label: 'El-avtals-skolan', section: 'guides' });
  });

  it("shows 'Blogg' in the header, 'El-avtals-skolan' in the footer and the school among the tools links", () => {
    expect(headerLinks()).toContainEqual(expect.objectContaining({ href: '/blog', label: 'Blogg' }));
    expect(footerNav()).toContainEqual({ href: '/el-avtals-skolan', label: 'El-avtals-skolan' });
    expect(toolLinksFor('/kontakt', { showAll: true }).map((link) => link.href)).toContain('/el-avtals-skolan');
  });
});

describe('articleJsonLd', () => {
  it('builds an Article with absolute URLs, dates, the editorial team as author and the site as publisher', () => {
    expect(
      articleJsonLd({
        path: '/blog/x',
        headline: 'Rubrik',
        description: 'Beskrivning',
        image: '/images/blog/x.svg',
        datePublished: '2026-11-23',
        dateModified: '2026-11-24',
        author: 'Elvalets redaktion',
        section: 'Tips',
        keywords: ['elpris', 'spotpris'],
        wordCount: 812,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': 'https://elvalet.se/blog/x#article',
      mainEntityOfPage: 'https://elvalet.se/blog/x',
      url: 'https://elvalet.se/blog/x',
      headline: 'Rubrik',
      description: 'Beskrivning',
      image: 'https://elvalet.se/images/blog/x.svg',
      datePublished: '2026-11-23',
      dateModified: '2026-11-24',
      inLanguage: 'sv-SE',
      author: { '@type': 'Organization', name: 'Elvalets redaktion', url: 'https://elvalet.se' },
      publisher: { '@id': 'https://elvalet.se#organization' },
      isPartOf: { '@id': 'https://elvalet.se#website' },
      articleSection: 'Tips',
      keywords: 'elpris, spotpris',
      wordCount: 812,
    });
  });
});
