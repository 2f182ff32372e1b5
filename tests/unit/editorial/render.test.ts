/**
 * @jest-environment node
 */
import type { Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

import { decideInternalLink } from '@/lib/content/editorial';
import { renderMarkdown, SANITIZE_SCHEMA, tableLabel, type LinkDecision, type RenderOptions } from '@/lib/content/editorial/render';

const keepAll = (): LinkDecision => ({ action: 'keep' });

function render(markdown: string, options: Partial<RenderOptions> = {}) {
  return renderMarkdown(markdown, { file: 'content/blog/test.md', topHeadingDepth: 2, internalLink: keepAll, ...options });
}

describe('renderMarkdown', () => {
  it('gives headings ids and anchor links, and lists the ## headings', () => {
    const { html, headings } = render('## Vad är elområde?\n\nText.\n\n### Detaljer\n\n## Så byter du elavtal\n');
    expect(html).toContain(
      '<h2 id="vad-är-elområde">Vad är elområde?<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#vad-är-elområde">#</a></h2>',
    );
    expect(html).toContain('<h3 id="detaljer">Detaljer<a class="heading-anchor"');
    expect(headings).toEqual([
      { id: 'vad-är-elområde', text: 'Vad är elområde?' },
      { id: 'så-byter-du-elavtal', text: 'Så byter du elavtal' },
    ]);
  });

  it('prefixes heading ids when asked (school sections share one page)', () => {
    const { html } = render('### Tips\n', { topHeadingDepth: 3, idPrefix: 'spara-el-' });
    expect(html).toContain('<h3 id="spara-el-tips">');
  });

  it('renders GFM tables in a named, focusable scroll region with a hint for phones, and lists', () => {
    const { html } = render('| Område | Pris |\n| :-- | --: |\n| SE3 | 62,8 |\n\n- ett\n- två\n\n1. först\n2. sedan\n');
    expect(html).toContain(
      '<div class="table-block"><p class="table-hint">Svep i sidled om tabellen är bredare än skärmen.</p>' +
        '<div class="table-scroll scroll-shadow-x" role="region" aria-label="Tabell: Område, Pris" tabindex="0"><table>',
    );
    expect(html).toContain('<th class="align-right">Pris</th>');
    expect(html).toContain('<td class="align-left">SE3</td>');
    expect(html).toMatch(/<ul>\n<li>ett<\/li>\n<li>två<\/li>\n<\/ul>/);
    expect(html).toMatch(/<ol>\n<li>först<\/li>/);
  });

  it("names a table's region by its column headings, shortened to 120 characters, and a table without headings 'Tabell'", () => {
    const th = (value: string) => ({ type: 'element' as const, tagName: 'th', properties: {}, children: [{ type: 'text' as const, value }] });
    const table = (cells: ReturnType<typeof th>[]) => ({
      type: 'element' as const,
      tagName: 'table',
      properties: {},
      children: [
        {
          type: 'element' as const,
          tagName: 'thead',
          properties: {},
          children: [{ type: 'element' as const, tagName: 'tr', properties: {}, children: cells }],
        },
      ],
    });
    expect(tableLabel(table([th('Elområde'), th(' Vinter\n2024–25 '), th('')]))).toBe('Tabell: Elområde, Vinter 2024–25');
    expect(tableLabel(table([]))).toBe('Tabell');
    const long = tableLabel(table(Array.from({ length: 20 }, (_, i) => th(`Kolumn ${i + 1}`))));
    expect(long).toHaveLength(120);
    expect(long.startsWith('Tabell: Kolumn 1, Kolumn 2,')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
  });

  it('opens external links in a new tab with rel="noopener noreferrer" and says so to screen readers', () => {
    const { html } = render('Läs mer hos [Energimarknadsbyrån](https://www.energimarknadsbyran.se).');
    expect(html).toContain(
      '<a href="https://www.energimarknadsbyran.se" rel="noopener noreferrer" target="_blank">Energimarknadsbyrån<span class="sr-only"> (öppnas i ny flik)</span></a>',
    );
  });

  it('keeps internal links as they are', () => {
    expect(render('[Jämför elavtal](/jamfor)').html).toBe('<p><a href="/jamfor">Jämför elavtal</a></p>');
  });

  it('resolves directives before rendering', () => {
    expect(render('Skatten är {{tax.energy}}.').html).toBe('<p>Skatten är 36,0\u00A0öre/kWh.</p>');
  });

  it.each([
    ['a # heading', '# Rubrik\n\nText.', /body line 1: heading level 1 \("#"\); headings start at ##/],
    ['raw HTML', 'Text.\n\n<script>alert(1)</script>\n', /body line 3: raw HTML is not allowed/],
    ['inline HTML', 'Text <img src=x onerror="alert(1)"> här.', /body line 1: raw HTML is not allowed/],
    ['an image', '![Diagram](https://example.com/bild.png)', /images are not allowed in bodies/],
    ['a javascript: link', '[klicka](javascript:alert(1))', /link "javascript:alert\(1\)": use a root-relative path/],
    ['an http link', '[EI](http://www.ei.se)', /link "http:\/\/www\.ei\.se"/],
    ['a relative link', '[guide](guider/elavtal-guide)', /link "guider\/elavtal-guide"/],
    ['a link the policy rejects', '[x](/finns-inte)', /body line 1: nope/],
  ])('fails the build on %s, naming file and line', (_, markdown, message) => {
    const internalLink = (): LinkDecision => ({ action: 'reject', reason: 'nope' });
    expect(() => render(markdown, { internalLink })).toThrow(/^Invalid content in content\/blog\/test\.md:\n/);
    expect(() => render(markdown, { internalLink })).toThrow(message);
  });

  it('fails on ## inside a school section, whose heading is the h2', () => {
    expect(() => render('## För hög nivå', { topHeadingDepth: 3 })).toThrow(/heading level 2 \("##"\); headings start at ###/);
  });
});

describe('the sanitiser (the second lock behind the contract checks)', () => {
  function sanitize(tree: Root): string {
    const processor = unified().use(rehypeSanitize, SANITIZE_SCHEMA).use(rehypeStringify);
    return processor.stringify(processor.runSync(tree));
  }
  const el = (tagName: string, properties: Record<string, unknown>, children: Root['children'] = []) => ({
    type: 'element' as const,
    tagName,
    properties: properties as never,
    children: children as never,
  });
  const text = (value: string) => ({ type: 'text' as const, value });

  it('drops scripts, event handlers, javascript: URLs, images and styles', () => {
    const html = sanitize({
      type: 'root',
      children: [
        el('script', {}, [text('alert(1)')]),
        el('p', { onClick: 'alert(1)', style: 'color:red' }, [text('Hej')]),
        el('a', { href: 'javascript:alert(1)' }, [text('länk')]),
        el('img', { src: 'https://example.com/x.png', onError: 'alert(1)' }),
        el('iframe', { src: 'https://example.com' }),
      ],
    });
    expect(html).toBe('<p>Hej</p><a>länk</a>');
  });

  it('keeps heading ids without a prefix, anchor links, tables and the external-link attributes', () => {
    const html = sanitize({
      type: 'root',
      children: [
        el('h2', { id: 'kostnader' }, [
          text('Kostnader'),
          el('a', { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1, href: '#kostnader' }, [text('#')]),
        ]),
        el('div', { className: ['table-scroll'], tabIndex: 0 }, [
          el('table', {}, [el('tbody', {}, [el('tr', {}, [el('td', { className: ['align-right'] }, [text('1')])])])]),
        ]),
        el('a', { href: 'https://www.ei.se', target: '_blank', rel: ['noopener', 'noreferrer'] }, [
          el('span', { className: ['sr-only'] }, [text(' (öppnas i ny flik)')]),
        ]),
      ],
    });
    expect(html).toBe(
      '<h2 id="kostnader">Kostnader<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#kostnader">#</a></h2>' +
        '<div class="table-scroll" tabindex="0"><table><tbody><tr><td class="align-right">1</td></tr></tbody></table></div>' +
        '<a href="https://www.ei.se" target="_blank" rel="noopener noreferrer"><span class="sr-only"> (öppnas i ny flik)</span></a>',
    );
  });

  it('drops class names it does not know', () => {
    const html = sanitize({ type: 'root', children: [el('a', { className: ['evil', 'heading-anchor'], href: '/jamfor' }, [text('x')])] });
    expect(html).toBe('<a class="heading-anchor" href="/jamfor">x</a>');
  });
});

describe('decideInternalLink (the site policy for root-relative links in bodies)', () => {
  it('keeps links to the blog, the guides and the school that name a page, found in the collections', () => {
    expect(decideInternalLink('/blog')).toEqual({ action: 'keep' });
    expect(decideInternalLink('/blog/natavgifter-forklaring')).toEqual({ action: 'keep' });
    expect(decideInternalLink('/blog/kategori/tips')).toEqual({ action: 'keep' });
    expect(decideInternalLink('/guider/elavtal-guide')).toEqual({ action: 'keep' });
    expect(decideInternalLink('/el-avtals-skolan#kostnader')).toEqual({ action: 'keep' });
  });

  it('keeps paths of the rest of the site (the site-wide check holds them to out/)', () => {
    for (const href of ['/jamfor', '/jamfor?type=fast', '/elnat', '/stader/lulea', '/energinyheter']) {
      expect(decideInternalLink(href)).toEqual({ action: 'keep' });
    }
  });

  it('rejects a blog, guide or school link that names nothing', () => {
    expect(decideInternalLink('/blog/finns-inte')).toEqual({ action: 'reject', reason: 'link /blog/finns-inte: no such page' });
    expect(decideInternalLink('/blog/kategori/sport')).toMatchObject({ action: 'reject' });
    expect(decideInternalLink('/blog/natavgifter-forklaring/mer')).toMatchObject({ action: 'reject' });
    expect(decideInternalLink('/guider/finns-inte')).toMatchObject({ action: 'reject' });
    expect(decideInternalLink('/el-avtals-skolan#fel')).toMatchObject({ action: 'reject' });
  });

  it('rejects what is not a path of this site', () => {
    expect(decideInternalLink('/Elpriser')).toEqual({ action: 'reject', reason: 'link /Elpriser: not a path of this site: /Elpriser' });
  });
});
