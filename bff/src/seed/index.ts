import { randomUUID } from 'node:crypto';
import { MIN_ORDER_PIECES, SIZES } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { indexProductWords } from '../db/search-index.ts';
import { hashPassword } from '../domain/passwords.ts';
import { searchKey } from '../lib/search-key.ts';
import { nowIso } from '../lib/time.ts';
import { forgetCatalogue } from '../repositories/products.ts';
import { CARE_BY_MATERIAL, SEED_PRODUCTS } from './products.ts';
import { seedDemoStaff } from './staff.ts';
import { seedDemoStock } from './stock.ts';

/** The demo account the README names; seeded into the embedded default only. */
export const DEMO_BUYER = {
  email: 'demo@wholesale.gr',
  password: 'Demo-Buyer-2026!',
  businessName: 'Demo Boutique Athens',
  /** Made up; its check digit holds, so the demo buyer can send order requests at once. */
  vatNumber: '987654324',
} as const;

/**
 * Inserts what is missing and never overwrites: safe on every start and on many instances. Quick: the sample
 * photographs are the background seeder's (plugins/seed-photos.ts). `demoUser`: the demo shop, with its
 * accounts and its stock per size (stock.ts).
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: {
    demoUser: boolean;
    log?: FastifyBaseLogger;
  },
): Promise<void> {
  const now = nowIso();
  const result = await db
    .insertInto('products')
    .values(
      SEED_PRODUCTS.map((p, index) => ({
        id: p.id,
        // The visible code: as migration 007 gives the products it finds.
        code: `WF-${1000 + index + 1}`,
        position: index + 1,
        category: p.category,
        colour: p.colour,
        price_cents: p.priceCents,
        material: p.material,
        style: p.style,
        is_new: p.isNew ? 1 : 0,
        sizes: JSON.stringify(SIZES),
        min_order: MIN_ORDER_PIECES,
        name_en: p.name.en,
        name_gr: p.name.gr,
        description_en: p.description.en,
        description_gr: p.description.gr,
        features_en: JSON.stringify(p.features.en),
        features_gr: JSON.stringify(p.features.gr),
        care_en: CARE_BY_MATERIAL[p.material].en,
        care_gr: CARE_BY_MATERIAL[p.material].gr,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const inserted = Number(result.numInsertedOrUpdatedRows ?? 0);
  if (inserted > 0) {
    await indexProductWords(
      db,
      SEED_PRODUCTS.map((p) => p.id),
    );
    forgetCatalogue(db);
    options.log?.info({ products: inserted }, 'catalogue seeded');
  }

  // The sample photographs come later, in the background (plugins/seed-photos.ts): minutes of drawing.

  if (options.demoUser) {
    const email = DEMO_BUYER.email;
    const existing = await db.selectFrom('buyers').select('id').where('email', '=', email).executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('buyers')
        .values({
          id: randomUUID(),
          email,
          password_hash: await hashPassword(DEMO_BUYER.password),
          business_name: DEMO_BUYER.businessName,
          search_name: searchKey(DEMO_BUYER.businessName),
          vat_number: DEMO_BUYER.vatNumber,
          business_address: null,
          delivery_address: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      options.log?.info({ email }, 'demo buyer seeded');
    }
    await seedDemoStaff(db, options.log);
    // The demo shop's stock per size: a shop the team runs sets its own (the office's stock editor, the import).
    await seedDemoStock(db, options.log);
  }
}
