/**
 * @jest-environment node
 */
import { resolveCopyDirectives } from '@/lib/content/editorial/copy';

describe('directives in copy modules (lib/content/editorial/copy.ts)', () => {
  it('resolves every string that holds a directive, at any depth, and keeps everything else', () => {
    const copy = { title: 'Moms', list: ['Momsen är {{tax.vat}}.', 'Ingen siffra.'], faq: [{ answer: 'Skatt {{tax.energy}}.' }], count: 3, on: true };
    expect(resolveCopyDirectives(copy, 'content/pages/test.ts')).toEqual({
      title: 'Moms',
      list: ['Momsen är 25\u00A0%.', 'Ingen siffra.'],
      faq: [{ answer: 'Skatt 36,0\u00A0öre/kWh.' }],
      count: 3,
      on: true,
    });
  });

  it('takes inline directives only, and names the module of a bad one', () => {
    expect(() => resolveCopyDirectives({ text: '{{spot.monthTable 2025-10}}' }, 'content/pages/test.ts')).toThrow(
      /content\/pages\/test\.ts:\n {2}body line 1: .*a table is not allowed here/,
    );
    expect(() => resolveCopyDirectives(['{{tax.moms}}'], 'content/pages/test.ts')).toThrow(/unknown directive \{\{tax\.moms\}\}/);
  });
});
