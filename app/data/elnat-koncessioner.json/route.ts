import { getCompactConcessions } from '@/lib/content/grid-areas';
import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';

/**
 * The area concessions per municipality as a static file (out/data/elnat-koncessioner.json),
 * fetched by the 'Ditt elnätsbolag' picker when it knows the municipality
 * (lib/grid/concessions.ts, GRID_CONCESSIONS_URL).
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return publishedJson('elnat-koncessioner', versionedFile('elnat-koncessioner', getCompactConcessions(), 'municipalities'));
}
