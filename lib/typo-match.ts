/**
 * Typo tolerance for the site's search boxes (/stader, /leverantor): how far a typed word is from
 * the start of a name, counted in edits (a letter added, left out or changed, or two neighbours
 * swapped: the optimal string alignment distance). 'upsala' is one edit from 'uppsala', 'gotebrog'
 * one from 'goteborg', 'kirna' one from 'kiruna', 'vatenfal' one from the start of 'vattenfall'. The boxes use
 * it only when no name contains what was typed, so an exact hit never competes with a guess.
 * Pure, a few hundred bytes in a page.
 */

/** Edits allowed for a typed key of this length: none below 4 characters, 1 up to 5, 2 from 6. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 6 ? 1 : 2;
}

/**
 * The fewest edits that turn `typed` into some prefix of `target` (both already folded: lower
 * case, no accents), or Infinity when it is more than `max`. A prefix, so 'upsal' matches
 * 'uppsala' as the visitor is still typing.
 */
export function prefixTypoDistance(typed: string, target: string, max: number): number {
  const rows = typed.length;
  const cols = target.length;
  if (rows === 0) return 0;
  // previous-but-one, previous and current row of the edit matrix over target's prefixes.
  let before: number[] = [];
  let previous = Array.from({ length: cols + 1 }, (_, j) => j);
  for (let i = 1; i <= rows; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= cols; j += 1) {
      const cost = typed[i - 1] === target[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && typed[i - 1] === target[j - 2] && typed[i - 2] === target[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return Number.POSITIVE_INFINITY;
    before = previous;
    previous = current;
  }
  const best = Math.min(...previous);
  return best <= max ? best : Number.POSITIVE_INFINITY;
}

/**
 * The fewest edits from `typed` to the start of any of `words` (a name's words, or the whole
 * name), within the allowance for its length; Infinity when none is close enough.
 */
export function typoDistance(typed: string, words: readonly string[]): number {
  const max = allowedTypos(typed.length);
  if (max === 0) return Number.POSITIVE_INFINITY;
  return Math.min(Number.POSITIVE_INFINITY, ...words.map((word) => prefixTypoDistance(typed, word, max)));
}
