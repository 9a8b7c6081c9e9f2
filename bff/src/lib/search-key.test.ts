import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key.ts';

describe('searchKey', () => {
  it.each([
    ['Μπουτίκ Ερμού', 'μπουτικ ερμου'],
    ['ΜΠΟΥΤΊΚ  ΕΡΜΟΎ', 'μπουτικ ερμου'],
    ['Κόσμος', 'κοσμοσ'],
    ['  Café Élan ', 'cafe elan'],
    ['Demo Boutique Athens', 'demo boutique athens'],
  ])('%s → %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});
