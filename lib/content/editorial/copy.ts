import { mapCopyStrings } from '@/lib/fill-copy';

import { resolveDirectives } from './directives';

/**
 * The Markdown directives in the copy modules of content/pages (`{{market.markupRange alla}}` in a
 * sentence of /kalkylator's advice): every string of the copy object that holds a directive is
 * resolved as paragraph copy (inline directives only, no tables), so a figure about prices, påslag
 * or SCB's averages in a page's copy comes from the data through the same engine as the articles.
 * `file` names the module in a build error.
 */
export function resolveCopyDirectives<T>(value: T, file: string): T {
  return mapCopyStrings(value, (text) => (/\{\{|\}\}/.test(text) ? resolveDirectives(text, file, { inlineOnly: true }) : text));
}
