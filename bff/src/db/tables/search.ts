/** The catalogue's search index (migration 026): keys computed in JS (contracts `searchTokens`). */
export interface SearchTables {
  product_search_words: ProductSearchWordsTable;
  search_word_variants: SearchWordVariantsTable;
}

/**
 * One word key of a product's names or code (`kind`: SEARCH_WORD_KIND), with the product's columns a listing
 * filters and sorts by (written with the word, kept by a trigger on \`products\`).
 */
export interface ProductSearchWordsTable {
  word: string;
  product_id: string;
  kind: number;
  status: string;
  category: string;
  colour: string;
  in_stock: number;
  price_cents: number;
  position: number;
}

/**
 * A name word's spellings with one or two letters left out (and the word itself), for typos: a query word
 * within N edits of a word shares one of its N-deletion spellings (search-index.ts).
 */
export interface SearchWordVariantsTable {
  variant: string;
  word: string;
}
