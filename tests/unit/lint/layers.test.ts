/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The house's layers are lint rules (eslint.config.mjs), so `npm run lint` fails on a wrong-layer
 * import. Each case lints a small text as if it were a file at `filePath` (nothing is written to
 * disk) and expects the rule that must report it; the last case expects silence, so the rules do
 * not fire on every import. A whole-project run (`npx eslint .`) reports no cycle today.
 */

const root = path.resolve(__dirname, '../../..');

interface Case {
  filePath: string;
  text: string;
}
interface Result {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

const cases: Record<string, Case> = {
  uiImportsFeature: {
    filePath: 'components/ui/layer-fixture.tsx',
    text: "import { CompareTool } from '@/components/compare/compare-tool';\n\nexport const Fixture = CompareTool;\n",
  },
  libImportsReact: {
    filePath: 'lib/layer-fixture.ts',
    text: "import { useState } from 'react';\n\nexport const fixture = useState;\n",
  },
  libImportsNextUi: {
    filePath: 'lib/domain/layer-fixture.ts',
    text: "import Link from 'next/link';\n\nexport const fixture = Link;\n",
  },
  libImportsComponent: {
    filePath: 'lib/layer-fixture.ts',
    text: "import { FaqSection } from '@/components/faq/faq-section';\n\nexport const fixture = FaqSection;\n",
  },
  appImportsContent: {
    filePath: 'app/layer-fixture/page.tsx',
    text: "import { overviewPages } from '@/content/pages/overviews';\n\nexport default function Page() {\n  return <p>{Object.keys(overviewPages).length}</p>;\n}\n",
  },
  libOutsideBoundaryImportsContent: {
    filePath: 'lib/spot/layer-fixture.ts',
    text: "import { overviewPages } from '@/content/pages/overviews';\n\nexport const fixture = overviewPages;\n",
  },
  cycle: {
    // cost-arithmetic.ts as it is, plus an import of lib/grid/total-cost.ts, which imports it.
    filePath: 'lib/domain/cost-arithmetic.ts',
    text: `${readFileSync(path.join(root, 'lib/domain/cost-arithmetic.ts'), 'utf8')}\nimport { defaultLoadProfile } from '@/lib/grid/total-cost';\nexport const fixtureProfile = defaultLoadProfile;\n`,
  },
  libImportsScript: {
    filePath: 'lib/content/layer-fixture.ts',
    text: "import { describeRow } from '@/scripts/lib/offer-corrections';\n\nexport const fixture = describeRow;\n",
  },
  boundaryReadsContent: {
    filePath: 'lib/content/layer-fixture.ts',
    text: "import { overviewPages } from '@/content/pages/overviews';\nimport { formatKwh } from '@/lib/format';\n\nexport const fixture = [overviewPages, formatKwh];\n",
  },
};

let results: Record<string, Result>;

beforeAll(() => {
  const names = Object.keys(cases);
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-texts.mjs')], {
    cwd: root,
    input: JSON.stringify(names.map((name) => cases[name])),
    encoding: 'utf8',
    maxBuffer: 10 * 1024 * 1024,
  });
  const list = JSON.parse(output) as Result[];
  results = Object.fromEntries(names.map((name, i) => [name, list[i]!]));
}, 240_000);

const rules = (name: string) => results[name]!.messages.map((message) => message.ruleId);

describe('layer rules (eslint.config.mjs)', () => {
  it('a primitive in components/ui may not import a feature component', () => {
    expect(rules('uiImportsFeature')).toEqual(['import/no-restricted-paths']);
    expect(results.uiImportsFeature!.messages[0]!.message).toContain('components/ui/ holds primitives');
  });

  it('lib/ imports no React, no Next.js UI module and no component', () => {
    expect(rules('libImportsReact')).toEqual(['no-restricted-imports']);
    expect(rules('libImportsNextUi')).toEqual(['no-restricted-imports']);
    expect(rules('libImportsComponent')).toEqual(['import/no-restricted-paths']);
  });

  it('content/ is read only through lib/content', () => {
    expect(rules('appImportsContent')).toEqual(['import/no-restricted-paths']);
    expect(results.appImportsContent!.messages[0]!.message).toContain('content boundary');
    expect(rules('libOutsideBoundaryImportsContent')).toEqual(['import/no-restricted-paths']);
  });

  it('reports an import cycle', () => {
    expect(rules('cycle')).toEqual(['import/no-cycle']);
  });

  it('the site imports nothing from scripts/', () => {
    expect(rules('libImportsScript')).toEqual(['import/no-restricted-paths']);
    expect(results.libImportsScript!.messages[0]!.message).toContain('scripts/ holds the build and import tools');
  });

  it('lets lib/content read content/ and lib/', () => {
    expect(results.boundaryReadsContent!.messages).toEqual([]);
  });
});
