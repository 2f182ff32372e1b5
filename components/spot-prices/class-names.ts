/**
 * Joins class names without tailwind-merge: the spot-price islands never pass conflicting
 * utilities, and cn()'s tailwind-merge would add ~8 KiB gzip to their pages' JavaScript.
 */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
