import { getCompactGridList } from '@/lib/content/grid-tariffs';
import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';

/**
 * The grid operators' names and fees as a static file: `npm run build` writes
 * out/data/elnatsavgifter.json from content/data/grid-tariffs.json, and lib/grid/tariff-list.ts
 * fetches it when the 'Ditt elnätsbolag' picker opens (never inside a page bundle).
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return publishedJson('elnatsavgifter', versionedFile('elnatsavgifter', getCompactGridList()));
}
