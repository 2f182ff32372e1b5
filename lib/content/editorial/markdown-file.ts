import { parse as parseYaml } from 'yaml';

import { invalidContent } from '../load';

/**
 * One Markdown file with YAML front matter, split and measured. No rendering here (that is
 * render.ts), so the site map can list articles without loading the Markdown toolchain.
 */

export interface MarkdownFile {
  /** The file as named in messages: 'content/blog/spara-pa-el.md'. */
  name: string;
  /** The parsed YAML, not yet validated. */
  data: unknown;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits '---\nYAML\n---\nbody'. YAML is read with the 1.2 core schema, so `2026-11-23` stays the
 * string the schemas check (YAML 1.1 readers would turn it into a Date at midnight UTC).
 */
export function parseMarkdownFile(name: string, source: string): MarkdownFile {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    throw invalidContent(name, [{ field: 'front matter', message: 'the file must start with a "---" line, YAML and a closing "---" line' }]);
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '', { schema: 'core', uniqueKeys: true, prettyErrors: true });
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    throw invalidContent(name, [{ field: 'front matter', message: `YAML does not parse: ${message}` }]);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw invalidContent(name, [{ field: 'front matter', message: 'expected key: value pairs' }]);
  }
  return { name, data, body: text.slice(match[0].length) };
}

/** Matches one directive (docs/rules/editorial.md), e.g. `{{spot.month SE3 2025-10}}`. */
export const DIRECTIVE = /\{\{([^{}]*)\}\}/g;

/**
 * Words of a Markdown body as a reader meets them: a directive counts as one word (contract),
 * link targets and Markdown punctuation (#, |, -, *) count as none.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(DIRECTIVE, ' ord ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<https?:[^>]*>/g, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Reading speed for the read time. 200 words a minute is a common figure for attentive reading of
 * non-fiction on a screen; the articles are dense with figures, so we use the lower end.
 */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes, rounded up, at least one. */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** '7 min läsning'. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min läsning`;
}
