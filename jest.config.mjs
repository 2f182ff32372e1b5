import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The Markdown pipeline (lib/content/editorial/render.ts) runs on the unified collective's
 * packages, which are ES modules only. Jest runs CommonJS, so these packages and the ES-module
 * packages they depend on are compiled like our own code; every other package stays untouched.
 */
const MARKDOWN_ROOTS = [
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-rehype',
  'rehype-slug',
  'rehype-autolink-headings',
  'rehype-sanitize',
  'rehype-external-links',
  'rehype-stringify',
  'unist-util-visit',
];

/** Where Node finds `name` from a package in `fromDir`: its own node_modules, then the parents'. */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`Cannot find package ${name} from ${fromDir}`);
  }
}

function esModuleDependencies(roots) {
  const seen = new Set();
  const esm = new Set();
  const stack = roots.map((name) => packageDir(name, process.cwd()));
  while (stack.length > 0) {
    const dir = stack.pop();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (manifest.type === 'module') esm.add(manifest.name);
    stack.push(...Object.keys(manifest.dependencies ?? {}).map((name) => packageDir(name, dir)));
  }
  return [...esm];
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const transformedPackages = esModuleDependencies(MARKDOWN_ROOTS).map(escape).join('|');

const baseConfig = createJestConfig({
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `import 'server-only'` marks the content boundary; its default export throws outside React
    // Server Components, and unit tests run those modules directly.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
});

/**
 * next/jest's settings (SWC transform, module mapping) with the Markdown packages added to what it
 * compiles, for each project. `roots` picks the directory a project's tests live in.
 */
export async function projectBase() {
  const resolved = await baseConfig();
  return {
    ...resolved,
    // next/jest ignores node_modules except a few Next.js packages; add the ones above to that list.
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!(', `(?!(${transformedPackages}|`) : pattern,
    ),
  };
}

/**
 * Unit tests in two projects: `.ts` and `.mjs` tests (pure lib modules, content,
 * scripts) in Node, `.tsx` tests (client components, through Testing Library) in jsdom. The checks
 * over the built site are jest.site.config.mjs; the browser tests are Playwright's.
 */
export default async function config() {
  const base = await projectBase();
  return {
    // Every core: Jest's default leaves one for itself, which on the 2-core CI machine is one
    // worker (97 s against 53 s measured on 2026-11-26).
    maxWorkers: '100%',
    // CI runs Jest beside the builds at a lower priority (scripts/test-all.sh), where a test takes
    // five to seven times as long as alone: one that imports the whole spot snapshot (4.6 s alone)
    // passed 30 s on the CI machine (2026-11-26). The limit is there to stop a test that hangs,
    // not to time one, so it is one limit for every test, far above any of them.
    testTimeout: 120_000,
    projects: [
      { ...base, displayName: 'node', testEnvironment: 'node', roots: ['<rootDir>/tests/unit'], testMatch: ['**/*.test.ts', '**/*.test.mjs'] },
      {
        ...base,
        displayName: 'jsdom',
        testEnvironment: 'jsdom',
        roots: ['<rootDir>/tests/unit'],
        testMatch: ['**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
      },
    ],
  };
}
