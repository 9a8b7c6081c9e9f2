// What the bulk seeding tools (seed-catalogue.ts, seed-office.ts) share: how they run (their command line's
// counts, `--help`, exit codes 0 done, 1 could not be done, 2 a command line it cannot run), the database
// they fill, their INSERTs in batches and their seeded random numbers.
import type { Kysely } from 'kysely';
import type { AppConfig, DatabaseConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { seedDatabase } from '../seed/index.ts';
import { runTool, UsageError, withDatabase } from './tool-run.ts';

/** Bind parameters per INSERT: below SQLite's 32 766 and PostgreSQL's 65 535. */
const PARAMS_PER_STATEMENT = 12_000;

type SeedInvocation<Options> = { kind: 'help' } | { kind: 'seed'; options: Options };

/** True for what node:util's parseArgs throws at a command line it refuses (ERR_PARSE_ARGS_…). */
function isParseArgsError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('ERR_PARSE_ARGS')
  );
}

/**
 * Runs the seeding tool `name` on its command line (runTool): `parseOptions` reads it (returning 'help' for
 * `--help`, which prints `usage`), then `seed` runs. A command line it cannot run (a UsageError, or what
 * parseArgs says, in full) prints why and the usage (exit code 2); any other failure its message (exit 1).
 */
export function runSeedTool<Options>(
  name: string,
  usage: string,
  parseOptions: (args: string[]) => Options | 'help',
  seed: (options: Options) => Promise<void>,
): Promise<void> {
  const parseInvocation = (args: string[]): SeedInvocation<Options> => {
    let options: Options | 'help';
    try {
      options = parseOptions(args);
    } catch (error) {
      throw isParseArgsError(error) ? new UsageError(error.message) : error;
    }
    return options === 'help' ? { kind: 'help' } : { kind: 'seed', options };
  };
  return runTool(
    name,
    () => usage,
    parseInvocation,
    (invocation) => seed(invocation.options),
  );
}

/**
 * The count given for `--<name>` (`50_000` as well as `50000`), or `fallback` without one; a UsageError for
 * anything but a whole number ≥ 0, or when a required one (`fallback` null) is missing.
 */
export function countOption(name: string, value: string | undefined, fallback: number | null): number {
  if (value === undefined) {
    if (fallback === null) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number ≥ 0`);
  return n;
}

/** The database as the tools' reports name it: `SQLite <file>` or `PostgreSQL schema <schema>`. */
function databaseName(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return `SQLite ${database.file}`;
  return `PostgreSQL${database.schema ? ` schema ${database.schema}` : ''}`;
}

/**
 * Runs `work` on the BFF's database (DATABASE_URL [+ DATABASE_SCHEMA], or DATA_DIR's SQLite file), migrated
 * and seeded first as the BFF does on start (the built-in catalogue; the demo accounts when configured), and
 * closes it after; `where` names the database for the tool's report.
 */
export function withSeededDatabase(
  work: (db: Kysely<Database>, where: string, config: AppConfig) => Promise<void>,
): Promise<void> {
  return withDatabase(async (db, config) => {
    await seedDatabase(db, { demoUser: config.seedDemoUser });
    await work(db, databaseName(config.database), config);
  });
}

/**
 * `rows` (all with the same columns) cut into INSERTs' worth: as many rows as one statement can bind
 * (PARAMS_PER_STATEMENT), in order.
 */
export function insertBatches<Row extends object>(rows: readonly Row[]): Row[][] {
  const [first] = rows;
  if (!first) return [];
  const size = Math.max(1, Math.floor(PARAMS_PER_STATEMENT / Object.keys(first).length));
  const batches: Row[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}

/** Numbers in [0, 1) from `seed` (mulberry32): the same seed gives the same numbers, so the same data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
