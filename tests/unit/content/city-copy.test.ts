/** @jest-environment node */
import { createCityCopyCollection, getAllCityCopy, getCityCopy, renderCityCopy } from '@/lib/content/city-copy';
import { getCity } from '@/lib/cities/cities';
import { energyTaxRate } from '@/lib/domain/energy-tax';
import { formatOrePerKwh } from '@/lib/format';

import { fixtureRoot, removeFixtureRoots } from '../editorial/fixture-root';

/**
 * City copy (content/cities/<slug>.md) through the one Markdown pipeline: the collection reads and
 * checks it like any other, renderPlainParagraphs allows paragraphs of text and inline directives
 * only. Fixture files in a throw-away root; the committed copy is checked by relations at the end.
 */

afterAll(removeFixtureRoots);

const FRONT = (slug = 'lulea') => `---
municipality: ${slug}
updatedDate: 2026-11-23
author: Elvalets redaktion
---
`;

/** A body of `words` words in paragraphs of 50. */
function body(words: number, extra = ''): string {
  const list = Array.from({ length: words }, (_, i) => `ord${i}`);
  const paragraphs: string[] = [];
  for (let i = 0; i < list.length; i += 50) paragraphs.push(list.slice(i, i + 50).join(' '));
  return `${extra}${paragraphs.join('\n\n')}\n`;
}

/** The rendered copy of one fixture file, content/cities/<slug>.md. */
function copyOf(text: string, slug = 'lulea') {
  const entry = createCityCopyCollection({ root: fixtureRoot({ [`content/cities/${slug}.md`]: text }) }).get(slug);
  if (!entry) throw new Error(`no fixture entry ${slug}`);
  return renderCityCopy(entry);
}

describe('a city copy file', () => {
  it('splits plain paragraphs and counts words', () => {
    const copy = copyOf(FRONT() + body(210));
    expect(copy).toMatchObject({ municipality: 'lulea', updatedDate: '2026-11-23', author: 'Elvalets redaktion', wordCount: 210 });
    expect(copy.paragraphs).toHaveLength(5);
    expect(copy.paragraphs[0]?.startsWith('ord0 ord1')).toBe(true);
  });

  it('replaces inline directives with the formatted figure, counting each as one word', () => {
    const copy = copyOf(FRONT() + body(200, 'Skatten är {{tax.energyReduced}} och momsen {{tax.vat}}.\n\n'));
    expect(copy.paragraphs[0]).toBe('Skatten är 26,4\u00A0öre/kWh och momsen 25\u00A0%.');
    expect(copy.wordCount).toBe(206);
  });

  it.each([
    ['heading', '## Rubrik\n\n'],
    ['list', '- punkt\n\n'],
    ['list', '1. punkt\n\n'],
    ['quote', '> citat\n\n'],
    ['link', 'Se [Elvalet](/jamfor).\n\n'],
    ['link', 'Se https://www.elvalet.se här.\n\n'],
    ['HTML', 'Text <b>fet</b>.\n\n'],
    ['emphasis', 'Det är **viktigt**.\n\n'],
    ['emphasis', 'Det är *viktigt*.\n\n'],
    ['code', 'Kör `npm`.\n\n'],
    ['table', '| a | b |\n| - | - |\n| 1 | 2 |\n\n'],
  ])('refuses %s, with the file and the line', (what, extra) => {
    expect(() => copyOf(FRONT() + body(210, extra))).toThrow(new RegExp(`lulea\\.md:\\n {2}body line 1: plain paragraphs only: ${what} is not allowed`));
  });

  it('refuses bad front matter, a wrong slug, and a body outside 200–400 words', () => {
    expect(() => copyOf(FRONT().replace('Elvalets redaktion', 'Anna') + body(210))).toThrow(/author: expected "Elvalets redaktion"/);
    expect(() => copyOf(FRONT().replace('2026-11-23', '2026-02-30') + body(210))).toThrow(/updatedDate: not a real calendar date/);
    expect(() => copyOf(FRONT('pitea') + body(210), 'lulea')).toThrow(/municipality: "pitea" does not match the file name/);
    expect(() => copyOf(FRONT() + body(150))).toThrow(/body: 150 words, expected 200–400/);
    expect(() => copyOf(FRONT() + body(450))).toThrow(/body: 450 words, expected 200–400/);
    expect(() => copyOf(body(210))).toThrow(/front matter: the file must start with a "---" line/);
    expect(() => copyOf(FRONT().replace('author:', 'municipality: lulea\nauthor:') + body(210))).toThrow(/front matter: YAML does not parse/);
  });

  it('refuses unknown directives, bad arguments, tables and stray braces', () => {
    const parse = (extra: string) => copyOf(FRONT() + body(210, extra));
    expect(() => parse('{{spot.nope SE1}}\n\n')).toThrow(/unknown directive/);
    expect(() => parse('{{spot.month SE9 2025-10}}\n\n')).toThrow(/price area "SE9" is not one of SE1, SE2, SE3, SE4/);
    expect(() => parse('{{spot.month SE1 2030-01}}\n\n')).toThrow(/not a complete month/);
    expect(() => parse('{{spot.monthTable 2025-10 2025-11}}\n\n')).toThrow(/a table is not allowed here \(plain paragraphs only\)/);
    expect(() => parse('{{ oops\n\n')).toThrow(/unmatched "\{\{" or "\}\}"/);
  });

  it('reads numbers at the start of a line as text, not as a list', () => {
    const copy = copyOf(FRONT() + body(210, 'Priset steg under\n2025. Sedan dess har det sjunkit.\n\n'));
    expect(copy.paragraphs[0]).toBe('Priset steg under 2025. Sedan dess har det sjunkit.');
  });

  it('is nothing when the directory is missing', () => {
    expect(createCityCopyCollection({ root: fixtureRoot({}) }).all()).toEqual([]);
  });
});

describe('the committed city copy', () => {
  it('belongs to real municipalities and renders to paragraphs with every directive resolved', () => {
    const entries = getAllCityCopy();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(getCity(entry.slug)).toBeDefined();
      const copy = getCityCopy(entry.slug)!;
      expect(copy.paragraphs.length).toBeGreaterThan(0);
      expect(copy.paragraphs.join(' ')).not.toMatch(/\{\{|\}\}/);
    }
    expect(getCityCopy('atlantis')).toBeUndefined();
  });

  it('prints the tax directives as the tax table gives them', () => {
    const reduced = getAllCityCopy().find((entry) => entry.body.includes('{{tax.energyReduced}}'));
    if (reduced) expect(getCityCopy(reduced.slug)!.paragraphs.join(' ')).toContain(formatOrePerKwh(energyTaxRate('2580').oreExVat));
  });
});
