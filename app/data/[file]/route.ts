import { aboutDataFile } from '@/lib/open-data/catalogue';
import { dataFileJsonSchema, schemaIdOfFileName, schemaPath } from '@/lib/open-data/json-schema';
import { DATA_FILE_VERSIONS, type DataFileId } from '@/lib/open-data/versions';

/**
 * The JSON Schema of every /data/ JSON format, published beside the data:
 * out/data/elnatsavgifter.schema.json for /data/elnatsavgifter.json, out/data/elavtal.schema.json
 * for the files in /data/elavtal/ (lib/open-data/json-schema.ts). Generated at build from the same
 * zod schemas that check the files as they are written.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return (Object.keys(DATA_FILE_VERSIONS) as DataFileId[]).map((id) => ({ file: schemaPath(id).slice('/data/'.length) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const id = schemaIdOfFileName((await params).file);
  if (!id) return new Response('Okänd fil', { status: 404 });
  return new Response(`${JSON.stringify(dataFileJsonSchema(id, aboutDataFile(id)), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/schema+json; charset=utf-8' },
  });
}
