/** @jest-environment node */
import { getCompactGridList } from '@/lib/content/grid-tariffs';
import type { CompactGridList } from '@/lib/domain/grid-tariff';
import { PICKER_HINT, pickerModel, shareText } from '@/lib/grid/picker';

import { ELLEVIO, VATTENFALL_E4, VATTENFALL_T4 } from './tariff-fixtures';

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

/**
 * Ettby (0001): Vattenfall 75 %, Lokalnät (no price list) 20 %, Gävle's Hofors list only 4 %.
 * Tvåby (0002): no concession data.
 */
const LIST: CompactGridList = {
  referenceDate: '2025-12-31',
  source: 'Data',
  operators: [
    { id: 'vattenfall', name: 'Vattenfall', slug: 'vattenfall', tariffs: [VATTENFALL_E4, VATTENFALL_T4] },
    { id: 'ellevio', name: 'Ellevio', slug: 'ellevio', tariffs: [ELLEVIO] },
    { id: 'lokalnat', name: 'Lokalnät ek. för.', tariffs: [] },
    {
      id: 'gavle',
      name: 'Gävle Energi',
      slug: 'gavle',
      tariffs: [
        { ...ELLEVIO, id: 'gavle-standard', variant: 'Standard' },
        { ...ELLEVIO, id: 'gavle-hofors', variant: 'Hofors' },
      ],
    },
  ],
  concessions: {
    '0001': [
      [0, 750],
      [2, 200],
      [3, 40, 1],
    ],
  },
};

const labels = (model: ReturnType<typeof pickerModel>) => model.groups.map((g) => [g.heading, g.choices.map((c) => (c.shareText ? `${c.label}: ${spaced(c.shareText)}` : c.label))]);

describe('pickerModel', () => {
  it('lists the operators with a concession in the municipality first, largest area first, then the others', () => {
    expect(labels(pickerModel(LIST, { code: '0001', name: 'Ettby' }))).toEqual([
      [
        'Elnätsbolag med koncession i Ettby',
        [
          'Vattenfall – Enkeltariff E4: täcker cirka 75 % av kommunens yta',
          'Vattenfall – Tidstariff T4: täcker cirka 75 % av kommunens yta',
          'Lokalnät ek. för.: täcker cirka 20 % av kommunens yta',
          'Gävle Energi – Hofors: täcker cirka 4 % av kommunens yta',
        ],
      ],
      ['Övriga elnätsbolag', ['Ellevio', 'Gävle Energi – Standard']],
    ]);
  });

  it('never says which operator is the visitor’s', () => {
    const model = pickerModel(LIST, { code: '0001', name: 'Ettby' });
    expect(model.hint).toBe(PICKER_HINT);
    expect(JSON.stringify(model)).not.toMatch(/ditt elnätsbolag är|ditt elnätsbolag:/i);
  });

  it('filters both groups by what the visitor types', () => {
    expect(labels(pickerModel(LIST, { code: '0001', name: 'Ettby' }, 'gavle'))).toEqual([
      ['Elnätsbolag med koncession i Ettby', ['Gävle Energi – Hofors: täcker cirka 4 % av kommunens yta']],
      ['Övriga elnätsbolag', ['Gävle Energi – Standard']],
    ]);
  });

  it('without a municipality or concession data, one alphabetical group', () => {
    for (const model of [pickerModel(LIST, null), pickerModel(LIST, { code: '0002', name: 'Tvåby' }), pickerModel({ ...LIST, concessions: undefined }, { code: '0001', name: 'Ettby' })]) {
      expect(model.groups.map((g) => [g.id, g.heading, g.choices.length])).toEqual([['all', 'Alla elnätsbolag', 6]]);
    }
  });

  it('writes the area share as "cirka", under 1 % as "under 1 %"', () => {
    expect(spaced(shareText(0.7489))).toBe('täcker cirka 75 % av kommunens yta');
    expect(spaced(shareText(0.0072))).toBe('täcker under 1 % av kommunens yta');
    expect(spaced(shareText(1))).toBe('täcker cirka 100 % av kommunens yta');
  });
});

describe('pickerModel on the real list', () => {
  const list = getCompactGridList();

  it('Kalmar: E.ON, Kraftringen, Kalmar Energi Elnät and Nybro Elnät first, every other operator after', () => {
    const model = pickerModel(list, { code: '0880', name: 'Kalmar' });
    const [first, rest] = model.groups;
    expect([...new Set(first?.choices.map((c) => c.operator.name))]).toEqual(['E.ON', 'Kraftringen', 'Kalmar Energi Elnät AB', 'Nybro Elnät AB']);
    const all = pickerModel(list, null).groups[0]?.choices.length ?? 0;
    expect((first?.choices.length ?? 0) + (rest?.choices.length ?? 0)).toBe(all);
  });

  it('every municipality has at least one operator in the first group, and no choice in both groups', () => {
    for (const code of Object.keys(list.concessions ?? {})) {
      const [first, rest] = pickerModel(list, { code, name: code }).groups;
      expect(first?.choices.length).toBeGreaterThan(0);
      const ids = new Set(first?.choices.map((c) => c.id));
      expect(rest?.choices.some((c) => ids.has(c.id))).toBe(false);
    }
  });

  it('Hofors lists only Gävle Energi’s Hofors price list as holding the concession', () => {
    const first = pickerModel(list, { code: '2104', name: 'Hofors' }).groups[0];
    expect(first?.choices.filter((c) => c.operator.id === 'gavle-energi-elnat-ab').map((c) => c.id)).toEqual(['gavle-energi-elnat-ab-hofors']);
  });
});
