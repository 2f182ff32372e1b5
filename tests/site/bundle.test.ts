import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { supabaseConfig } from '@/lib/supabase/config';
import { listExportedPages, OUT_DIR } from '@/scripts/lib/export-pages';

/**
 * What the export's scripts carry. Without Supabase at build time (NEXT_PUBLIC_SUPABASE_*, read
 * here from the same environment the build had: `npm run refresh` gives its build and its checks
 * one), live prices are off and no Supabase code may be anywhere in the export. With it, the
 * client sits in chunks that only load when a feature asks for it, never in what a page loads up
 * front. Either way /jamfor's own scripts carry no zod (decisions: the island gets plain props;
 * validation runs on the server or in lazily loaded modules).
 */

const nextDir = path.join(OUT_DIR, '_next');
const scripts = (): string[] => readdirSync(nextDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
const read = (file: string): string => readFileSync(path.join(nextDir, file), 'utf8');
/** The scripts a page names in its HTML: what it loads up front. */
const upFrontScripts = (html: string): string[] => [...new Set([...html.matchAll(/\/_next\/(static\/[^"'\s]+\.js)/g)].map((m) => m[1]!))];

const live = supabaseConfig();

if (live === null) {
  it('has no Supabase code in out/_next when live prices are not configured', () => {
    expect(scripts().filter((file) => /supabase/i.test(read(file)))).toEqual([]);
  });
} else {
  it('with live prices on, carries the Supabase client only in chunks no page loads up front', () => {
    const all = scripts().map((file) => ({ file, text: read(file) }));
    const withClient = all.filter(({ text }) => /supabase/i.test(text)).map(({ file }) => file);
    expect(withClient.length).toBeGreaterThan(0);
    // The build's own Supabase address is inlined where the features reach for it.
    expect(all.some(({ text }) => text.includes(live.url))).toBe(true);
    const upFront = new Set(listExportedPages(OUT_DIR, { includeNotFound: true }).flatMap((page) => upFrontScripts(page.html)));
    expect(withClient.filter((file) => upFront.has(file))).toEqual([]);
  });
}

it('loads no zod up front on /jamfor', () => {
  const sources = upFrontScripts(readFileSync(path.join(OUT_DIR, 'jamfor.html'), 'utf8'));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) {
    expect({ src, hasZod: /ZodError|\$ZodType/.test(read(src)) }).toEqual({ src, hasZod: false });
  }
});
