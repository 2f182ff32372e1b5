// Lints source texts as if they were files of the project, with the project's own ESLint config,
// and prints [{ filePath, messages: [{ ruleId, message }] }] as JSON. Run by layers.test.ts in a
// child process: ESLint loads eslint.config.mjs with import(), which Jest's module system lacks.
import { readFileSync } from 'node:fs';

import { ESLint } from 'eslint';

const cases = JSON.parse(readFileSync(0, 'utf8'));
// no-cycle's shortcut (strongly connected components) is computed from the files on disk, which
// does not know a text that exists only here; without it the rule walks the imports itself.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] } },
});
const results = [];
for (const { filePath, text } of cases) {
  const [result] = await eslint.lintText(text, { filePath });
  results.push({
    filePath,
    messages: (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })),
  });
}
process.stdout.write(JSON.stringify(results));
