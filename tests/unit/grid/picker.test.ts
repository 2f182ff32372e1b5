/** @jest-environment node */
import { GET, dynamic } from '@/app/data/elnat-koncessioner.json/route';
import { getCompactConcessions } from '@/lib/content/grid-areas';
import { getCompactGridList } from '@/lib/content/grid-tariffs';
import type { CompactConcessions, CompactGridList } from '@/lib/grid/compact-list';
import { GRID_CONCESSIONS_URL, isCompactConcessions, loadGridConcessions } from '@/lib/grid/concessions';
import { PICKER_HINT, pickerModel, shareText } from '@/lib/grid/picker';
import { DATA_FILE_VERSIONS, versionedCheck, versionedFile } from '@/lib/open-data/versions';

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
};

const CONCESSIONS: CompactConcessions = {
  '0001': [
    ['vattenfall', 750],
    ['lokalnat', 200],
    ['gavle', 40, 'gavle-hofors'],
  ],
};

const labels = (model: ReturnType<typeof pickerModel>) =>
  model.groups.map((g) => [g.heading, g.choices.map((c) => (c.shareText ? `${c.label}: ${spaced(c.shareText)}` : c.label))]);

describe('pickerModel', () => {
  it('lists the operators with a concession in the municipality first, largest area first, then the others', () => {
    expect(labels(pickerModel(LIST, CONCESSIONS, { code: '0001', name: 'Ettby' }))).toEqual([
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
    const model = pickerModel(LIST, CONCESSIONS, { code: '0001', name: 'Ettby' });
    expect(model.hint).toBe(PICKER_HINT);
    expect(JSON.stringify(model)).not.toMatch(/ditt elnätsbolag är|ditt elnätsbolag:/i);
  });

  it('filters both groups by what the visitor types', () => {
    expect(labels(pickerModel(LIST, CONCESSIONS, { code: '0001', name: 'Ettby' }, 'gavle'))).toEqual([
      ['Elnätsbolag med koncession i Ettby', ['Gävle Energi – Hofors: täcker cirka 4 % av kommunens yta']],
      ['Övriga elnätsbolag', ['Gävle Energi – Standard']],
    ]);
  });

  it('without a municipality or concession data, one alphabetical group', () => {
    for (const model of [
      pickerModel(LIST, CONCESSIONS, null),
      pickerModel(LIST, CONCESSIONS, { code: '0002', name: 'Tvåby' }),
      pickerModel(LIST, null, { code: '0001', name: 'Ettby' }),
    ]) {
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
  const concessions = getCompactConcessions();

  it('Kalmar: E.ON, Kraftringen, Kalmar Energi Elnät and Nybro Elnät first, every other operator after', () => {
    const model = pickerModel(list, concessions, { code: '0880', name: 'Kalmar' });
    const [first, rest] = model.groups;
    expect([...new Set(first?.choices.map((c) => c.operator.name))]).toEqual(['E.ON', 'Kraftringen', 'Kalmar Energi Elnät AB', 'Nybro Elnät AB']);
    const all = pickerModel(list, concessions, null).groups[0]?.choices.length ?? 0;
    expect((first?.choices.length ?? 0) + (rest?.choices.length ?? 0)).toBe(all);
  });

  it('every municipality has at least one operator in the first group, and no choice in both groups', () => {
    expect(Object.keys(concessions)).toHaveLength(290);
    for (const code of Object.keys(concessions)) {
      const [first, rest] = pickerModel(list, concessions, { code, name: code }).groups;
      expect(first?.choices.length).toBeGreaterThan(0);
      const ids = new Set(first?.choices.map((c) => c.id));
      expect(rest?.choices.some((c) => ids.has(c.id))).toBe(false);
    }
  });

  it('Hofors lists only Gävle Energi’s Hofors price list as holding the concession', () => {
    const first = pickerModel(list, concessions, { code: '2104', name: 'Hofors' }).groups[0];
    expect(first?.choices.filter((c) => c.operator.id === 'gavle-energi-elnat-ab').map((c) => c.id)).toEqual(['gavle-energi-elnat-ab-hofors']);
  });
});

describe('the concessions file', () => {
  it('is served statically, passes the browser guard and names only listed operators', async () => {
    expect(dynamic).toBe('force-static');
    const body: unknown = await GET().json();
    expect(body).toEqual({ version: DATA_FILE_VERSIONS['elnat-koncessioner'], municipalities: getCompactConcessions() });
    expect(versionedCheck('elnat-koncessioner', isCompactConcessions, 'municipalities')(body)).toEqual(getCompactConcessions());
    const ids = new Set(getCompactGridList().operators.map((o) => o.id));
    for (const entries of Object.values(getCompactConcessions())) for (const [id] of entries) expect(ids.has(id)).toBe(true);
  });

  it('the guard refuses what the picker could trip on', () => {
    for (const broken of [
      null,
      [],
      { '880': [] },
      { '0880': [['e-on']] },
      { '0880': [['e-on', 1001]] },
      { '0880': [['E.ON', 500]] },
      { '0880': [['e-on', 500, 7]] },
    ]) {
      expect(isCompactConcessions(broken)).toBe(false);
    }
    expect(isCompactConcessions(CONCESSIONS)).toBe(true);
  });

  it('is fetched once and shared', async () => {
    const fetchImpl = jest.fn(() =>
      Promise.resolve(new Response(JSON.stringify(versionedFile('elnat-koncessioner', CONCESSIONS, 'municipalities')), { status: 200 })),
    );
    const [a, b] = await Promise.all([loadGridConcessions(fetchImpl as unknown as typeof fetch), loadGridConcessions(fetchImpl as unknown as typeof fetch)]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledWith(GRID_CONCESSIONS_URL);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
