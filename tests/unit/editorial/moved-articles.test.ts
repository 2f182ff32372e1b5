import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { MovedPage } from '@/components/editorial/moved-page';
import { MOVED_ARTICLES } from '@/content/moved-articles';
import { getAllArticles, getMovedArticles } from '@/lib/content/editorial';
import { checkPage } from '@/scripts/lib/site-check';
import { absoluteUrl } from '@/lib/site';

/** Renamed articles keep their old address as a page that sends the reader on. */

describe('moved articles (content/moved-articles.ts)', () => {
  it('every old address leads to an article, and none is an article itself', () => {
    const slugs = new Set(getAllArticles().map((a) => a.slug));
    const moved = getMovedArticles();
    expect(moved.map((m) => m.slug).sort()).toEqual(Object.keys(MOVED_ARTICLES).sort());
    for (const { slug, to } of moved) {
      expect(slugs.has(slug)).toBe(false);
      expect(slugs.has(to.slug)).toBe(true);
    }
  });

  it('refuses a move to no article and a move away from an article that still exists', () => {
    expect(() => getMovedArticles({ 'gammal-adress': 'finns-inte' })).toThrow(/finns-inte, which is no article/);
    const existing = getAllArticles()[0]!.slug;
    expect(() => getMovedArticles({ [existing]: existing })).toThrow(/still is an article/);
  });

  it('renders a refresh to the new address and a link for browsers that do not follow it', () => {
    const html = renderToStaticMarkup(createElement(MovedPage, { to: { path: '/blog/ny', title: 'Ny rubrik' } }));
    expect(html).toContain('http-equiv="refresh" content="0; url=/blog/ny"');
    expect(html).toContain('href="/blog/ny"');
    expect(html).toContain('Artikeln har flyttat');
  });
});

describe('the site check of a moved page', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'moved-'));
  mkdirSync(path.join(outDir, 'blog'));
  writeFileSync(path.join(outDir, 'blog', 'ny.html'), '<html lang="sv"></html>');
  const page = (head: string) => ({
    file: 'blog/gammal.html',
    urlPath: '/blog/gammal',
    html: `<html lang="sv"><head><title>Flyttad</title><meta name="description" content="Flyttad"/>${head}</head><body></body></html>`,
  });
  const noindex = '<meta name="robots" content="noindex, follow"/>';

  it('accepts the canonical of the new address on a noindex page that refreshes to it', () => {
    const head = `${noindex}<meta http-equiv="refresh" content="0; url=/blog/ny"/><link rel="canonical" href="${absoluteUrl('/blog/ny')}"/>`;
    expect(checkPage(page(head), outDir)).toEqual([]);
  });

  it('finds a moved page that is indexable, points nowhere or names itself as canonical', () => {
    const own = `<link rel="canonical" href="${absoluteUrl('/blog/gammal')}"/>`;
    expect(checkPage(page(`<meta http-equiv="refresh" content="0; url=/blog/ny"/>${own}`), outDir)).toEqual([
      '/blog/gammal: a moved page must be noindex',
      `/blog/gammal: canonical ${absoluteUrl('/blog/gammal')} is not ${absoluteUrl('/blog/ny')}`,
    ]);
    const nowhere = `${noindex}<meta http-equiv="refresh" content="0; url=/blog/borta"/><link rel="canonical" href="${absoluteUrl('/blog/borta')}"/>`;
    expect(checkPage(page(nowhere), outDir)).toEqual(['/blog/gammal: moves to /blog/borta, which is not in the export']);
  });
});
