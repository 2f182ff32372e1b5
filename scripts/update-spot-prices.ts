/**
 * npm run prices:update — adds the days after the bundled snapshot (up to tomorrow, at most 60
 * per run) from the elprisetjustnu.se API to content/data/spot/. ELPRIS_API_BASE overrides the
 * API host; `--today=YYYY-MM-DD` overrides today's date.
 * Exit codes: 0 updated or already current, 1 bad answer or other error, 2 offline or timeout.
 * No file changes unless every fetched day validated.
 */
import path from 'node:path';
import { stockholmDate } from '@/lib/domain/stockholm-time';

import { DEFAULT_API_BASE, SpotUpdateError, updateSpotPrices } from './lib/spot-update';

const repoRoot = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const todayArg = process.argv.find((arg) => arg.startsWith('--today='))?.slice('--today='.length);
  if (todayArg !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(todayArg)) throw new Error(`--today must be YYYY-MM-DD, got ${todayArg}`);
  const contentDir = path.join(repoRoot, 'content/data/spot');
  const result = await updateSpotPrices({
    contentDir,
    today: todayArg ?? stockholmDate(),
    baseUrl: process.env.ELPRIS_API_BASE ?? DEFAULT_API_BASE,
    log: (message) => console.log(message),
  });
  if (result.days.length === 0) {
    console.log('Spotpriserna är redan aktuella; inga filer ändrades.');
    return;
  }
  console.log(`Lade till ${result.days.length} dag(ar): ${result.days[0]} – ${result.days.at(-1)}.`);
  if (result.capped) console.log('Gränsen för antal dagar per körning nåddes; kör igen för att hämta resten.');
  console.log(`Uppdaterade ${result.files.map((name) => path.join('content/data/spot', name)).join(', ')}.`);
}

main().catch((error: unknown) => {
  if (error instanceof SpotUpdateError) {
    console.error(`prices:update: ${error.message}`);
    process.exitCode = error.kind === 'offline' || error.kind === 'timeout' ? 2 : 1;
    return;
  }
  console.error(`prices:update misslyckades: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
