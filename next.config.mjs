/**
 * The site is a static export: `next build` writes every page to `out/`, which any static or
 * edge host can serve (see README, "Deploy").
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  // A static export has no image optimiser; images are pre-sized local assets.
  images: { unoptimized: true },
  // `next build` type-checks the whole project (tsc with the route types). CI has just done exactly
  // that as its own step (`next typegen && tsc --noEmit` in scripts/test-all.sh), which sets
  // ELVALET_TYPES_CHECKED=1 only when it passed, so its builds skip a second and third run. Every
  // other build (npm run build, a deploy) still type-checks.
  typescript: { ignoreBuildErrors: process.env.ELVALET_TYPES_CHECKED === '1' },
  // Live prices (lib/compare/live-config.ts) are on only when both values are set at build time.
  // Listing them here inlines them even when unset (as ''), so the bundler sees a constant false
  // and leaves the Supabase client out of the export; an unset NEXT_PUBLIC_* would otherwise stay
  // a runtime lookup and the lazily loaded chunk would still be emitted.
  // Tailwind's whole stylesheet is small (atomic classes), so each page carries it in a <style>
  // instead of a render-blocking <link>: one round trip less before first paint on a first visit
  // (issue 13, speed). Experimental in Next 16; a page's HTML grows by the stylesheet's gzip size.
  experimental: { inlineCss: true },
  env: {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL ?? '',
    NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '',
  },
};

export default nextConfig;
