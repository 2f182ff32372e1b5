import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { projectBase } from '../../jest.config.mjs';

/**
 * The end-to-end refresh test (tests/refresh/): the unit tests' setup (TypeScript, the @/ paths)
 * on its own root, in Node, so `npm run test:unit` does not build the site. scripts/test-all.sh
 * runs it as its own step, `refresh`:
 *   npx jest --config tests/refresh/jest.config.mjs
 */
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function config() {
  // One project of its own: the unit config's `projects` would resolve their roots from here.
  const base = await projectBase();
  return { ...base, rootDir, roots: ['<rootDir>/tests/refresh'], testEnvironment: 'node' };
}
