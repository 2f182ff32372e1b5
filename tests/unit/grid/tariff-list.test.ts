/** @jest-environment node */
import type { CompactGridList } from '@/lib/grid/compact-list';
import { GRID_TARIFFS_URL, filterGridChoices, gridChoices, loadGridTariffList, resetGridTariffList, searchKey } from '@/lib/grid/tariff-list';
import { parseGridSelection, parseMainFuse, parseTariffId } from '@/lib/grid/selection';
import { DATA_FILE_VERSIONS, versionedFile } from '@/lib/open-data/versions';

import { ELLEVIO, VATTENFALL_E4, VATTENFALL_T4 } from './tariff-fixtures';

const LIST: CompactGridList = {
  referenceDate: '2025-12-31',
  source: 'Data: spotpilot/grid-tariffs (MIT)',
  operators: [
    { id: 'vattenfall', name: 'Vattenfall', tariffs: [VATTENFALL_E4, VATTENFALL_T4] },
    { id: 'malarenergi', name: 'Mälarenergi', tariffs: [{ ...ELLEVIO, id: 'malarenergi' }] },
    { id: 'e-on', name: 'E.ON', tariffs: [{ ...ELLEVIO, id: 'e-on' }] },
    { id: 'alingsas', name: 'Ålem Energi', tariffs: [] },
  ],
};

/** The list as the build publishes it: the format version, then the payload. */
const FILE = versionedFile('elnatsavgifter', LIST);

const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

beforeEach(() => resetGridTariffList());

describe('loadGridTariffList', () => {
  it('fetches the static file once and shares the result', async () => {
    const fetchImpl = jest.fn(() => ok(FILE));
    const [a, b] = await Promise.all([loadGridTariffList(fetchImpl), loadGridTariffList(fetchImpl)]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(GRID_TARIFFS_URL);
    expect(a).toBe(b);
    expect(a.operators).toHaveLength(4);
  });

  it.each([
    ['an HTTP error', () => Promise.resolve(new Response('nope', { status: 404 })), /HTTP 404/],
    ['malformed JSON', () => Promise.resolve(new Response('{', { status: 200 })), /JSON/],
    ['a body that is not a list', () => ok({ version: DATA_FILE_VERSIONS.elnatsavgifter, operators: 'x' }), /not a grid tariff list/],
    ['another version of the format', () => ok({ ...FILE, version: DATA_FILE_VERSIONS.elnatsavgifter + 1 }), /not a grid tariff list of this version/],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), /Failed to fetch/],
  ])('rejects on %s and tries again next time', async (_, failing, message) => {
    await expect(loadGridTariffList(jest.fn(failing) as unknown as typeof fetch)).rejects.toThrow(message);
    await expect(loadGridTariffList(jest.fn(() => ok(FILE)))).resolves.toEqual(LIST);
  });
});

describe('choices and search', () => {
  it('lists one choice per tariff, named with the variant, in Swedish order (Å last)', () => {
    expect(gridChoices(LIST).map((c) => [c.id, c.label, c.tariff === null])).toEqual([
      ['e-on', 'E.ON', false],
      ['malarenergi', 'Mälarenergi', false],
      ['vattenfall-enkeltariff-e4', 'Vattenfall – Enkeltariff E4', false],
      ['vattenfall-tidstariff-t4', 'Vattenfall – Tidstariff T4', false],
      ['alingsas', 'Ålem Energi', true],
    ]);
  });

  it.each([
    ['malar', ['Mälarenergi']],
    ['MÄLAR', ['Mälarenergi']],
    ['eon', ['E.ON']],
    ['tidstariff', ['Vattenfall – Tidstariff T4']],
    ['alem', ['Ålem Energi']],
    ['', ['E.ON', 'Mälarenergi', 'Vattenfall – Enkeltariff E4', 'Vattenfall – Tidstariff T4', 'Ålem Energi']],
    ['xyz', []],
  ])('%j finds %j', (query, labels) => {
    expect(filterGridChoices(gridChoices(LIST), query).map((c) => c.label)).toEqual(labels);
    expect(searchKey('Härnösand Elnät AB')).toBe('harnosandelnatab');
  });
});

describe('stored and linked selections', () => {
  it.each([
    ['ellevio', 'ellevio'],
    [' Vattenfall-Enkeltariff-E4 ', 'vattenfall-enkeltariff-e4'],
    [['ellevio', 'x'], 'ellevio'],
    ['<script>', null],
    ['a--b', null],
    ['', null],
    [42, null],
    ['x'.repeat(121), null],
  ])('parseTariffId(%j) → %j', (value, expected) => {
    expect(parseTariffId(value)).toBe(expected);
  });

  it.each([
    ['20', 20],
    [25, 25],
    ['35 A', 35],
    ['17', 16],
    [null, 16],
    ['abc', 16],
  ])('parseMainFuse(%j) → %j', (value, expected) => {
    expect(parseMainFuse(value)).toBe(expected);
  });

  it('parses a stored selection or gives null', () => {
    expect(parseGridSelection({ tariffId: 'ellevio', fuse: 20 })).toEqual({ tariffId: 'ellevio', fuse: 20 });
    expect(parseGridSelection({ tariffId: 'ellevio', fuse: 99 })).toEqual({ tariffId: 'ellevio', fuse: 16 });
    expect(parseGridSelection({ fuse: 20 })).toBeNull();
    expect(parseGridSelection('ellevio')).toBeNull();
    expect(parseGridSelection(null)).toBeNull();
  });
});
