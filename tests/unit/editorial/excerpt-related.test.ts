/**
 * @jest-environment node
 */
import fc from 'fast-check';

import { relatedArticles } from '@/lib/content/editorial';
import { createBlogCollection } from '@/lib/content/editorial/collections';
import { cutExcerpt } from '@/lib/content/editorial/excerpt';
import { countWords, formatReadTime, readTimeMinutes } from '@/lib/content/editorial/markdown-file';

import { blogFiles, fixtureRoot, removeFixtureRoots } from './fixture-root';

afterAll(removeFixtureRoots);

describe('cutExcerpt', () => {
  it('returns text that fits unchanged (whitespace tidied)', () => {
    expect(cutExcerpt('Kort text.', 20)).toBe('Kort text.');
    expect(cutExcerpt('  Två\n rader  ', 20)).toBe('Två rader');
    expect(cutExcerpt('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts at the last word that fits, the ellipsis included in the length', () => {
    // 'Elpriset steg kraftigt' is 22 characters; with '…' 23.
    expect(cutExcerpt('Elpriset steg kraftigt under hösten', 23)).toBe('Elpriset steg kraftigt…');
    expect(cutExcerpt('Elpriset steg kraftigt under hösten', 22)).toBe('Elpriset steg…');
  });

  it('drops a dangling comma, colon or dash before the ellipsis', () => {
    expect(cutExcerpt('Tre saker, nämligen pris', 12)).toBe('Tre saker…');
    expect(cutExcerpt('Så här: först det ena', 10)).toBe('Så här…');
    expect(cutExcerpt('Fast pris – eller rörligt', 12)).toBe('Fast pris…');
  });

  it('cuts inside a word only when the first word alone is too long', () => {
    expect(cutExcerpt('Elnätsavgiftsförändringar påverkar', 10)).toBe('Elnätsavg…');
  });

  it('never exceeds the limit and ends at a word boundary', () => {
    const word = fc.stringMatching(/^[a-zåäö]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 40 }), fc.integer({ min: 2, max: 160 }), (list, max) => {
        const text = list.join(' ');
        const cut = cutExcerpt(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        if (cut === text) return;
        expect(cut.endsWith('…')).toBe(true);
        const kept = cut.slice(0, -1);
        if (kept.length > 0 && list[0]!.length <= max - 1) expect(`${text} `.startsWith(`${kept} `)).toBe(true);
      }),
    );
  });
});

describe('read time', () => {
  it('reads 200 words a minute, rounding up, at least one minute', () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(1500)).toBe(8);
    expect(formatReadTime(8)).toBe('8 min läsning');
  });

  it('counts words as a reader sees them', () => {
    expect(countWords('## Rubrik här\n\n- ett\n- två\n\n| A | B |\n| -- | -- |\n| 1 | 2 |\n')).toBe(8);
    expect(countWords('Se [jämförelsen](/jamfor?type=fast) och {{spot.month SE3 2025-10}} — klart.')).toBe(5);
    expect(countWords('Priset: 62,8 öre/kWh, alltså 0,63 kr.')).toBe(6);
  });
});

describe('relatedArticles', () => {
  const collection = () =>
    createBlogCollection({
      root: fixtureRoot({
        ...blogFiles('elpris-a', { category: 'Aktuellt', tags: '[elpris, spotpris, elområde]' }),
        ...blogFiles('elpris-b', { category: 'Aktuellt', tags: '[elpris, spotpris]', publishDate: '2026-11-01', updatedDate: '2026-11-01' }),
        ...blogFiles('elpris-c', { category: 'Tips', tags: '[elpris, spotpris, elområde]' }),
        ...blogFiles('spara-d', { category: 'Tips', tags: '[spara, förbrukning]' }),
        ...blogFiles('miljo-e', { category: 'Miljö', tags: '[förnybart, vindkraft]' }),
        ...blogFiles('miljo-f', { category: 'Miljö', tags: '[förnybart, solel]', publishDate: '2026-10-01', updatedDate: '2026-10-01' }),
      }),
    }).all();

  it('prefers the same category and shared tags (category = two tags)', () => {
    const articles = collection();
    // elpris-b: category 2 + 2 tags = 4; elpris-c: 3 shared tags = 3; others 0.
    expect(relatedArticles('elpris-a', 2, articles).map((a) => a.slug)).toEqual(['elpris-b', 'elpris-c']);
    // elpris-a: 3 tags = 3, spara-d: category = 2, elpris-b: 2 tags = 2 but older → spara-d first.
    expect(relatedArticles('elpris-c', 3, articles).map((a) => a.slug)).toEqual(['elpris-a', 'spara-d', 'elpris-b']);
    expect(relatedArticles('miljo-f', 2, articles).map((a) => a.slug)).toEqual(['miljo-e', 'elpris-a']);
  });

  it('fills up with the newest articles when nothing is shared, and never returns the article itself', () => {
    const articles = collection();
    const related = relatedArticles('spara-d', 2, articles);
    expect(related.map((a) => a.slug)).toEqual(['elpris-c', 'elpris-a']);
    expect(related.every((a) => a.slug !== 'spara-d')).toBe(true);
  });

  it('is the same on every call and empty for an unknown slug', () => {
    const articles = collection();
    expect(relatedArticles('elpris-a', 2, articles)).toEqual(relatedArticles('elpris-a', 2, [...articles].reverse()));
    expect(relatedArticles('finns-inte', 2, articles)).toEqual([]);
  });
});
