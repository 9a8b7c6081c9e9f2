import { promises as fs } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { makeWritableFolder } from '../lib/writable-folder.ts';
import type { Database } from './schema.ts';

const migrationFolder = path.join(import.meta.dirname, '..', 'migrations');

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query afresh; SQLite's prepare (parse + plan) was the largest single cost of a
 * catalogue request under load (`npm run bench`). The same SQL text reuses its prepared statement.
 * Safe because better-sqlite3 runs `all`/`run` synchronously; a statement still being iterated
 * (Kysely's `stream()`) is busy, so that one call gets a fresh statement instead.
 */
function withStatementCache(database: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SQLite.Statement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(sql);
      if (!cached) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/** The better-sqlite3 connection under each SQLite Kysely instance (session-changes.ts watches it). */
const sqliteConnections = new WeakMap<Kysely<Database>, SQLite.Database>();

/** The SQLite connection of a Kysely instance; null on PostgreSQL. */
export function sqliteConnectionOf(db: Kysely<Database>): SQLite.Database | null {
  return sqliteConnections.get(db) ?? null;
}

/** A Kysely instance on the configured engine; the PostgreSQL schema is created when named. */
export async function connectDatabase(config: DatabaseConfig): Promise<Kysely<Database>> {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') makeWritableFolder(path.dirname(config.file));
    const database = new SQLite(config.file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    });
    sqliteConnections.set(db, database);
    return db;
  }

  if (config.schema) {
    const client = new pg.Client({ connectionString: config.url });
    await client.connect();
    try {
      await client.query(`create schema if not exists ${quoteIdent(config.schema)}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    ...(config.schema ? { options: `-c search_path=${quoteIdent(config.schema)}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('PostgreSQL idle client error:', err.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function migrator(db: Kysely<Database>, schema: string | null): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder }),
    // Named explicitly: Kysely looks for its own tables in every schema otherwise, and would
    // take another schema's (another test file's) as this one's.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Applies every migration in `src/migrations/` not yet applied, in file-name order. */
export async function migrateToLatest(db: Kysely<Database>, schema: string | null = null): Promise<string[]> {
  return applied(await migrator(db, schema).migrateToLatest());
}

/** Applies the migrations up to and including `name` (a test of a later migration starts from there). */
export async function migrateUpTo(
  db: Kysely<Database>,
  name: string,
  schema: string | null = null,
): Promise<string[]> {
  return applied(await migrator(db, schema).migrateTo(name));
}

function applied({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>): string[] {
  if (error) throw error;
  const failed = results?.find((r) => r.status === 'Error');
  if (failed) throw new Error(`migration ${failed.migrationName} failed`);
  return (results ?? []).map((r) => r.migrationName);
}

/** Drops a test schema and everything in it (test runs on PostgreSQL only). */
export async function dropSchema(db: Kysely<Database>, schema: string): Promise<void> {
  await sql.raw(`drop schema if exists ${quoteIdent(schema)} cascade`).execute(db);
}

/** Whether the database answers at all (the health checks): one trivial query, true or the error. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
