import type { Kysely } from 'kysely';

/**
 * The buyer's VAT number (ΑΦΜ, stored normalised: 9 digits, no `EL`) — optional at registration, required
 * before the first order request — and each product's visible code (`WF-1001`), which buyers type in the
 * quick order grid. Existing products get `WF-` and 1000 + their catalogue position, as the seed gives them.
 */
/** The tables as this migration sees them. */
interface Before {
  products: { id: string; position: number; code: string | null };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('buyers').addColumn('vat_number', 'text').execute();
  await db.schema.alterTable('products').addColumn('code', 'text').execute();
  const typed = db as unknown as Kysely<Before>;
  const products = await typed.selectFrom('products').select(['id', 'position']).execute();
  for (const product of products) {
    await typed
      .updateTable('products')
      .set({ code: `WF-${1000 + Number(product.position)}` })
      .where('id', '=', product.id)
      .execute();
  }
  await db.schema.createIndex('products_code_idx').on('products').column('code').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_code_idx').execute();
  await db.schema.alterTable('products').dropColumn('code').execute();
  await db.schema.alterTable('buyers').dropColumn('vat_number').execute();
}
