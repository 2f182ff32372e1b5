/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { countWords, parseCityCopy, readCityCopyFiles, renderDirective, splitFrontMatter } from '@/lib/content/city-copy';

const FRONT = `---
municipality: lulea
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

describe('front matter', () => {
  it('reads key: value lines, quoted or not', () => {
    expect(splitFrontMatter(`---\na: 1\nb: "x: y"\n---\nText`, 'f.md')).toEqual({ data: { a: '1', b: 'x: y' }, body: 'Text' });
  });

  it('refuses a file without front matter or with a repeated field', () => {
    expect(() => splitFrontMatter('Text', 'f.md')).toThrow(/f\.md: no front matter/);
    expect(() => splitFrontMatter('---\na: 1\na: 2\n---\n', 'f.md')).toThrow(/appears twice/);
  });
});

describe('parseCityCopy', () => {
  it('splits plain paragraphs and counts words', () => {
    const copy = parseCityCopy(FRONT + body(210), 'content/cities/lulea.md', 'lulea');
    expect(copy).toMatchObject({ municipality: 'lulea', updatedDate: '2026-11-23', author: 'Elvalets redaktion', wordCount: 210 });
    expect(copy.paragraphs).toHaveLength(5);
    expect(copy.paragraphs[0]?.startsWith('ord0 ord1')).toBe(true);
  });

  it('replaces directives with the formatted figure', () => {
    const copy = parseCityCopy(
      FRONT + body(205, 'Snittpriset i SE1 var {{spot.month SE1 2026-03}} i {{spot.monthName latest}} och skatten {{tax.energyReduced}}.\n\n'),
      'content/cities/lulea.md',
      'lulea',
    );
    expect(copy.paragraphs[0]).toMatch(/^Snittpriset i SE1 var \d+,\d\u00A0öre\/kWh i mars 2026 och skatten 26,4\u00A0öre\/kWh\.$/);
  });

  it.each([
    ['a heading', '## Rubrik\n\n'],
    ['a list', '- punkt\n\n'],
    ['a link', 'Se [Elvalet](/jamfor).\n\n'],
    ['HTML', 'Text <b>fet</b>.\n\n'],
    ['emphasis', 'Det är **viktigt**.\n\n'],
    ['a table', '| a | b |\n\n'],
  ])('refuses %s', (what, extra) => {
    expect(() => parseCityCopy(FRONT + body(210, extra), 'content/cities/lulea.md', 'lulea')).toThrow(new RegExp(`lulea\\.md: city copy may not contain ${what}`));
  });

  it('refuses bad front matter, a wrong slug, and a body outside 200–400 words', () => {
    expect(() => parseCityCopy(FRONT.replace('Elvalets redaktion', 'Anna'), 'content/cities/lulea.md', 'lulea')).toThrow(/field 'author'/);
    expect(() => parseCityCopy(FRONT + body(210), 'content/cities/pitea.md', 'pitea')).toThrow(/does not match the file name/);
    expect(() => parseCityCopy(FRONT + body(150), 'content/cities/lulea.md', 'lulea')).toThrow(/150 words/);
    expect(() => parseCityCopy(FRONT + body(450), 'content/cities/lulea.md', 'lulea')).toThrow(/450 words/);
  });

  it('refuses unknown directives, bad arguments and stray braces', () => {
    const parse = (extra: string) => parseCityCopy(FRONT + body(210, extra), 'content/cities/lulea.md', 'lulea');
    expect(() => parse('{{spot.nope SE1}}\n\n')).toThrow(/unknown directive/);
    expect(() => parse('{{spot.month SE9 2025-10}}\n\n')).toThrow(/not SE1–SE4/);
    expect(() => parse('{{spot.month SE1 2030-01}}\n\n')).toThrow(/not a complete month/);
    expect(() => parse('{{spot.monthTable 2025-10 2025-11}}\n\n')).toThrow(/tables are not allowed/);
    expect(() => parse('{{ oops\n\n')).toThrow(/not a valid directive/);
  });
});

describe('directives', () => {
  it.each([
    ['tax.energy', [], '36,0\u00A0öre/kWh'],
    ['tax.energyInclVat', [], '45,0\u00A0öre/kWh'],
    ['tax.energyReducedInclVat', [], '33,0\u00A0öre/kWh'],
    ['tax.vat', [], '25\u00A0%'],
    ['spot.year', ['SE3', '2024'], '40,9\u00A0öre/kWh'],
    ['spot.monthName', ['2025-10'], 'oktober 2025'],
    ['spot.latestDay', [], '14 april 2026'],
  ])('{{%s %j}} → %j', (name, args, text) => {
    expect(renderDirective(name, args, 'f.md')).toBe(text);
  });

  it('counts a directive as one word', () => {
    expect(countWords('Priset var {{spot.month SE3 2025-10}} i oktober.')).toBe(5);
  });
});

describe('reading the directory', () => {
  it('reads only Markdown files, sorted, and nothing when the directory is missing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'city-copy-'));
    try {
      writeFileSync(path.join(dir, 'pitea.md'), 'b');
      writeFileSync(path.join(dir, 'lulea.md'), 'a');
      writeFileSync(path.join(dir, 'notes.txt'), 'c');
      expect(readCityCopyFiles(dir).map((f) => [f.slug, f.file, f.source])).toEqual([
        ['lulea', 'content/cities/lulea.md', 'a'],
        ['pitea', 'content/cities/pitea.md', 'b'],
      ]);
      expect(readCityCopyFiles(path.join(dir, 'none'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('numbers inside a paragraph', () => {
  it('are text, not a list, when a line happens to start with a year', () => {
    const copy = parseCityCopy(FRONT + body(210, 'Priset steg under\n2025. Sedan dess har det sjunkit.\n\n'), 'content/cities/lulea.md', 'lulea');
    expect(copy.paragraphs[0]).toBe('Priset steg under 2025. Sedan dess har det sjunkit.');
  });
});
