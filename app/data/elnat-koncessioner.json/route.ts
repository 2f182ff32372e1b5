import { getCompactConcessions } from '@/lib/content/grid-areas';

/**
 * The area concessions per municipality as a static file (out/data/elnat-koncessioner.json),
 * fetched by the 'Ditt elnätsbolag' picker when it knows the municipality
 * (lib/grid/concessions.ts, GRID_CONCESSIONS_URL).
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(getCompactConcessions());
}
