import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from '../constants.ts';
import { SEARCH_CASES } from '../testing/search-cases.ts';
import {
  foldText,
  greeklishKey,
  MAX_TYPO_EDITS,
  maxEdits,
  queryTokens,
  searchTokens,
  tokenMeets,
  typedSearch,
  withinEdits,
} from './search-text.ts';

/** The demo names, as in bff/src/seed/products.ts (contracts does not import the BFF); code WF-(1000+id). */
const DEMO_NAMES: Record<string, [en: string, gr: string]> = {
  '1': ['Red Tiered Maxi Dress', 'Κόκκινο μάξι φόρεμα με βολάν'],
  '2': ['Blue Floral Wrap Dress', 'Μπλε κρουαζέ φόρεμα με λουλούδια'],
  '3': ['White Embroidered Kaftan Dress', 'Λευκό κεντημένο φόρεμα καφτάνι'],
  '4': ['Green Button-Front Midi Dress', 'Πράσινο μίντι φόρεμα με κουμπιά'],
  '5': ['Black Pleated Evening Dress', 'Μαύρο πλισέ βραδινό φόρεμα'],
  '6': ['Pink Puff-Sleeve Sundress', 'Ροζ καλοκαιρινό φόρεμα με φουσκωτά μανίκια'],
  '7': ['Cream Crochet-Trim Maxi Dress', 'Κρεμ μάξι φόρεμα με δαντέλα κροσέ'],
  '8': ['Beige Shirt Dress', 'Μπεζ σεμιζιέ φόρεμα'],
  '9': ['Teal Paisley Maxi Dress', 'Πετρόλ μάξι φόρεμα με λαχούρια'],
  '10': ['Orange Tie-Dye Beach Dress', 'Πορτοκαλί φόρεμα παραλίας tie-dye'],
  '11': ['Multicolour Patchwork Maxi Dress', 'Πολύχρωμο μάξι φόρεμα patchwork'],
  '12': ['Red T-Shirt Dress', 'Κόκκινο φόρεμα τύπου T-shirt'],
  '13': ['Blue Washed Smock Dress', 'Μπλε ξεβαμμένο φόρεμα με σμοκ'],
  '14': ['White Broderie Anglaise Dress', 'Λευκό φόρεμα με κέντημα μπροντερί'],
  '15': ['Green Bias-Cut Slip Dress', 'Πράσινο φόρεμα-κομπινεζόν σε λοξή κοπή'],
  '16': ['Black Tiered Mini Dress', 'Μαύρο μίνι φόρεμα με βολάν'],
  '17': ['Pink Floral Halter Maxi Dress', 'Ροζ φλοράλ μάξι φόρεμα με δέσιμο στον λαιμό'],
  '18': ['Beige Linen-Look Maxi Dress', 'Μπεζ μάξι φόρεμα με όψη λινού'],
  '19': ['Cream Lace-Detail Midi Dress', 'Κρεμ μίντι φόρεμα με λεπτομέρειες δαντέλας'],
  '20': ['Multicolour Striped Beach Dress', 'Πολύχρωμο ριγέ φόρεμα παραλίας'],
  '21': ['White Embroidered Peasant Top', 'Λευκή κεντημένη χωριάτικη μπλούζα'],
  '22': ['Blue Wide-Leg Palazzo Trousers', 'Μπλε φαρδιά παντελόνα παλάτσο'],
};

/** What the databases will index per product: the keys of both names and of the code. */
const INDEX = Object.entries(DEMO_NAMES).map(([id, [en, gr]]) => ({
  id,
  tokens: searchTokens(`${en} ${gr} WF-${1000 + Number(id)}`),
}));

/** The products every word of the query finds (a beginning or within the edits). */
const found = (query: string): string[] => {
  const words = searchTokens(query);
  return INDEX.filter(({ tokens }) => words.every((w) => tokens.some((t) => tokenMeets(w, t)))).map(
    ({ id }) => id,
  );
};

describe('foldText', () => {
  it.each([
    ['Φόρεμα', 'φορεμα'],
    ['ΦΌΡΕΜΑ  ΜΆΞΙ', 'φορεμα μαξι'],
    ['ΠΑΡΑΛΊΑΣ', 'παραλιασ'],
    ['παραλίας', 'παραλιασ'],
    ['προϊόν Ϊ ΐ ϋ ΰ', 'προιον ι ι υ υ'],
    ['Φο\u0301ρεμα (decomposed)', 'φορεμα decomposed'],
    ['Crème brûlée, Tie-Dye!', 'creme brulee tie dye'],
    ['  T-shirt\t/ 30 °C · μπλε ', 't shirt 30 c μπλε'],
    ['ﬁne Ｍaxi straße', 'fine maxi strasse'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it.each([
    ['WF-1023', 'wf1023'],
    ['wf 1023', 'wf1023'],
    ['WF1023', 'wf1023'],
    ['WF–10', 'wf10'],
    ['code: WF-1023, 2 pcs', 'code wf1023 2 pcs'],
  ])('keeps the product code %j as one word', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('does not join a word and a short number with a space (only a code has 3+ digits)', () => {
    expect(foldText('size 40')).toBe('size 40');
    expect(foldText('tie-dye')).toBe('tie dye');
  });
});

describe('greeklishKey', () => {
  it.each([
    ['φόρεμα', ['Φόρεμα', 'φορεμα', 'forema', 'fórema', 'f0rema', 'phorema', 'FOREMA']],
    ['χρυσό (χ: x, ch, h)', ['χρυσό', 'xryso', 'chryso', 'hryso', 'xriso']],
    ['ξύλο (ξ: ks, x)', ['ξύλο', 'ksylo', 'xylo', 'ksilo']],
    ['ξέρω (3 for ξ)', ['ξέρω', 'ksero', 'xerw', '3erw']],
    ['θάλασσα (θ: th, 8)', ['θάλασσα', 'thalassa', '8alassa', 'thalasa']],
    ['ψωμί (ψ: ps)', ['ψωμί', 'psomi', 'pswmi']],
    ['κεντημένο (η: i, h, y; ντ: nt, d)', ['κεντημένο', 'kentimeno', 'kenthmeno', 'kentymeno', 'kedimeno']],
    ['μπλούζα (μπ: mp, b; ου: ou, oy, u)', ['μπλούζα', 'mplouza', 'bluza', 'blouza', 'mployza']],
    ['λευκή (ευ: eu, ey, ef)', ['Λευκή', 'leukh', 'lefki', 'leyki']],
    ['αύριο (αυ: av before a voiced sound)', ['αύριο', 'avrio', 'aurio']],
    ['ένδυμα (νδ: nd, d)', ['ένδυμα', 'endyma', 'edima']],
    ['άγγελος (γγ: gg, ng, g)', ['άγγελος', 'aggelos', 'angelos', 'agelos']],
    ['όχι (h for χ between vowels)', ['όχι', 'oxi', 'ohi', 'ochi']],
    ['καλημέρα (h for η between consonants)', ['καλημέρα', 'kalhmera', 'kalimera']],
    ['παιδιά (αι: ai, e)', ['παιδιά', 'paidia', 'pedia']],
    ['στην (th before a consonant is τη)', ['στην', 'sthn', 'stin']],
    ['άνθος (nth before a vowel is ν + θ)', ['άνθος', 'anthos']],
    ['κομπινεζόν', ['κομπινεζόν', 'kompinezon', 'kombinezon']],
  ])('one key for %s', (_, spellings) => {
    const keys = new Set(spellings.map(greeklishKey));
    expect([...keys]).toHaveLength(1);
  });

  it('gives the documented skeletons', () => {
    expect(greeklishKey('Φόρεμα μάξι')).toBe('forema maxi');
    expect(greeklishKey('χρυσό ξύλο θάλασσα ψωμί')).toBe('xriso xilo thalasa psomi');
    expect(greeklishKey('Κόκκινο κεντημένο μπλούζα αυτό')).toBe('kokino kedimeno bluza afto');
  });

  it('keeps apart what must stay apart', () => {
    expect(greeklishKey('μάξι')).not.toBe(greeklishKey('μίντι'));
    expect(greeklishKey('forema')).not.toBe(greeklishKey('fusta'));
    expect(greeklishKey('ψ')).not.toBe(greeklishKey('σ'));
  });

  it('keeps product codes, numbers and sizes as they are', () => {
    expect(greeklishKey('WF-1023')).toBe('wf1023');
    expect(greeklishKey('wf 1080')).toBe('wf1080');
    expect(greeklishKey('3xl 30cm 2030 100ml')).toBe('3xl 30cm 2030 100ml');
  });

  it('maps English words the same way in the index and the query', () => {
    expect(greeklishKey('Dress')).toBe(greeklishKey('dress'));
    expect(greeklishKey('White')).toBe('oxite');
  });
});

describe('searchTokens', () => {
  it('gives the keys of the words, none for an empty text', () => {
    expect(searchTokens('Κόκκινο μάξι φόρεμα, WF-1001')).toEqual(['kokino', 'maxi', 'forema', 'wf1001']);
    expect(searchTokens(' · - ')).toEqual([]);
  });
});

describe('maxEdits and withinEdits', () => {
  it('allows one edit per 5 letters, at most two', () => {
    expect([1, 4, 5, 9, 10, 14, 15].map(maxEdits)).toEqual([0, 0, 1, 1, 2, 2, 2]);
  });

  it.each([
    ['forema', 'forema', 0, true],
    ['froema', 'forema', 1, true],
    ['forma', 'forema', 1, true],
    ['foreema', 'forema', 1, true],
    ['fprema', 'forema', 1, true],
    ['frome', 'forema', 1, false],
    ['ofrmea', 'forema', 1, false],
    ['ofrmea', 'forema', 2, true],
    // Optimal string alignment: a swapped pair is not edited again (true Damerau-Levenshtein says 2).
    ['ca', 'abc', 2, false],
    ['ca', 'abc', 3, true],
    ['maxi', 'midi', 1, false],
    ['a', 'abcdef', 3, false],
    ['', 'ab', 2, true],
  ])('%j and %j within %d edits: %s', (a, b, max, expected) => {
    expect(withinEdits(a, b, max)).toBe(expected);
    expect(withinEdits(b, a, max)).toBe(expected);
  });
});

describe('tokenMeets', () => {
  it('finds by a beginning or within the edits, a code only by a beginning', () => {
    expect(tokenMeets('kedi', 'kedimeno')).toBe(true);
    expect(tokenMeets('froema', 'forema')).toBe(true);
    expect(tokenMeets('maxy', 'midi')).toBe(false);
    expect(tokenMeets('wf1024', 'wf1023')).toBe(false);
    expect(tokenMeets('wf102', 'wf1023')).toBe(true);
    expect(tokenMeets('1023', 'wf1023')).toBe(true);
    expect(tokenMeets('1023', 'wf1123')).toBe(false);
    expect(tokenMeets('30', '40')).toBe(false);
    expect(tokenMeets('', 'forema')).toBe(false);
  });
});

describe('the shared search cases over the demo names', () => {
  it('are about products that exist', () => {
    for (const { expectIds } of SEARCH_CASES)
      for (const id of expectIds) expect(DEMO_NAMES).toHaveProperty(id);
  });

  it.each(SEARCH_CASES)('$query finds exactly $expectIds ($note)', ({ query, expectIds }) => {
    expect(found(query)).toEqual(expectIds);
  });
});

describe('typedSearch and queryTokens', () => {
  it('collapses spaces, trims and cuts at SEARCH_MAX_LENGTH whole characters', () => {
    expect(typedSearch('  φόρεμα \n  μάξι ')).toBe('φόρεμα μάξι');
    expect(typedSearch('😀'.repeat(SEARCH_MAX_LENGTH + 5))).toBe('😀'.repeat(SEARCH_MAX_LENGTH));
    expect(typedSearch('   ')).toBe('');
  });

  it('keeps each word once, at most SEARCH_MAX_WORDS', () => {
    expect(queryTokens('forema φόρεμα maxi')).toEqual(['forema', 'maxi']);
    expect(queryTokens('a b c d e f g h i j k')).toHaveLength(SEARCH_MAX_WORDS);
  });

  it('allows at most MAX_TYPO_EDITS edits however long the word', () => {
    expect(maxEdits(4)).toBe(0);
    expect(maxEdits(5)).toBe(1);
    expect(maxEdits(10)).toBe(2);
    expect(maxEdits(30)).toBe(MAX_TYPO_EDITS);
  });
});
