import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/index.ts';
import {
  CATALOGUE_ANSWERS_MAX,
  CATALOGUE_TTL_MS,
  cachedCatalogueAnswer,
  cachedCatalogueFacets,
  forgetCatalogue,
  rememberSentAnswer,
  sentCatalogueAnswer,
} from './products.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const dresses = async (now: number) =>
  (await cachedCatalogueFacets(app.db, now)).categories.find((c) => c.value === 'dresses')?.count;

describe('cachedCatalogueFacets', () => {
  it('reuses the facets within the TTL, recomputes after it and after forgetCatalogue', async () => {
    const start = Date.now();
    forgetCatalogue(app.db);
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
      expect(await dresses(start + CATALOGUE_TTL_MS - 1)).toBe(before);
      // …it is once the TTL has passed,
      expect(await dresses(start + CATALOGUE_TTL_MS)).toBe((before ?? 0) - 1);
    } finally {
      await app.db.updateTable('products').set({ category: 'dresses' }).where('id', '=', id).execute();
    }
    // …and at once after this process says it changed the catalogue.
    forgetCatalogue(app.db);
    expect(await dresses(start + CATALOGUE_TTL_MS + 1)).toBe(before);
  });
});

describe('cachedCatalogueAnswer', () => {
  it('computes once per key within the TTL, again after it and after forgetCatalogue', async () => {
    forgetCatalogue(app.db);
    const start = Date.now();
    const compute = vi.fn(async () => 'answer');
    expect(await cachedCatalogueAnswer(app.db, 'k', compute, start)).toBe('answer');
    await cachedCatalogueAnswer(app.db, 'k', compute, start + CATALOGUE_TTL_MS - 1);
    expect(compute).toHaveBeenCalledTimes(1);
    await cachedCatalogueAnswer(app.db, 'other', compute, start);
    expect(compute).toHaveBeenCalledTimes(2);
    await cachedCatalogueAnswer(app.db, 'k', compute, start + CATALOGUE_TTL_MS);
    expect(compute).toHaveBeenCalledTimes(3);
    forgetCatalogue(app.db);
    await cachedCatalogueAnswer(app.db, 'k', compute, start + CATALOGUE_TTL_MS);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('shares one computation between concurrent requests and keeps no failure', async () => {
    forgetCatalogue(app.db);
    const failing = vi.fn(async () => {
      throw new Error('not found');
    });
    const both = [
      cachedCatalogueAnswer(app.db, 'gone', failing),
      cachedCatalogueAnswer(app.db, 'gone', failing),
    ];
    await expect(Promise.all(both)).rejects.toThrow('not found');
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(cachedCatalogueAnswer(app.db, 'gone', failing)).rejects.toThrow('not found');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps at most CATALOGUE_ANSWERS_MAX answers, dropping the oldest', async () => {
    forgetCatalogue(app.db);
    const compute = vi.fn(async () => 'x');
    for (let i = 0; i <= CATALOGUE_ANSWERS_MAX; i++) await cachedCatalogueAnswer(app.db, `k${i}`, compute);
    expect(compute).toHaveBeenCalledTimes(CATALOGUE_ANSWERS_MAX + 1);
    await cachedCatalogueAnswer(app.db, `k${CATALOGUE_ANSWERS_MAX}`, compute); // newest: kept
    expect(compute).toHaveBeenCalledTimes(CATALOGUE_ANSWERS_MAX + 1);
    await cachedCatalogueAnswer(app.db, 'k0', compute); // oldest: dropped
    expect(compute).toHaveBeenCalledTimes(CATALOGUE_ANSWERS_MAX + 2);
    forgetCatalogue(app.db);
  });
});

describe('sentCatalogueAnswer', () => {
  it('gives back what was sent for the same request within the TTL, and nothing after the catalogue changed', () => {
    const start = 1_000_000;
    rememberSentAnswer(app.db, 'buyer\nel\n/api/products?page=2', '{"page":2}', start);
    expect(sentCatalogueAnswer(app.db, 'buyer\nel\n/api/products?page=2', start + CATALOGUE_TTL_MS - 1)).toBe(
      '{"page":2}',
    );
    expect(sentCatalogueAnswer(app.db, 'visitor\nel\n/api/products?page=2', start)).toBeUndefined();
    expect(
      sentCatalogueAnswer(app.db, 'buyer\nel\n/api/products?page=2', start + CATALOGUE_TTL_MS),
    ).toBeUndefined();
    rememberSentAnswer(app.db, 'k', 'v', start);
    forgetCatalogue(app.db);
    expect(sentCatalogueAnswer(app.db, 'k', start)).toBeUndefined();
  });

  it(`keeps at most ${CATALOGUE_ANSWERS_MAX} requests, dropping the oldest`, () => {
    for (let i = 0; i <= CATALOGUE_ANSWERS_MAX; i++) rememberSentAnswer(app.db, `k${i}`, `v${i}`, 0);
    expect(sentCatalogueAnswer(app.db, 'k0', 0)).toBeUndefined();
    expect(sentCatalogueAnswer(app.db, 'k1', 0)).toBe('v1');
    expect(sentCatalogueAnswer(app.db, `k${CATALOGUE_ANSWERS_MAX}`, 0)).toBe(`v${CATALOGUE_ANSWERS_MAX}`);
  });
});
