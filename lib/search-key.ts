/**
 * Folds case, accents and punctuation for a search box, so 'malarenergi' finds 'Mälarenergi' and
 * 'eon' finds 'E.ON': the grid operator picker and the supplier search of /jamfor and /leverantor.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
