import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './fixtures';

/**
 * Live prices are off in this build (no NEXT_PUBLIC_SUPABASE_* at build time), so no Supabase code
 * may be anywhere in the export, and /jamfor's own scripts carry no zod (decisions: the island gets
 * plain props; validation runs on the server or in lazily loaded modules).
 */

const out = path.join(process.cwd(), 'out');

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
}

test('no Supabase code in out/_next when live prices are not configured', () => {
  const nextDir = path.join(out, '_next');
  const offenders = files(nextDir).filter((file) => /supabase/i.test(readFileSync(path.join(nextDir, file), 'utf8')));
  expect(offenders).toEqual([]);
});

test('the scripts /jamfor loads up front contain no zod', () => {
  const html = readFileSync(path.join(out, 'jamfor.html'), 'utf8');
  const scripts = [...html.matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of new Set(scripts)) {
    const text = readFileSync(path.join(out, src), 'utf8');
    expect({ src, hasZod: /ZodError|\$ZodType/.test(text) }).toEqual({ src, hasZod: false });
  }
});
