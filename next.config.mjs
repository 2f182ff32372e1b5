/**
 * The Stockholm day of the build, which the pages and their islands compute dated rates for (the
 * energy tax table, lib/domain/energy-tax.ts). Inlined into both, so the browser never picks another
 * row than the pre-rendered page did; the browser says so when it is read on another day's rate.
 */
const BUILD_DATE =
  process.env.NEXT_PUBLIC_BUILD_DATE ||
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * The site is a static export: `npm run build` writes every page to `out/`, which any static or
 * edge host can serve (docs/deploy.md).
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  // `next build` exports into .export/, always the same folder, and `npm run build` moves it to out/
  // or to the folder ELVALET_OUT_DIR names (scripts/place-export.ts): `npm run refresh` builds into
  // out-refresh/ and swaps it in only when every check passed. One folder because distDir is part
  // of the configuration Turbopack's build cache is kept for: a refresh that exported elsewhere
  // compiled everything anew (33 s instead of 10 s on two cores, 2026-11-26). With output:
  // 'export', distDir names the export folder; Next keeps its own build files in .next either way.
  distDir: '.export',
  reactStrictMode: true,
  poweredByHeader: false,
  // A static export has no image optimiser; images are pre-sized local assets.
  images: { unoptimized: true },
  // `next build` type-checks the whole project (tsc with the route types). CI has just done exactly
  // that as its own step (`next typegen && tsc --noEmit` in scripts/test-all.sh), which sets
  // ELVALET_TYPES_CHECKED=1 only when it passed, so its builds skip a second and third run. Every
  // other build (npm run build, a deploy) still type-checks.
  typescript: { ignoreBuildErrors: process.env.ELVALET_TYPES_CHECKED === '1' },
  // Not `experimental.inlineCss`: measured on 2026-11-23 it put the 43 KB stylesheet into each
  // page three times (a <style> plus twice in the inline RSC payload), 130 KB of HTML to parse
  // before first paint, a worse trade than one render-blocking 8 KB (gzip) request.
  // Live prices (lib/compare/live-config.ts) are on only when both values are set at build time.
  // Listing them here inlines them even when unset (as ''), so the bundler sees a constant false
  // and leaves the Supabase client out of the export; an unset NEXT_PUBLIC_* would otherwise stay
  // a runtime lookup and the lazily loaded chunk would still be emitted.
  env: {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL ?? '',
    NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '',
    NEXT_PUBLIC_BUILD_DATE: BUILD_DATE,
  },
};

export default nextConfig;
