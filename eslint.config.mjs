import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The house's layers (docs/architecture.md), written into the linter so `npm run lint` fails on
 * a wrong-layer import. eslint-config-next already registers eslint-plugin-import with the
 * TypeScript resolver, so `@/…` imports resolve to files and the zones below see them.
 * tests/unit/lint/layers.test.ts lints deliberate violations and checks each rule fires.
 *
 *   content/          data and copy; read only through lib/content/** (the content boundary).
 *                     scripts/ (the importers write and read the raw tables) and tests/ (tests of
 *                     the raw modules, and e2e specs that compare a page with its JSON) may read
 *                     it too: neither ships to a browser.
 *   lib/              pure TypeScript: no React, no Next.js UI modules, nothing from app/ or
 *                     components/ (a type from 'next', such as Metadata, is fine).
 *   components/ui/    shadcn-style primitives: import no feature component and nothing from app/.
 *   components/       site components: import nothing from app/.
 *   scripts/          build and import tools: app/, components/, lib/ and content/ import nothing
 *                     from it (the reviewed lists live in content/reviewed/, read through
 *                     lib/content/reviewed-lists.ts by the imports and the site alike).
 *   everywhere        no import cycles.
 */
const layerZones = [
  {
    target: ['./app', './components', './lib/!(content)/**', './lib/*'],
    from: './content',
    message: 'content/ is read only through lib/content/** (the content boundary, docs/architecture.md).',
  },
  {
    target: './lib',
    from: ['./app', './components'],
    message: 'lib/ is pure TypeScript: it imports nothing from app/ or components/.',
  },
  {
    target: './components/ui',
    from: './components',
    except: ['./ui'],
    message: 'components/ui/ holds primitives: they import no feature component.',
  },
  {
    target: ['./components', './content'],
    from: './app',
    message: 'app/ holds routes only: nothing imports from it.',
  },
  {
    target: './content',
    from: './components',
    message: 'content/ is data and copy: it imports no component.',
  },
  {
    target: ['./app', './components', './lib', './content'],
    from: './scripts',
    message:
      'scripts/ holds the build and import tools: the site imports nothing from it (a rule both need lives in lib/, a reviewed list in content/reviewed/).',
  },
];

const noReactInLib = {
  paths: [
    { name: 'react', message: 'lib/ is pure TypeScript: React belongs in components/.' },
    { name: 'react-dom', message: 'lib/ is pure TypeScript: React belongs in components/.' },
    { name: 'server-only', message: 'Use it only in lib/content modules that read files or large JSON.' },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*'], message: 'lib/ is pure TypeScript: React belongs in components/.' },
    { group: ['next/*'], message: 'lib/ is pure TypeScript: Next.js UI modules belong in app/ or components/.' },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // no-cycle follows our own files only; parsing node_modules (lucide's thousands of icon
    // modules) would multiply the lint time by ten and cannot find a cycle of ours. Resolved
    // imports are cached for the whole run (the default keeps them 30 s): no-cycle 11 s instead
    // of 16 s, the lint 31 s instead of 38 s (2026-11-26).
    settings: { 'import/ignore': ['node_modules'], 'import/cache': { lifetime: Infinity } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx,mts}'],
    rules: { 'no-restricted-imports': ['error', noReactInLib] },
  },
  {
    // The content boundary modules may mark themselves server-only (they read files or bundle big JSON).
    files: ['lib/content/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { ...noReactInLib, paths: noReactInLib.paths.filter((p) => p.name !== 'server-only') }] },
  },
  globalIgnores([
    '.next/**',
    '.export/**',
    'out/**',
    'out-live/**',
    'out-bench/**',
    'out-refresh/**',
    'out-previous/**',
    'bench/floor-app/.next/**',
    'bench/floor-app/out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
