import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/index.ts';
import { cachedCatalogueFacets, FACETS_TTL_MS, forgetCatalogueFacets } from './products.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const dresses = async (now: number) =>
  (await cachedCatalogueFacets(app.db, now)).categories.find((c) => c.value === 'dresses')?.count;

describe('cachedCatalogueFacets', () => {
  it('reuses the facets within the TTL, recomputes after it and after forgetCatalogueFacets', async () => {
    const start = Date.now();
    forgetCatalogueFacets(app.db);
    const before = await dresses(start);
    expect(before).toBeGreaterThan(0);
    expect(cachedCatalogueFacets(app.db, start + 1)).toBe(cachedCatalogueFacets(app.db, start + 2));

    const id = (
      await app.db
        .selectFrom('products')
        .select('id')
        .where('category', '=', 'dresses')
        .executeTakeFirstOrThrow()
    ).id;
    await app.db.updateTable('products').set({ category: 'tops' }).where('id', '=', id).execute();
    try {
      // Cached: the change is not seen yet…
      expect(await dresses(start + FACETS_TTL_MS - 1)).toBe(before);
      // …it is once the TTL has passed,
      expect(await dresses(start + FACETS_TTL_MS)).toBe((before ?? 0) - 1);
    } finally {
      await app.db.updateTable('products').set({ category: 'dresses' }).where('id', '=', id).execute();
    }
    // …and at once after this process says it changed the catalogue.
    forgetCatalogueFacets(app.db);
    expect(await dresses(start + FACETS_TTL_MS + 1)).toBe(before);
  });
});
