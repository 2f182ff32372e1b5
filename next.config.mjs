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
};

export default nextConfig;
