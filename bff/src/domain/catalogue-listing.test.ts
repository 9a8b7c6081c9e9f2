import { CATALOGUE_PAGE_SIZE } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueProducts, buildTestApp } from '../../test/index.ts';
import type { Database } from '../db/schema.ts';
import { searchScores } from '../repositories/product-search.ts';
import { listProducts, type ProductFilter } from '../repositories/products.ts';
import { listingPage } from './catalogue-listing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await addCatalogueProducts(app.db, 150);
});
afterAll(() => app.close());

/** The database with every statement it runs counted (a fresh Kysely instance: nothing cached for it yet). */
function counting(db: Kysely<Database>) {
  const seen = { statements: 0 };
  // Counted as results come back: a subquery goes through transformQuery too, but runs in its statement.
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      seen.statements++;
      return result;
    },
  };
  return { db: db.withPlugin(plugin), seen };
}

const FILTER: ProductFilter = { colours: ['blue', 'black', 'white', 'beige'] };

describe('listingPage', () => {
  it('serves the page asked for, and the last one for a page past the end', async () => {
    const { total } = await listProducts(app.db, FILTER, 'price-low', { limit: 1, offset: 0 });
    const pageCount = Math.ceil(total / CATALOGUE_PAGE_SIZE);
    expect(pageCount).toBeGreaterThan(2);
    const cases: Array<[asked: number, served: number]> = [
      [1, 1],
      [2, 2],
      [pageCount, pageCount],
      [pageCount + 500, pageCount],
    ];
    for (const [asked, served] of cases) {
      const page = await listingPage(app.db, FILTER, 'price-low', asked);
      const expected = await listProducts(app.db, FILTER, 'price-low', {
        limit: CATALOGUE_PAGE_SIZE,
        offset: (served - 1) * CATALOGUE_PAGE_SIZE,
      });
      expect(page).toEqual({ rows: expected.rows, total, served, pageCount });
    }
  });

  it.each([1, 2, 10_000])(
    'reads page %i with two statements: the count and that page, never the first page besides',
    async (asked) => {
      const { db, seen } = counting(app.db);
      const page = await listingPage(db, FILTER, 'price-high', asked);
      expect(page.rows.length).toBeGreaterThan(0);
      expect(seen.statements).toBe(2);
    },
  );

  it('serves a search’s page with its total read in the same statement, and the last page for one past the end', async () => {
    // "forema" (Greeklish, Greek φόρεμα) finds every dress: several pages of them.
    const q = 'forema';
    // Every published product the search finds (the office's search finds them all, whatever their status).
    const found = [...(await searchScores(app.db, q)).keys()];
    const published = await app.db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', found)
      .where('status', '=', 'published')
      .execute();
    const total = published.length;
    const pageCount = Math.ceil(total / CATALOGUE_PAGE_SIZE);
    expect(pageCount).toBeGreaterThan(1);
    const pages = [];
    for (let asked = 1; asked <= pageCount; asked++) {
      const page = await listingPage(app.db, {}, 'newest', asked, q);
      expect(page).toMatchObject({ total, served: asked, pageCount });
      pages.push(...page.rows.map((row) => row.id));
    }
    // Every match once, over the pages.
    expect(pages).toHaveLength(total);
    expect(new Set(pages).size).toBe(total);

    const past = await listingPage(app.db, {}, 'newest', pageCount + 3, q);
    const last = await listingPage(app.db, {}, 'newest', pageCount, q);
    expect(past).toEqual({ ...last, served: pageCount });

    // The words' typo spellings (one statement), then the page with its total (one more), past the end too.
    for (const asked of [1, pageCount + 3]) {
      const { db, seen } = counting(app.db);
      await listingPage(db, {}, 'newest', asked, q);
      expect(seen.statements).toBe(2);
    }
    // Two words: which is rarer is asked first (one more statement).
    const { db, seen } = counting(app.db);
    await listingPage(db, {}, 'newest', 1, 'forema maxi');
    expect(seen.statements).toBe(3);
  });

  it('finds nothing for a search no product matches, on any page', async () => {
    for (const asked of [1, 4]) {
      expect(await listingPage(app.db, {}, 'newest', asked, 'zzzzqqq')).toEqual({
        rows: [],
        total: 0,
        served: 1,
        pageCount: 1,
      });
    }
  });
});
