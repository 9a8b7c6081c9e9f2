import type { Kysely } from 'kysely';

/**
 * The shop's listing with a large catalogue (issue 30). Before these, at 50 000 products
 * (`npm run seed:catalogue -w @shop/bff -- --products 50000`, `npm run bench -- catalogue`), every listing
 * query read all published products: SQLite through the status index (each row looked up in the table for
 * its colour and price, then all matching rows sorted), PostgreSQL by a sequential scan. A buyer's listing
 * (one colour, a price range, by price) took 75–240 ms on SQLite and 64–110 ms on PostgreSQL at page 1, and
 * the facets 70–140 and 90–110 ms (the least of 20 runs, four runs on a busy 2-core machine).
 *
 * One index per way the listing walks the catalogue: by colour, then in the order of the page (price or
 * catalogue order), or in that order from the start when the filter has no single colour. Each ends with the
 * listing's other filter columns and the id, so counting the matches and finding a page's ids read the index
 * alone (SQLite's COVERING INDEX, PostgreSQL's Index Only Scan); repositories/products.ts then reads only the
 * page's own rows. The same listing now: 0.23–0.28 ms on SQLite, 1.8–3.3 ms on PostgreSQL; six colours at
 * page 2 000, 360–390 → 3.6–4.7 ms and 230–450 → 9–20 ms; the facets 14–22 and 12–15 ms.
 *
 * The catalogue-order index replaces migration 008's `(status, position)`, which it starts with.
 */
const INDEXES = [
  // A colour (the filter bar's usual choice) and a price range, by price or counted: a range of one colour.
  {
    name: 'products_listing_colour_price_idx',
    columns: ['status', 'colour', 'price_cents', 'position', 'category', 'id'],
  },
  // A colour in catalogue order ("Newest", and every visitor's listing).
  { name: 'products_listing_colour_idx', columns: ['status', 'colour', 'position', 'category', 'id'] },
  // No colour or several, by price: walked in price order, the colour checked in the index (several colours
  // through the colour index would sort every match: 31 000 for six colours, 5–20 ms).
  {
    name: 'products_listing_price_idx',
    columns: ['status', 'price_cents', 'position', 'colour', 'category', 'id'],
  },
  // No colour or several, in catalogue order; also related products (published, in catalogue order).
  { name: 'products_listing_idx', columns: ['status', 'position', 'colour', 'category', 'id'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns } of INDEXES)
    await db.schema.createIndex(name).on('products').columns(columns).execute();
  await db.schema.dropIndex('products_status_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_status_idx').on('products').columns(['status', 'position']).execute();
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
