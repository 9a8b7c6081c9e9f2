/**
 * The shared table of searches over the demo catalogue (bff/src/seed/products.ts, codes WF-1001 to
 * WF-1022 in id order): what a buyer types and which products it must find. `expectIds` is the whole
 * set of products every word of the query finds in the name (English or Greek) or the code, word by word
 * with `tokenMeets` (a beginning, or one edit per 5 letters). The contracts test checks it with the
 * rules; the BFF runs it against SQLite and PostgreSQL, which must give the same set (a search over
 * more fields, as descriptions, must give at least these, first).
 */
export interface SearchCase {
  query: string;
  expectIds: string[];
  note: string;
}

/** The products whose Greek name has μάξι (and English name Maxi). */
const MAXI = ['1', '7', '9', '11', '17', '18'];
/** Every dress: ids 1 to 20 (21 is a top, 22 trousers). */
const DRESSES = Array.from({ length: 20 }, (_, i) => String(i + 1));

export const SEARCH_CASES: SearchCase[] = [
  { query: 'φορεμα μαξι', expectIds: MAXI, note: 'Greek without accents finds Φόρεμα, μάξι' },
  { query: 'ΦΌΡΕΜΑ ΜΆΞΙ', expectIds: MAXI, note: 'Greek in capitals with accents' },
  { query: 'Φόρεμα μίντι', expectIds: ['4', '19'], note: 'Greek as written; ντ meets Midi' },
  { query: 'κοκκινο μαξι', expectIds: ['1'], note: 'two words: both must be found' },
  { query: 'φορεμα με βολαν', expectIds: ['1', '16'], note: 'a short word (με) as it is in the name' },
  { query: 'ΠΑΡΑΛΊΑΣ', expectIds: ['10', '20'], note: 'final sigma: capital Σ at the end of a word' },
  { query: 'παραλιασ', expectIds: ['10', '20'], note: 'final sigma typed as σ' },
  { query: 'forema maxi', expectIds: MAXI, note: 'Greeklish' },
  { query: 'fórema maksi', expectIds: MAXI, note: 'Greeklish with an accent, ks for ξ' },
  { query: 'f0rema maxi', expectIds: MAXI, note: 'Greeklish with 0 for ο' },
  { query: 'forema mini', expectIds: ['16'], note: 'mini is not midi nor maxi (4 letters: no edit)' },
  { query: 'mplouza', expectIds: ['21'], note: 'Greeklish garment: mp for μπ, ou for ου' },
  { query: 'bluza', expectIds: ['21'], note: 'Greeklish garment: b for μπ, u for ου' },
  { query: 'pantelona', expectIds: ['22'], note: 'Greeklish garment: nt for ντ' },
  { query: 'fousta', expectIds: [], note: 'no skirt among the names: nothing, not a near word' },
  { query: 'kenthmeno', expectIds: ['3', '21'], note: 'th is τη here (before a consonant), not θ' },
  { query: 'xoriatiki', expectIds: ['21'], note: 'x for χ' },
  { query: 'choriatikh', expectIds: ['21'], note: 'ch for χ, h for η' },
  { query: 'polyhromo', expectIds: ['11', '20'], note: 'h for χ (after a vowel), y for υ' },
  { query: 'polychromo', expectIds: ['11', '20'], note: 'ch for χ' },
  { query: 'lahouria', expectIds: ['9'], note: 'h for χ (before a vowel)' },
  { query: 'ksevammeno', expectIds: ['13'], note: 'ks for ξ, double letters' },
  { query: 'xevameno', expectIds: ['13'], note: 'x for ξ, single letters' },
  { query: 'loxh', expectIds: ['15'], note: 'x for ξ, h for η' },
  { query: 'lefkh', expectIds: ['3', '14', '21'], note: 'h for η; Λευκό is one edit from Λευκή' },
  { query: 'leuki', expectIds: ['3', '14', '21'], note: 'eu for ευ' },
  { query: 'kentymeni', expectIds: ['3', '21'], note: 'y for η; κεντημένο is one edit away' },
  { query: 'poluxrwmo', expectIds: ['11', '20'], note: 'w for ω; u for υ is one edit' },
  { query: 'white embroidered', expectIds: ['3', '21'], note: 'English' },
  { query: 'Palazzo Trousers', expectIds: ['22'], note: 'English in capitals' },
  { query: 'floral', expectIds: ['2', '17'], note: 'English Floral and Greek φλοράλ' },
  { query: 'wrap dress', expectIds: ['2'], note: 'English' },
  { query: 'maxy dres', expectIds: MAXI, note: 'typos the mapping absorbs: y is i, ss is s' },
  { query: 'froema', expectIds: DRESSES, note: 'two letters swapped: one edit in 6 letters' },
  { query: 'kaftam', expectIds: ['3'], note: 'a wrong letter: one edit in 6 letters' },
  { query: 'embriodered', expectIds: ['3', '21'], note: 'a typo in a long English word' },
  { query: 'trowsers', expectIds: ['22'], note: 'w for u: one edit in 8 letters' },
  { query: 'κεντη', expectIds: ['3', '14', '21'], note: 'typing: the beginning of κεντημένο, κέντημα' },
  { query: 'kenti', expectIds: ['3', '14', '21'], note: 'typing in Greeklish' },
  { query: 'kaft', expectIds: ['3'], note: 'typing: the beginning of kaftan / καφτάνι' },
  { query: 'WF-1003', expectIds: ['3'], note: 'the exact product code' },
  { query: 'wf 1003', expectIds: ['3'], note: 'the code in lower case with a space' },
  { query: 'wf1004', expectIds: ['4'], note: 'a code is never a typo of another code' },
  { query: '1003', expectIds: ['3'], note: 'the number of a code' },
  { query: 'WF-102', expectIds: ['20', '21', '22'], note: 'typing a code' },
];
