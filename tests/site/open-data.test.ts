import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import * as cheerio from 'cheerio';

import { publishedFiles } from '@/lib/open-data/catalogue';
import { schemaPath } from '@/lib/open-data/json-schema';
import { DATA_FILE_VERSIONS, type DataFileId } from '@/lib/open-data/versions';
import { siteConfig } from '@/lib/site';
import { OUT_DIR } from '@/scripts/lib/export-pages';

/**
 * The published data as the build wrote it: every file under out/data/ and every feed is on
 * /oppna-data and in its catalogue (lib/open-data/catalogue.ts), every JSON file carries its
 * format's version and validates against the JSON Schema published beside it, read with a
 * maintained validator (Ajv, JSON Schema draft 2020-12, with the standard formats).
 */

const files = publishedFiles();
const read = (urlPath: string) => readFileSync(path.join(OUT_DIR, urlPath), 'utf8');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const dataFiles = walk(path.join(OUT_DIR, 'data')).map((full) => `/${path.relative(OUT_DIR, full).split(path.sep).join('/')}`);
const schemaFiles = (Object.keys(DATA_FILE_VERSIONS) as DataFileId[]).map(schemaPath);
const catalogued = new Map(files.flatMap((file) => file.paths.map((p) => [p, file] as const)));

it('every file under out/data/ is a catalogued file or the schema of one, and every catalogued file exists', () => {
  expect(dataFiles.filter((p) => !catalogued.has(p) && !schemaFiles.includes(p))).toEqual([]);
  const built = new Set(dataFiles);
  for (const p of catalogued.keys()) {
    if (p.startsWith('/data/')) expect({ p, built: built.has(p) }).toEqual({ p, built: true });
    else expect(() => read(p)).not.toThrow();
  }
  for (const schema of schemaFiles) expect(built.has(schema)).toBe(true);
});

it('/oppna-data links every published file and the schema of every JSON format', () => {
  const $ = cheerio.load(read('oppna-data.html'));
  const hrefs = new Set(
    $('a[href]')
      .toArray()
      .map((el) => $(el).attr('href')),
  );
  // A family of many files (one per area and month) is linked by its address form and examples.
  const linkedPaths = files.flatMap((file) => file.pattern?.examples ?? file.paths);
  for (const p of [...linkedPaths, ...schemaFiles]) expect({ p, linked: hrefs.has(p) }).toEqual({ p, linked: true });
  for (const file of files.filter((f) => f.pattern)) {
    expect($(`[data-file="${file.id}"]`).text()).toContain(file.pattern!.template);
    for (const example of file.pattern!.examples) expect(file.paths).toContain(example);
  }
  // Each entry states its terms; the site's own compilations name their licence.
  for (const file of files) expect($(`[data-file="${file.id}"]`).text()).toContain(file.terms.slice(0, 40));
});

describe('every JSON file against its published JSON Schema (Ajv, draft 2020-12)', () => {
  const ajv = new Ajv2020({ strict: true, strictTuples: false, allErrors: true });
  addFormats(ajv);
  const jsonFiles = files.filter((file): file is typeof file & { dataId: DataFileId } => file.dataId !== undefined);

  it.each(jsonFiles.map((file) => [file.dataId, file] as const))('%s', (id, file) => {
    const schema = JSON.parse(read(schemaPath(id))) as { $id: string; $schema: string };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`${siteConfig.url}${schemaPath(id)}`);
    const validate = ajv.compile(schema);
    for (const p of file.paths) {
      const data = JSON.parse(read(p)) as { version?: unknown };
      const valid = validate(data);
      expect({ file: p, errors: valid ? [] : (validate.errors ?? []).slice(0, 5) }).toEqual({ file: p, errors: [] });
      expect(data.version).toBe(DATA_FILE_VERSIONS[id]);
    }
    // The schema is strict: a field it does not describe fails.
    const [first] = file.paths;
    const extended = { ...(JSON.parse(read(first!)) as object), notInTheSchema: true };
    expect(validate(extended)).toBe(false);
  });
});
