import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { OUT_DIR } from '@/scripts/lib/export-pages';

/**
 * Live prices are off in this build (no NEXT_PUBLIC_SUPABASE_* at build time), so no Supabase code
 * may be anywhere in the export, and /jamfor's own scripts carry no zod (decisions: the island gets
 * plain props; validation runs on the server or in lazily loaded modules).
 */

function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
}

it('has no Supabase code in out/_next when live prices are not configured', () => {
  const nextDir = path.join(OUT_DIR, '_next');
  const offenders = scripts(nextDir).filter((file) => /supabase/i.test(readFileSync(path.join(nextDir, file), 'utf8')));
  expect(offenders).toEqual([]);
});

it('loads no zod up front on /jamfor', () => {
  const html = readFileSync(path.join(OUT_DIR, 'jamfor.html'), 'utf8');
  const sources = [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map((m) => m[0]))];
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) {
    const text = readFileSync(path.join(OUT_DIR, src), 'utf8');
    expect({ src, hasZod: /ZodError|\$ZodType/.test(text) }).toEqual({ src, hasZod: false });
  }
});
