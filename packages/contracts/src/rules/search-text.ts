/**
 * Search text: what the databases index and what a query is turned into, so that a buyer's words meet a
 * product's whatever the script, accents or spelling (issue 50). The BFF stores `greeklishKey(name …)` in a
 * normalised column on SQLite and PostgreSQL and turns the query with the same function: matching then
 * needs no `unaccent`, no collation and no Greek-aware engine, so both databases give the same results.
 * Two steps: `foldText` (case, accents, final sigma, punctuation) and, per word, a canonical Latin
 * "phonetic skeleton" in which Greek and Greeklish in its common spellings meet (φόρεμα, forema, fórema,
 * f0rema → `forema`). English goes through the same mapping; it only has to meet itself.
 */
import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from '../constants.ts';

/** Letters NFKD does not take apart (ø, æ, ł…) and the lunate sigma: their plain spellings. */
const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ϲ: 'σ',
};
const UNDECOMPOSED_RE = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'gu');

/**
 * A product code as people type it (`WF-1023`, `wf 1023`, `WF1023`, `WF–10` while typing): two to four
 * Latin letters, then a hyphen (or dash), a space before three or more digits, or nothing, then digits.
 * Folding joins it into one word (`wf1023`) so that punctuation does not split it into `wf` and `1023`.
 */
const TYPED_CODE =
  /(?<![\p{L}\p{N}])([a-z]{2,4})(?:[-\u2010-\u2015\u2212]|\s+(?=\d{3}))?(\d{1,6})(?![\p{L}\p{N}])/gu;

/**
 * The text in one case and without accents, for comparing what people type: NFKD (a compatibility
 * decomposition: also ligatures, full-width letters and the Greek symbol forms ϐ ϑ) then every combining
 * mark dropped (tonos, dialytika of ϊ ΐ ϋ ΰ, Latin accents), lower case in Greek and Latin, final sigma ς
 * as σ (a word typed while it is being written ends in σ), product codes joined into one word (`wf1023`),
 * every other character that is not a letter or digit as a space, spaces collapsed, trimmed.
 * `Φόρεμα` → `φορεμα`; `ΠΑΡΑΛΊΑΣ` → `παραλιασ`; `WF-1023` → `wf1023`.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(UNDECOMPOSED_RE, (c) => UNDECOMPOSED[c] ?? c)
    .replace(/ς/gu, 'σ')
    .replace(TYPED_CODE, '$1$2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A folded word that is a product code (`wf1023`, or its beginning `wf10`): kept as it is, not mapped.
 * Known cost: a Greeklish word of 2 to 4 letters ending in a digit (`ne0` for νέο) is taken for a code.
 */
const CODE_WORD = /^[a-z]{2,4}\d+$/u;
/**
 * A number with a size or unit (`3xl`, `30cm`, `100ml`): not Greeklish, so its digits are not letters.
 * Only these units: `8a` (θα) is not one, so it reads `tha`; `8m` would stay a number.
 */
const QUANTITY_WORD = /^\d+(?:x*[sl]|x|cm|mm|ml|kg|gr|g|m|l|lt|pcs)$/u;
/**
 * Digits Greeklish writes for letters, in words that have letters: 0 for ο, 8 for θ (8elo), 3 for ξ
 * (3erw ξέρω: the digit is drawn like a ξ; as ε it is rare, and then one edit away). Not 4 (α) nor 1 (ι):
 * rare, and they would turn sizes and counts (`4xl`, `1st`) into words.
 */
const DIGIT_LETTERS: Record<string, string> = { '0': 'o', '3': 'x', '8': 'th' };

const LATIN_VOWELS = 'aeiouyw';
const GREEK_VOWELS = 'αεηιουω';
const isVowel = (c: string | undefined): boolean =>
  c !== undefined && c !== '' && (LATIN_VOWELS.includes(c) || GREEK_VOWELS.includes(c));

/** αυ and ευ: `av`/`ev`, or `af`/`ef` before a voiceless sound, as they are said (αυτό `afto`, αύριο `avrio`). */
const AV = '\u0001a';
const EV = '\u0001e';
const VOICELESS = 'tkxpsf';

/**
 * Greek letter pairs read as one sound, and their canonical spelling. ου → u; αι → e (as ε); ει οι υι → i
 * (as ι η υ); μπ → b; ντ νδ → d (as δ, so `midi` meets μίντι and `endyma` ένδυμα); γγ γκ → g (as γ);
 * κσ → x (as ξ, since `ks` is ξ in Greeklish).
 */
const GREEK_PAIRS: Record<string, string> = {
  ου: 'u',
  αι: 'e',
  ει: 'i',
  οι: 'i',
  υι: 'i',
  αυ: AV,
  ευ: EV,
  μπ: 'b',
  ντ: 'd',
  νδ: 'd',
  γγ: 'g',
  γκ: 'g',
  κσ: 'x',
};

/**
 * Greek letters, one by one. η ι υ → i and ο ω → o (they sound the same; buyers mix them up); β → v;
 * θ → th; ψ → ps. χ and ξ are both `x`: Greeklish writes `x` for χ (xryso) as often as for ξ (xylo),
 * and a single canonical letter is the only way both searches meet; χ/ξ pairs of words that differ only
 * in that letter are not a catalogue's problem.
 */
const GREEK_LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  τ: 't',
  υ: 'i',
  φ: 'f',
  χ: 'x',
  ψ: 'ps',
  ω: 'o',
};

/**
 * Latin pairs, as Greeklish spells the Greek pairs and letters above: ou oy → u (ου); ai → e (αι); ei oi
 * yi → i; au ay → αυ, eu ey → ευ; mp mb → b (μπ; a lone `b` is μπ too, as in `ble`, `bluza`: β typed
 * as `b` is one edit away); nt nd → d (ντ); gk gg ng → g (γκ γγ); ks → x (ξ); ch → x (χ). `th`, `ph`
 * and `dh` depend on what follows (see `readsAsOne`).
 */
const LATIN_PAIRS: Record<string, string> = {
  ou: 'u',
  oy: 'u',
  ai: 'e',
  ei: 'i',
  oi: 'i',
  yi: 'i',
  au: AV,
  ay: AV,
  eu: EV,
  ey: EV,
  mp: 'b',
  mb: 'b',
  nt: 'd',
  nd: 'd',
  gk: 'g',
  gg: 'g',
  ng: 'g',
  ks: 'x',
  ch: 'x',
};

/**
 * Latin letters: y → i (υ), w → o (ω), c and q → k (Greeklish hardly uses them; English `cream` then
 * meets κρεμ). `h` depends on its neighbours (see `latinH`). The others are themselves.
 */
const LATIN_LETTERS: Record<string, string> = { y: 'i', w: 'o', c: 'k', q: 'k' };

/**
 * `th` → θ, `ph` → φ before a vowel, r or l (thelo, phrasi, athlos); `dh` → δ before a vowel or r. Else
 * τη, πη, δη (`sthn` στην, `phgh` πηγή, `dhlwsh` δήλωση): Greeklish writes η as `h` after those letters.
 */
const PAIR_WITH_H: Record<string, string> = { t: 'th', p: 'f', d: 'd' };
function readsAsOne(word: string, index: number): boolean {
  const first = word[index];
  if (first === undefined || !(first in PAIR_WITH_H) || word[index + 1] !== 'h') return false;
  const next = word[index + 2];
  return isVowel(next) || next === 'r' || (next === 'l' && first !== 'd');
}

/**
 * A lone `h`: χ (`x`) next to a vowel or before r (halia χαλιά, ohi όχι, hryso χρυσό, polyhromo); else η
 * (`i`): between consonants or at the end of a word (kalh καλή, hmera ημέρα, kenthmeno κεντημένο).
 * Known misses, one edit each: ηλ (hlios ήλιος is read `ilios` — right), αη (ahdoni → `axdoni`).
 */
function latinH(word: string, index: number): string {
  const next = word[index + 1];
  return isVowel(next) || next === 'r' || isVowel(word[index - 1]) ? 'x' : 'i';
}

/** The skeleton of one folded word. */
function wordKey(folded: string): string {
  if (CODE_WORD.test(folded) || QUANTITY_WORD.test(folded) || /^\d+$/u.test(folded)) return folded;
  const word = /\d/u.test(folded) ? folded.replace(/[038]/gu, (d) => DIGIT_LETTERS[d] ?? d) : folded;
  const units: string[] = [];
  let i = 0;
  while (i < word.length) {
    const pair = word.slice(i, i + 2);
    const c = word[i] ?? '';
    if (readsAsOne(word, i)) {
      units.push(PAIR_WITH_H[c] ?? c);
      i += 2;
    } else if (pair in GREEK_PAIRS) {
      units.push(GREEK_PAIRS[pair] ?? pair);
      i += 2;
    } else if (pair in LATIN_PAIRS && !(pair === 'nt' && readsAsOne(word, i + 1))) {
      // `nth` before a vowel is ν + θ (anthos άνθος), not ντ + η.
      units.push(LATIN_PAIRS[pair] ?? pair);
      i += 2;
    } else {
      units.push(c === 'h' ? latinH(word, i) : (GREEK_LETTERS[c] ?? LATIN_LETTERS[c] ?? c));
      i += 1;
    }
  }
  const spelled = units
    .map((unit, index) => {
      if (unit !== AV && unit !== EV) return unit;
      const next = units[index + 1]?.[0];
      return `${unit[1]}${next !== undefined && VOICELESS.includes(next) ? 'f' : 'v'}`;
    })
    .join('');
  // Doubled letters are one (λλ/ll → l, σσ/ss → s, κκ → k): Greeklish often writes them single.
  return spelled.replace(/(\p{L})\1+/gu, '$1');
}

/**
 * The text as one canonical Latin skeleton, word by word (folded first): what the BFF stores in the
 * search column and compares a query with. Greek, Greeklish and the Latin spellings above meet:
 * `Φόρεμα`, `forema`, `fórema`, `f0rema` → `forema`; `χρυσό`, `xryso`, `chryso` → `xriso`; `ξύλο`, `ksylo`,
 * `xylo` → `xilo`. Product codes and plain numbers are kept (`WF-1023` → `wf1023`).
 */
export function greeklishKey(text: string): string {
  return searchTokens(text).join(' ');
}

/** The keys of the words of a text, in order: for prefix and typo matching word by word. */
export function searchTokens(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ').map(wordKey);
}

/**
 * Edits a typed word of that many letters may have and still match: one per 5 letters, at most two (as
 * Meilisearch and Algolia: a third typo finds unrelated words, and each edit allowed multiplies the
 * spellings the database looks up).
 */
export const MAX_TYPO_EDITS = 2;
export function maxEdits(tokenLength: number): number {
  return Math.min(MAX_TYPO_EDITS, Math.floor(tokenLength / 5));
}

/**
 * A search as the box sends it and the URL keeps it: spaces collapsed and trimmed, at most
 * SEARCH_MAX_LENGTH characters (whole code points, never half a pair). `''` is no search.
 */
export function typedSearch(raw: string): string {
  const tidy = raw.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(tidy);
  return chars.length <= SEARCH_MAX_LENGTH ? tidy : chars.slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

/** The query's word keys as searched: each once, in order, at most SEARCH_MAX_WORDS. */
export function queryTokens(q: string): string[] {
  return [...new Set(searchTokens(q))].slice(0, SEARCH_MAX_WORDS);
}

/**
 * Whether two words are at most `max` edits apart, an edit being an inserted, removed or changed letter
 * or two neighbours swapped (Damerau-Levenshtein, optimal string alignment). Bounded: it gives up as
 * soon as a whole row of the table is over `max`, so a long word against a short one costs little.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (a === b) return true;
  if (max <= 0 || Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    before = previous;
    previous = current;
  }
  return (previous[b.length] ?? max + 1) <= max;
}

/**
 * Whether a query word (a key) finds an indexed word (a key): the indexed word starts with it (typing),
 * or is within `maxEdits` of it (typos). A word with digits (a code, a size) must match exactly or as a
 * beginning, never with an edit: `wf1024` is another product, not a typo of `wf1023`. Digits alone also
 * find the number of a code (`1023` finds `wf1023`).
 */
export function tokenMeets(query: string, indexed: string): boolean {
  if (query === '') return false;
  if (indexed.startsWith(query)) return true;
  if (/\d/u.test(query))
    return (
      /^\d+$/u.test(query) && CODE_WORD.test(indexed) && indexed.replace(/^[a-z]+/u, '').startsWith(query)
    );
  return withinEdits(query, indexed, maxEdits(query.length));
}
