/**
 * The form a name is stored and searched in: lower case, accents dropped, final sigma as sigma, spaces
 * collapsed — so `Μπουτίκ`, `ΜΠΟΥΤΙΚ` and `μπουτικ` find the same buyer. SQLite's `lower()` only knows
 * ASCII; computing the key in JS keeps one behaviour on both engines.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/\s+/g, ' ')
    .trim();
}
