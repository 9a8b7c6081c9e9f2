import type { Kysely } from 'kysely';

/**
 * A version of a product's photos, raised by every photo added, arranged or removed: an arrangement (order,
 * alt texts) names the version it was made from, and one made from an earlier version is refused instead of
 * overwriting a colleague's (issue 44). Apart from the words' `version`, which photos leave alone so the
 * editor of the words stays current while photos change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('photos_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('photos_version').execute();
}
