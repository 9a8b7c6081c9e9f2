import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../src/config.ts';
import { connectDatabase, migrateUpTo } from '../src/db/connect.ts';
import type { Database } from '../src/db/schema.ts';
import { testEngine } from './app.ts';

/**
 * A database of its own migrated up to `migration` (its file name without `.ts`), on the engine under test —
 * for tests of a migration over data written before it — and how to remove it (a PostgreSQL schema is
 * dropped when `db` is destroyed).
 */
export async function databaseMigratedUpTo(
  migration: string,
): Promise<{ db: Kysely<Database>; schema: string | null; cleanup: () => void }> {
  if (testEngine === 'postgres') {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const config: DatabaseConfig = {
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL ?? '',
      schema,
      dropSchemaOnClose: true,
    };
    const db = await connectDatabase(config);
    await migrateUpTo(db, migration, schema);
    return { db, schema, cleanup: () => undefined };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `before-${migration}-`));
  const db = await connectDatabase({ kind: 'sqlite', file: path.join(dir, 'shop.db') });
  await migrateUpTo(db, migration);
  return { db, schema: null, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
