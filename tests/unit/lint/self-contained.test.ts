/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { citationsIn, SELF_CONTAINED_RULES } from './self-contained-rules';

/**
 * The repository stands on its own (docs/README.md, "Writing here"): no comment, test or doc cites
 * a document that is not in it (old planning and review files, a sibling folder, the machine's
 * paths) or an issue or item number. A rule is stated in a few words and points into docs/, or
 * cites its real source (a law, a regulator, a dataset's upstream). The scan covers every tracked
 * text file except the data JSON under content/ and package-lock.json; a failure lists file:line.
 */

const root = path.resolve(__dirname, '../../..');
const self = path.relative(root, __filename);
const rulesFile = path.join(path.dirname(self), 'self-contained-rules.ts');

const TEXT = /\.(?:[cm]?[jt]sx?|json|md|mdx|css|sql|sh|ya?ml|txt|html|conf|toml|svg)$|(?:^|\/)(?:run|Dockerfile|\.gitignore|\.prettierignore)$/;

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out
    .split('\0')
    .filter((file) => file !== '' && TEXT.test(file))
    .filter((file) => !(file.startsWith('content/') && file.endsWith('.json')))
    .filter((file) => path.basename(file) !== 'package-lock.json')
    .filter((file) => file !== self && file !== rulesFile);
}

describe('the repository is self-contained', () => {
  it('no tracked text cites a file outside the repository or an issue or item number', () => {
    const found: string[] = [];
    for (const file of trackedTextFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        continue; // listed by git but deleted in the work tree
      }
      for (const hit of citationsIn(text)) found.push(`${file}:${hit.line} [${hit.rule}] ${hit.text}`);
    }
    expect(found).toEqual([]);
  });
});

describe('the citation rules', () => {
  const rulesHit = (_file: string, line: string) => citationsIn(line).map((hit) => hit.rule);

  it.each([
    ['lib/x.ts', ' * Rules: decisions.md "Contracts and cost".', 'planning file'],
    ['lib/x.ts', ' * (product-spec.md section 9)', 'planning file'],
    ['lib/x.ts', ' * The one way (style.md, "The house").', 'planning file'],
    ['lib/x.ts', ' * behind an item of shared/reviews/2026-11-26-review.md', 'review'],
    ['lib/x.ts', ' * The review (2026-11-23) asked for it.', 'review'],
    ['lib/x.ts', ' * review item 14: one toast at a time', 'review'],
    ['lib/x.ts', ' * see /work/issues/12.md', 'outside path'],
    ['lib/x.ts', ' * ../shared/data/raw/offers/README.md lists the columns', 'outside path'],
    ['lib/x.ts', ' * (issue 19, "Done means")', 'issue or item number'],
    ['lib/x.ts', ' * Issue #23 item 4', 'issue or item number'],
    ['tests/x.test.ts', "it('keeps the five suppliers (item 3)', () => {", 'issue or item number'],
    ['lib/x.ts', ' * (spec section 2, "Cities")', 'spec'],
    ['lib/x.ts', ' * /blog chips (spec "Blog": Alla, Aktuellt)', 'spec'],
    ['lib/x.ts', " * the spec's ten footer cities", 'spec'],
    ['lib/x.ts', ' * CONTENT-CONTRACT.md section 4', 'planning file'],
    ['lib/x.ts', ' * (contract section 3)', 'planning file'],
    ['lib/x.ts', ' // README, "Known data faults": origins swapped', 'README section'],
    ['lib/x.ts', " // The raw README's cross-checked figure", 'README section'],
  ])('%s: %j is reported', (file, line, rule) => {
    expect(rulesHit(file, line)).toContain(rule);
  });

  it.each([
    ['scripts/lib/x.ts', "  const candidates = ['../shared/data/raw', '../../shared/data/raw'];"],
    ['docs/data-pipeline.md', '| `RAW_DATA_DIR` | the raw data | `../shared/data/raw` |'],
    ['tests/e2e/tools.spec.ts', '/** production React reports them as errors #418/#423/#425. */'],
    ['lib/design-tokens.ts', "  slate600: '#475569',"],
    ['content/blog/x.md', 'Elpriset i SE3 var 63,5 öre/kWh i januari 2025 (punkt 2 i listan).'],
    ['tests/e2e/x.spec.ts', "test.describe('the spec file of /jamfor', () => {"],
    ['playwright.config.ts', " // One worker: every 'live' spec starts the stand-in."],
    ['lib/x.ts', ' * One line item per cost part, each with its own source.'],
    ['docs/testing.md', 'A topic spec is for behaviour a first view does not show.'],
    ['scripts/lib/x.ts', ' * the raw folder (its README.md lists the files) under RAW_DATA_DIR'],
  ])('%s: %j is not reported', (file, line) => {
    expect(rulesHit(file, line)).toEqual([]);
  });

  it('finds a citation wrapped over two lines, at its first line', () => {
    expect(citationsIn(' * The full bill (issue\n * 14): what the section shows.')).toEqual([
      { line: 1, rule: 'issue or item number', text: '* The full bill (issue 14): what the section shows.' },
    ]);
  });

  it('names every rule it applies', () => {
    expect(SELF_CONTAINED_RULES.map((rule) => rule.name).sort()).toEqual(
      ['README section', 'issue or item number', 'outside path', 'planning file', 'review', 'spec'].sort(),
    );
  });
});
