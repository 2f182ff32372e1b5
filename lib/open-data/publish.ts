import { z } from 'zod';

import { DATA_FILE_SCHEMAS } from './schemas';
import type { DataFileId } from './versions';

/**
 * A /data/ file's response as the build writes it, checked against the file's published schema
 * first: a payload that strays from its schema (and so from the JSON Schema beside it and the
 * fields /oppna-data lists) fails the build, with the file and the fields.
 */
export function publishedJson(id: DataFileId, file: unknown): Response {
  const checked = DATA_FILE_SCHEMAS[id].safeParse(file);
  if (!checked.success) throw new Error(`The /data file "${id}" does not match its schema (lib/open-data/schemas.ts):\n${z.prettifyError(checked.error)}`);
  return Response.json(file);
}
