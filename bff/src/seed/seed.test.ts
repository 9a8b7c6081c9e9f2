import { CATEGORIES, COLOURS, LOW_STOCK_THRESHOLD, SIZES, shopToday } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/index.ts';
import { listLowStock } from '../domain/office/low-stock.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { DEMO_BUYER, seedDatabase } from './index.ts';
import { SEED_PRODUCTS } from './products.ts';
import { DEMO_STAFF } from './staff.ts';
import { DEMO_STOCK, demoStockRows } from './stock.ts';

const SPEC_STYLES = [
  'Resort Boho',
  'Summer Romantic',
  'Boho Beach',
  'Boho Casual',
  'Bohemian Resort',
  'Elegant Feminine',
  'Modern Casual',
];
const greek = /[\u0370-\u03ff]/;

describe('seed catalogue', () => {
  it("matches the spec's catalogue", () => {
    expect(SEED_PRODUCTS).toHaveLength(22);
    const byCategory = Object.groupBy(SEED_PRODUCTS, (p) => p.category);
    expect(byCategory.dresses).toHaveLength(20);
    expect(byCategory.tops).toHaveLength(1);
    expect(byCategory.trousers).toHaveLength(1);
    const prices = SEED_PRODUCTS.map((p) => p.priceCents);
    expect(Math.min(...prices)).toBe(999);
    expect(Math.max(...prices)).toBe(2999);
    expect(new Set(SEED_PRODUCTS.map((p) => p.material))).toEqual(
      new Set(['Cotton', 'Cotton Blend', 'Rayon']),
    );
    const styles = new Set(SEED_PRODUCTS.flatMap((p) => p.style.split(',').map((s) => s.trim())));
    expect(styles).toEqual(new Set(SPEC_STYLES));
    expect(new Set(SEED_PRODUCTS.map((p) => p.colour))).toEqual(new Set(COLOURS));
    for (const p of SEED_PRODUCTS) expect(CATEGORIES).toContain(p.category);
    expect(new Set(SEED_PRODUCTS.map((p) => p.id)).size).toBe(22);
  });

  it('has English and real Greek text for every product', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.name.en).not.toMatch(greek);
      expect(p.name.gr).toMatch(greek);
      expect(p.description.gr).toMatch(greek);
      expect(p.features.en.length).toBeGreaterThan(0);
      expect(p.features.gr).toHaveLength(p.features.en.length);
      for (const feature of p.features.gr) expect(feature).toMatch(greek);
      expect(`${p.description.en} ${p.features.en.join(' ')}`).not.toMatch(/price/i);
    }
  });

  it('is idempotent and seeds the demo buyer only when asked', async () => {
    const app = await buildTestApp({ seedDemoUser: false });
    try {
      const count = async (table: 'products' | 'buyers') =>
        Number(
          (
            await app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('products')).toBe(22);
      expect(await count('buyers')).toBe(0);
      await seedDatabase(app.db, { demoUser: true });
      await seedDatabase(app.db, { demoUser: true });
      expect(await count('products')).toBe(22);
      expect(await count('buyers')).toBe(1);
      const demo = await app.db.selectFrom('buyers').selectAll().executeTakeFirstOrThrow();
      expect(demo).toMatchObject({ email: DEMO_BUYER.email, business_name: DEMO_BUYER.businessName });
      expect(demo.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await app.close();
    }
  });

  it('seeds the demo staff member, password set and no second factor, only with the demo user', async () => {
    const app = await buildTestApp({ seedDemoUser: false });
    try {
      const staff = () => app.db.selectFrom('staff').selectAll().execute();
      await seedDatabase(app.db, { demoUser: false });
      expect(await staff()).toEqual([]);
      await seedDatabase(app.db, { demoUser: true });
      await seedDatabase(app.db, { demoUser: true });
      const [demo, ...others] = await staff();
      expect(others).toEqual([]);
      expect(demo).toMatchObject({
        email: DEMO_STAFF.email,
        name: DEMO_STAFF.name,
        totp_secret: null,
        totp_enabled_at: null,
        disabled_at: null,
      });
      expect(await verifyPassword(DEMO_STAFF.password, demo?.password_hash ?? '')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('gives the demo shop stock per size, only with the demo user, never twice nor over the team’s', async () => {
    const app = await buildTestApp({ seedDemoUser: false });
    try {
      const stock = () =>
        app.db.selectFrom('product_stock').selectAll().orderBy('product_id').orderBy('size').execute();
      await seedDatabase(app.db, { demoUser: false });
      expect(await stock()).toEqual([]);

      await seedDatabase(app.db, { demoUser: true });
      const rows = await stock();
      expect(rows).toHaveLength(SEED_PRODUCTS.length * SIZES.length);
      const level = (id: string, size: string) => rows.find((r) => r.product_id === id && r.size === size);
      expect(level('9', 'L')).toMatchObject({ on_hand: 3, reserved: 0 });
      const today = shopToday();
      const restock = level(DEMO_STOCK.restock.productId, DEMO_STOCK.restock.size);
      expect(restock?.on_hand).toBe(0);
      expect(restock?.restock_date ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(restock?.restock_date ?? '') - Date.parse(today)).toBe(21 * 86_400_000);
      expect(level(DEMO_STOCK.backorder.productId, DEMO_STOCK.backorder.size)?.on_hand).toBe(0);
      const backordered = await app.db
        .selectFrom('products')
        .select(['id', 'backorder_days'])
        .where('backorder_days', 'is not', null)
        .orderBy('id')
        .execute();
      // Product 12 to show a back-order; 1–4, which the tours and journeys order again and again, so they never run short.
      expect(backordered).toEqual(
        [
          { id: DEMO_STOCK.backorder.productId, backorder_days: 21 },
          ...DEMO_STOCK.alwaysOrderable.productIds.map((id) => ({ id, backorder_days: 14 })),
        ].sort((a, b) => a.id.localeCompare(b.id)),
      );
      // Most sizes comfortably in stock; a few low, as the office's low-stock list tells.
      const low = rows.filter((r) => r.on_hand < LOW_STOCK_THRESHOLD);
      expect(low.length).toBe(5);
      expect(rows.filter((r) => r.on_hand >= 60 && r.on_hand <= 200)).toHaveLength(rows.length - 5);
      const list = await listLowStock(app.db, {});
      expect(list.items.map((item) => [item.productId, item.backordered])).toEqual([
        ['7', false],
        ['9', false],
        ['14', false],
        ['12', true],
      ]);

      // The team stops tracking a product's every size and saves, another's one size, and sets a third's
      // pieces: the next start gives back nothing and changes nothing.
      await app.db.deleteFrom('product_stock').where('product_id', '=', '5').execute();
      await app.db
        .deleteFrom('product_stock')
        .where('product_id', '=', '8')
        .where('size', '=', 'XS')
        .execute();
      await app.db
        .updateTable('products')
        .set({ stock_updated_at: new Date().toISOString() })
        .where('id', '=', '5')
        .execute();
      await app.db.updateTable('product_stock').set({ on_hand: 1 }).where('product_id', '=', '6').execute();
      await seedDatabase(app.db, { demoUser: true });
      const again = await stock();
      expect(again).toHaveLength(rows.length - SIZES.length - 1);
      expect(again.filter((r) => r.product_id === '6').map((r) => r.on_hand)).toEqual(SIZES.map(() => 1));
    } finally {
      await app.close();
    }
  });

  it('seeds the same demo stock on the same day', () => {
    expect(demoStockRows('2026-12-02')).toEqual(demoStockRows('2026-12-02'));
    expect(demoStockRows('2026-12-02').find((r) => r.restock_date !== null)?.restock_date).toBe('2026-12-23');
  });
});
