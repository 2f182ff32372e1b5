/**
 * The patterns of tests/unit/lint/self-contained.test.ts: what counts as a citation of something a
 * newcomer does not have. Each is narrow enough to leave Swedish copy, colours, React's error codes
 * and Playwright "spec" files alone; the test's own cases show both sides.
 */

export interface CitationRule {
  name: string;
  patterns: RegExp[];
  /** Text the rule does not read: it is removed from the line before the patterns are tried. */
  ignore?: RegExp;
}

export interface Citation {
  line: number;
  rule: string;
  text: string;
}

/** The raw data folder's documented default (docs/data-pipeline.md, RAW_DATA_DIR) as a value. */
const RAW_DIR_CONSTANT = /(['"`])(?:\.\.\/)+shared\/data\/raw\1/g;

export const SELF_CONTAINED_RULES: CitationRule[] = [
  {
    name: 'planning file',
    patterns: [/decisions\.md/i, /product-spec/i, /\bstyle\.md\b/i, /CONTENT-CONTRACT/i, /\bcontract sections?\s+\d/i],
  },
  {
    name: 'review',
    patterns: [
      /shared\/reviews/i,
      /\breviews?\/\d{4}-\d\d-\d\d/i,
      /\breview(?:'s)?\s+(?:items?|sections?)\s+\d/i,
      /\b(?:content|UX|code)\s+review\b/i,
      /\bthe review\b(?=\s+(?:items?\b|\(|of\s+20|caught|asked|found))/i,
      /\breview\s+\(?\d{4}-\d\d-\d\d/i,
    ],
  },
  {
    name: 'outside path',
    patterns: [/(?<![\w.-])\/work\//, /\.\.\/shared\b/],
    // The raw data folder's default, written as a quoted value, is configuration, not a citation.
    ignore: RAW_DIR_CONSTANT,
  },
  {
    name: 'issue or item number',
    patterns: [/\bissues?\s+#?\d+/i, /\bitems?\s+#?\d+(?:\s*(?:,|and|och|–|-)\s*\d+)*\b/i, /\b(?:PR|pull request)\s*#\d+/i, /\(#\d+\)/],
  },
  {
    name: 'spec',
    patterns: [
      /\bthe spec\b(?!\s+(?:file|files)\b)/i,
      /\bspec(?:'s)?\s+sections?\b/i,
      /\bspec\s+\d/i,
      /\bspec\s+["“']/i,
      /\(spec\b(?!\s+file)/i,
      /\bspec:/i,
      /(?<!\btopic\s)\bspec's\b/i,
      /^\s*(?:\/\/|\/?\*+)\s*Spec\b/,
    ],
  },
  {
    name: 'README section',
    patterns: [
      /\braw(?:-data)? README\b/i,
      /\bREADME(?:'s)?,?\s+(?:"|“|sections?\s+\d|§)/,
      /\bthe README's (?:cross-checked|example|known)/i,
      /\bREADME checks\b/,
    ],
  },
];

/** A comment's leading marker (`*`, `//`, `#`, `--`) and the indentation before it. */
const LINE_START = /^\s*(?:\/\/+|\/?\*+|#+|--)?\s*/;

function ruleHit(rule: CitationRule, line: string): boolean {
  const read = rule.ignore ? line.replace(rule.ignore, '') : line;
  return rule.patterns.some((pattern) => pattern.test(read));
}

/**
 * Every citation in a file's text (1-based lines). A citation wrapped over two lines ("(issue" then
 * "19)") is found on the pair joined, and reported at its first line.
 */
export function citationsIn(text: string): Citation[] {
  const found: Citation[] = [];
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    const next = lines[index + 1];
    for (const rule of SELF_CONTAINED_RULES) {
      if (ruleHit(rule, raw)) {
        found.push({ line: index + 1, rule: rule.name, text: raw.trim().slice(0, 160) });
        continue;
      }
      if (next === undefined || ruleHit(rule, next)) continue;
      const joined = `${raw.trimEnd()} ${next.replace(LINE_START, '')}`;
      if (ruleHit(rule, joined)) found.push({ line: index + 1, rule: rule.name, text: joined.trim().slice(0, 160) });
    }
  });
  return found;
}
