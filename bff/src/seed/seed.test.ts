import { CATEGORIES, COLOURS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/index.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { DEMO_BUYER, seedDatabase } from './index.ts';
import { SEED_PRODUCTS } from './products.ts';
import { DEMO_STAFF } from './staff.ts';

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
});
