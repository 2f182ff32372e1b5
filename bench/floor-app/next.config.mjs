import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The floor of `npm run bench:lighthouse`: a bare Next.js app built with the project's own `next`,
 * `react` and `react-dom` (resolved from the project's node_modules two folders up) and exported
 * the same way as the site, so Lighthouse measures what Next.js itself costs.
 * @type {import('next').NextConfig}
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const nextConfig = {
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // Turbopack only reads files inside its root: the root is the project, whose node_modules
  // hold the Next and React this app is built with.
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
};

export default nextConfig;
