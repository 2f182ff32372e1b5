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
  // Live prices (lib/compare/live-config.ts) are on only when both values are set at build time.
  // Listing them here inlines them even when unset (as ''), so the bundler sees a constant false
  // and leaves the Supabase client out of the export; an unset NEXT_PUBLIC_* would otherwise stay
  // a runtime lookup and the lazily loaded chunk would still be emitted.
  env: {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL ?? '',
    NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '',
  },
};

export default nextConfig;
