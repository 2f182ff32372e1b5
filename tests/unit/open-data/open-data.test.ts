import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import { GET as areaFile } from '@/app/data/elavtal/[file]/route';
import { GET as concessions } from '@/app/data/elnat-koncessioner.json/route';
import { GET as gridList } from '@/app/data/elnatsavgifter.json/route';
import { GET as history } from '@/app/data/elpris-historik/[file]/route';
import { GET as newsFallback } from '@/app/data/energinyheter-fallback.json/route';
import { GET as schemaFile, generateStaticParams as schemaFiles } from '@/app/data/[file]/route';
import { GET as postcodeAreas } from '@/app/data/postnummer-elomraden.json/route';
import { GET as postcodeIndex } from '@/app/data/postnummer-kommuner.json/route';
import { GET as postcodeRuns } from '@/app/data/postnummer-kommunkod.json/route';
import { GET as postalCodeSet } from '@/app/data/postnummer.json/route';
import { GET as pageList } from '@/app/data/sidor.json/route';
import { GET as spotMonth, generateStaticParams as spotMonths } from '@/app/data/spotpriser/[file]/route';
import { GET as citySearch } from '@/app/data/stader-sok.json/route';
import { publishedFiles, SITE_DATA_LICENCE } from '@/lib/open-data/catalogue';
import { schemaFields } from '@/lib/open-data/fields';
import { dataFileJsonSchema, schemaIdOfFileName, schemaPath } from '@/lib/open-data/json-schema';
import { publishedJson } from '@/lib/open-data/publish';
import { DATA_FILE_VERSIONS, versionedCheck, versionedFile, type DataFileId } from '@/lib/open-data/versions';
import { footerGroups, findRoute } from '@/lib/routes';

const IDS = Object.keys(DATA_FILE_VERSIONS) as DataFileId[];
const params = (file: string) => ({ params: Promise.resolve({ file }) });
const request = new Request('http://localhost/');

describe('versions', () => {
  const isList = (value: unknown): value is { items: number[] } =>
    typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items);
  const isRecord = (value: unknown): value is Record<string, number> =>
    typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'number');

  it('puts the format version first, and a record payload under its field', () => {
    expect(versionedFile('sidor', { items: [1] })).toEqual({ version: 1, items: [1] });
    expect(Object.keys(versionedFile('sidor', { items: [1] }))[0]).toBe('version');
    expect(versionedFile('postnummer', { '111': 1 }, 'prefixes')).toEqual({ version: 1, prefixes: { '111': 1 } });
  });

  it('reads back the payload only at the version the reader was written for', () => {
    const read = versionedCheck('sidor', isList);
    expect(read({ version: DATA_FILE_VERSIONS.sidor, items: [1, 2] })).toEqual({ items: [1, 2] });
    expect(read({ version: DATA_FILE_VERSIONS.sidor + 1, items: [1, 2] })).toBeNull();
    expect(read({ items: [1, 2] })).toBeNull();
    expect(read({ version: DATA_FILE_VERSIONS.sidor, items: 'x' })).toBeNull();
    expect(read([1])).toBeNull();
    const readRecord = versionedCheck('postnummer', isRecord, 'prefixes');
    expect(readRecord({ version: 1, prefixes: { '111': 1 } })).toEqual({ '111': 1 });
    expect(readRecord({ version: 1, prefixes: { '111': 1 }, other: 2 })).toBeNull();
    expect(readRecord({ version: 1, '111': 1 })).toBeNull();
  });
});

describe('every JSON format', () => {
  it('has a catalogue entry, a JSON Schema address and fields described in Swedish', () => {
    const files = publishedFiles();
    for (const id of IDS) {
      expect(files.filter((file) => file.dataId === id)).toHaveLength(1);
      expect(schemaIdOfFileName(schemaPath(id).slice('/data/'.length))).toBe(id);
      const schema = dataFileJsonSchema(id, { title: id, description: id });
      const properties = Object.keys(schema.properties as object);
      expect(properties[0]).toBe('version');
      const described = new Set(schemaFields(schema).map((row) => row.path));
      // Every top-level field says what it is.
      expect(properties.filter((key) => !described.has(key))).toEqual([]);
    }
    expect(schemaFiles()).toEqual(IDS.map((id) => ({ file: `${id}.schema.json` })));
    expect(schemaIdOfFileName('finns-inte.schema.json')).toBeNull();
    expect(schemaIdOfFileName('elnatsavgifter.json')).toBeNull();
  });

  it('publishes its JSON Schema beside the data, with the catalogue’s title', async () => {
    const response = await schemaFile(request, params('elnatsavgifter.schema.json'));
    const schema = (await response.json()) as { $id: string; title: string };
    expect(schema.$id).toBe('https://elvalet.se/data/elnatsavgifter.schema.json');
    expect(schema.title).toBe('Elnätsavgifter');
    expect((await schemaFile(request, params('finns-inte.schema.json'))).status).toBe(404);
  });

  it('refuses to write a file that strays from its schema', () => {
    expect(() => publishedJson('sidor', { version: 1, pages: [], extra: true })).toThrow(/does not match its schema/);
    expect(() => publishedJson('sidor', { pages: [] })).toThrow(/does not match its schema/);
  });

  it('each route’s file validates against the JSON Schema (Ajv, draft 2020-12)', async () => {
    const ajv = new Ajv2020({ strict: true, strictTuples: false, allErrors: true });
    addFormats(ajv);
    const responses: [DataFileId, Response | Promise<Response>][] = [
      ['elavtal', areaFile(request, params('se2.json'))],
      ['elnatsavgifter', gridList()],
      ['elnat-koncessioner', concessions()],
      ['postnummer', postalCodeSet()],
      ['postnummer-elomraden', postcodeAreas()],
      ['postnummer-kommunkod', postcodeRuns()],
      ['postnummer-kommuner', postcodeIndex()],
      ['stader-sok', citySearch()],
      ['energinyheter-fallback', newsFallback()],
      ['sidor', pageList()],
      ['elpris-historik', history(request, params('SE4.json'))],
      ['spotpriser', spotMonth(request, params(spotMonths().at(-1)!.file))],
    ];
    expect(responses.map(([id]) => id).sort()).toEqual([...IDS].sort());
    for (const [id, response] of responses) {
      const validate = ajv.compile(dataFileJsonSchema(id, { title: id, description: id }));
      const body: unknown = await (await response).json();
      expect({ id, errors: validate(body) ? [] : validate.errors }).toEqual({ id, errors: [] });
    }
  });
});

describe('/oppna-data', () => {
  it('is on the site map and linked from the footer', () => {
    expect(findRoute('/oppna-data')).toMatchObject({ label: 'Öppna data' });
    expect(footerGroups().flatMap((group) => group.items.map((item) => item.href))).toContain('/oppna-data');
  });

  it('states the terms of every file, and the site’s own licence where it grants one', () => {
    for (const file of publishedFiles()) {
      expect(file.terms).toMatch(/\S.{40,}\.$/);
      expect(file.rhythm).toMatch(/\S.{10,}\.$/);
      if (file.licences.includes(SITE_DATA_LICENCE)) expect(file.terms).toContain('CC BY 4.0');
    }
  });
});
