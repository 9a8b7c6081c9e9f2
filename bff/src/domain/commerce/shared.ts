import { type Language, type SizeQuantities, shopToday } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Serialises every commerce write of one buyer (basket edits, order submits, sample requests):
 * a no-op update takes the buyer row's write lock until the transaction ends. PostgreSQL queues
 * concurrent transactions of the same buyer on that row lock; SQLite has one writer anyway.
 * Rules that count (3 samples, idempotent submit) then see every earlier commit.
 */
export async function lockBuyer(trx: Kysely<Database>, buyerId: string): Promise<void> {
  await trx
    .updateTable('buyers')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', buyerId)
    .execute();
}

/** Next value of a per-year counter (`WS` 2026 → 123), atomically on both engines. */
export async function nextSequence(trx: Kysely<Database>, scope: string, year: number): Promise<number> {
  const row = await trx
    .insertInto('reference_counters')
    .values({ scope, year, value: 1 })
    .onConflict((oc) =>
      oc.columns(['scope', 'year']).doUpdateSet((eb) => ({ value: eb('reference_counters.value', '+', 1) })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** The year references carry: the shop's (Athens) calendar year. */
export function referenceYear(now: Date = new Date()): number {
  return Number(shopToday(now).slice(0, 4));
}

export function parseQuantities(json: string): SizeQuantities {
  return JSON.parse(json) as SizeQuantities;
}

/** Product name in the language asked for; Greek falls back to English when missing. */
export function localisedName(row: { name_en: string; name_gr: string }, language: Language): string {
  return language === 'gr' && row.name_gr ? row.name_gr : row.name_en;
}

/** Basket and order lines show the catalogue's image of the product. */
export { productImageUrl } from '../catalogue.ts';
