import { projectBase } from './jest.config.mjs';

/**
 * The checks over the built site that need no browser: every page of
 * out/ gets the site-wide check and its JS budget, plus the bundle checks and the page list, in
 * Node, in seconds. Run after `npm run build` (`npm run test:site`); Playwright then runs axe and
 * the console check once per page template.
 */
export default async function config() {
  const base = await projectBase();
  return { ...base, maxWorkers: '100%', displayName: 'site', testEnvironment: 'node', roots: ['<rootDir>/tests/site'], testMatch: ['**/*.test.ts'] };
}
