import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm run knip`, part of `npm run lint`). Knip's Next.js,
 * Jest, Playwright, ESLint and PostCSS plugins find the app router's files and the test configs;
 * the entries below are the rest: the command-line scripts, the benchmarks, every test file and
 * next-sitemap's config (read by `npm run sitemap`).
 */
const config: KnipConfig = {
  entry: ['scripts/*.{ts,mjs}', 'bench/*.{ts,mjs}', 'tests/**/*.{ts,tsx,mjs}', 'next-sitemap.config.ts'],
  project: ['**/*.{ts,tsx,mjs,css}'],
  // The floor app is a separate Next.js project with its own package.json (docs/benchmarks.md).
  ignore: ['bench/floor-app/**'],
  // Read as files, not imported: vnu.jar is run with Java (scripts/lib/html-validator.ts), HTMLCS.js
  // is injected into the browser (tests/e2e/nginx/templates.spec.ts).
  ignoreDependencies: ['vnu-jar', 'html_codesniffer'],
  // The certificate helper of the nginx tests runs the system's openssl (docs/testing.md).
  ignoreBinaries: ['openssl'],
  // An export the module itself uses is its interface, not dead code; only exports nobody reads count.
  ignoreExportsUsedInFile: true,
};

export default config;
