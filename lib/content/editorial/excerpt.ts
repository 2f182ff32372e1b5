/** Excerpt lengths on /blog (docs/rules/site-wide.md, "Blog lists"): the featured article and the grid cards. */
export const FEATURED_EXCERPT_LENGTH = 150;
export const CARD_EXCERPT_LENGTH = 120;

const ELLIPSIS = '…';

/**
 * `text` shortened to at most `max` characters including the ellipsis, cut at the last word
 * boundary that fits, without a dangling comma, colon or dash before the '…'. Text that fits is
 * returned unchanged; a single word longer than `max` is cut inside the word.
 */
export function cutExcerpt(text: string, max: number): string {
  if (!Number.isInteger(max) || max < 2) throw new RangeError(`max must be an integer of at least 2, got ${max}`);
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  // The boundary is the last space inside `room` (its final character may be the space after a word).
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}${ELLIPSIS}`;
}
