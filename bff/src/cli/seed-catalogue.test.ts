import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOW_STOCK_THRESHOLD, productDraftProblems, shopToday } from '@shop/contracts';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/app.ts';
import type { DatabaseConfig } from '../config.ts';
import { connectDatabase, dropSchema } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { draftOf } from '../domain/office-products/product-rows.ts';
import { SEED_PRODUCTS } from '../seed/products.ts';
import { catalogueProduct, catalogueProductStock, SEED_ID_PREFIX } from './seed-catalogue.ts';

const TOOL = path.join(import.meta.dirname, 'seed-catalogue.ts');

const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-catalogue-'));
const database: Record<string, string> = { DATABASE_URL: '', DATABASE_SCHEMA: '' };
let config: DatabaseConfig = { kind: 'sqlite', file: path.join(dataDir, 'shop.db') };
if (testEngine === 'postgres') {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  Object.assign(database, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
  config = { kind: 'postgres', url, schema, dropSchemaOnClose: true };
}
let db: Kysely<Database> | null = null;
afterAll(async () => {
  if (db && config.kind === 'postgres' && config.schema) await dropSchema(db, config.schema);
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The tool on a database of its own, as `npm run seed:catalogue -w @shop/bff -- …` runs it. */
function seed(...args: string[]) {
  const result = spawnSync(process.execPath, [TOOL, ...args], {
    env: { ...process.env, SEED_DEMO_USER: '0', ...database, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const seeded = async () => {
  db ??= await connectDatabase(config);
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', 'like', `${SEED_ID_PREFIX}%`)
    .orderBy('position')
    .execute();
};

describe('seed-catalogue', { timeout: 60_000 }, () => {
  it('refuses a command line without --products', () => {
    const result = seed();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--products is required');
  });

  it('adds the products after the built-in catalogue, once', async () => {
    const first = seed('--products', '300');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('300 products (0 were there)');
    const rows = await seeded();
    expect(rows).toHaveLength(300);
    const builtIn = await (db as Kysely<Database>)
      .selectFrom('products')
      .select('position')
      .where('id', 'not like', `${SEED_ID_PREFIX}%`)
      .execute();
    expect(builtIn).toHaveLength(SEED_PRODUCTS.length);
    expect(Math.min(...rows.map((r) => r.position))).toBeGreaterThan(
      Math.max(...builtIn.map((r) => r.position)),
    );

    const again = seed('--products', '300');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('nothing to add');
    expect(await seeded()).toEqual(rows);

    const more = seed('--products', '350');
    expect(more.status).toBe(0);
    expect(more.stdout).toContain('50 products (300 were there)');
    const after = await seeded();
    expect(after).toHaveLength(350);
    expect(after.slice(0, 300)).toEqual(rows);
  });

  it('gives every product it added stock for each of its sizes, once', async () => {
    const products = await seeded();
    const stock = await (db as Kysely<Database>)
      .selectFrom('product_stock')
      .selectAll()
      .where('product_id', 'like', `${SEED_ID_PREFIX}%`)
      .execute();
    const sizes = products.reduce((sum, p) => sum + (JSON.parse(p.sizes) as string[]).length, 0);
    expect(stock).toHaveLength(sizes);
    expect(stock.every((row) => Number(row.reserved) === 0)).toBe(true);
    const again = seed('--products', '350');
    expect(again.status).toBe(0);
    expect(
      await (db as Kysely<Database>)
        .selectFrom('product_stock')
        .selectAll()
        .where('product_id', 'like', `${SEED_ID_PREFIX}%`)
        .execute(),
    ).toEqual(stock);
  });

  it('stocks about 70 % of the products with a piece free now, some low, some back soon or made to order', () => {
    const now = Date.parse('2026-12-02T10:00:00Z');
    const stocks = Array.from({ length: 2000 }, (_, i) => {
      const product = catalogueProduct(i + 1, { seed: 2026, total: 2000, now });
      return catalogueProductStock(i + 1, product, { seed: 2026, now });
    });
    const share = (test: (rows: (typeof stocks)[number]['rows']) => boolean) =>
      stocks.filter((s) => test(s.rows)).length / stocks.length;
    expect(share((rows) => rows.some((r) => r.on_hand > 0))).toBeGreaterThan(0.65);
    expect(share((rows) => rows.some((r) => r.on_hand > 0))).toBeLessThan(0.75);
    expect(share((rows) => rows.some((r) => r.on_hand < LOW_STOCK_THRESHOLD))).toBeGreaterThan(0.3);
    const restocks = stocks.flatMap((s) => s.rows).flatMap((r) => (r.restock_date ? [r.restock_date] : []));
    expect(restocks.length).toBeGreaterThan(0);
    for (const day of restocks) expect(day > shopToday(new Date(now))).toBe(true);
    expect(stocks.filter((s) => s.backorderDays !== null).length).toBeGreaterThan(50);
    // The same number and seed make the same stock.
    const product = catalogueProduct(77, { seed: 2026, total: 2000, now });
    expect(catalogueProductStock(77, product, { seed: 2026, now })).toEqual(stocks[76]);
  });

  it('makes products the office editor would accept, of every colour, category and status', () => {
    const products = Array.from({ length: 2000 }, (_, i) =>
      catalogueProduct(i + 1, { seed: 2026, total: 2000, now: Date.now() }),
    );
    for (const product of products) {
      const row = { version: 1, status: 'published', ...product } as Parameters<typeof draftOf>[0];
      expect(productDraftProblems(draftOf(row)), product.id).toEqual({});
    }
    expect(new Set(products.map((p) => p.colour)).size).toBe(11);
    expect(new Set(products.map((p) => p.category)).size).toBe(5);
    expect(new Set(products.map((p) => p.status))).toEqual(new Set(['published', 'hidden', 'draft']));
    expect(new Set(products.map((p) => p.name_en)).size).toBeGreaterThan(1900);
    // The same number and seed make the same product.
    expect(catalogueProduct(1234, { seed: 2026, total: 2000, now: 0 })).toEqual(
      catalogueProduct(1234, { seed: 2026, total: 2000, now: 0 }),
    );
  });
});
