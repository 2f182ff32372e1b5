import { z } from 'zod';

import { absoluteUrl } from '@/lib/site';

import { DATA_FILE_SCHEMAS } from './schemas';
import type { DataFileId } from './versions';

/**
 * The JSON Schema (draft 2020-12) of each /data/ JSON file, generated from its zod schema
 * (lib/open-data/schemas.ts) and published beside the data as /data/{id}.schema.json
 * (app/data/[file]/route.ts): /data/elnatsavgifter.schema.json describes /data/elnatsavgifter.json,
 * /data/elavtal.schema.json the files of /data/elavtal/.
 */

export type JsonSchema = Record<string, unknown>;

const SCHEMA_SUFFIX = '.schema.json';

export function schemaPath(id: DataFileId): string {
  return `/data/${id}${SCHEMA_SUFFIX}`;
}

/** 'elnatsavgifter.schema.json' → 'elnatsavgifter', when that names a published format. */
export function schemaIdOfFileName(file: string): DataFileId | null {
  if (!file.endsWith(SCHEMA_SUFFIX)) return null;
  const id = file.slice(0, -SCHEMA_SUFFIX.length);
  return Object.hasOwn(DATA_FILE_SCHEMAS, id) ? (id as DataFileId) : null;
}

export function dataFileJsonSchema(id: DataFileId, about: { title: string; description: string }): JsonSchema {
  const generated = z.toJSONSchema(DATA_FILE_SCHEMAS[id], { target: 'draft-2020-12', io: 'output', unrepresentable: 'throw' }) as JsonSchema;
  const { $schema, ...rest } = generated;
  return { $schema, $id: absoluteUrl(schemaPath(id)), title: about.title, description: about.description, ...rest };
}
