import type { Kysely } from 'kysely';
import { sqliteConnectionOf } from './connect.ts';
import type { Database } from './schema.ts';

/** A value that differs whenever a session, or what a session shows of its buyer, may have changed. */
export type ChangeMark = () => string;

const marks = new WeakMap<Kysely<Database>, ChangeMark | null>();

/**
 * On SQLite, a change mark for the session lookup: it moves with every write to `sessions`, and to a buyer's
 * e-mail, business name or approval, made through this process's connection (temporary triggers, which exist for this
 * connection only, call a function of this process, so even a direct SQL update counts), and with every
 * commit of another process (`PRAGMA data_version`, e.g. a command-line tool on the same file), seen from the
 * next turn of the event loop.
 *
 * On PostgreSQL, null: other instances write the same tables and no mark can see their commits at once
 * without asking the database, which is what the lookup itself does.
 *
 * Call it only once the migrations have run (the triggers name the tables).
 */
export function sessionChangeMark(db: Kysely<Database>): ChangeMark | null {
  const known = marks.get(db);
  if (known !== undefined) return known;
  const connection = sqliteConnectionOf(db);
  if (!connection) {
    marks.set(db, null);
    return null;
  }
  let writes = 0;
  connection.function('shop_session_rows_changed', { deterministic: false }, () => {
    writes++;
    return null;
  });
  connection.exec(`
    CREATE TEMP TRIGGER IF NOT EXISTS shop_sessions_updated AFTER UPDATE ON main.sessions
      BEGIN SELECT shop_session_rows_changed(); END;
    CREATE TEMP TRIGGER IF NOT EXISTS shop_sessions_deleted AFTER DELETE ON main.sessions
      BEGIN SELECT shop_session_rows_changed(); END;
    CREATE TEMP TRIGGER IF NOT EXISTS shop_buyers_renamed AFTER UPDATE OF email, business_name, approval ON main.buyers
      BEGIN SELECT shop_session_rows_changed(); END;
    CREATE TEMP TRIGGER IF NOT EXISTS shop_buyers_deleted AFTER DELETE ON main.buyers
      BEGIN SELECT shop_session_rows_changed(); END;
  `);
  const dataVersion = connection.prepare('PRAGMA data_version').pluck();
  // Another process's commits: read once per turn of the event loop, not per request (the pragma starts a
  // read transaction, ≈ a fifth of a cached buyer request). Every request answered in a turn arrived before
  // its first read, so answering them all as of that read is as if each had been answered then; a commit
  // after it is seen by the next turn's requests. This process's own writes still move the mark at once.
  let version: number | undefined;
  const nextTurn = () => {
    version = undefined;
  };
  const mark: ChangeMark = () => {
    if (version === undefined) {
      version = dataVersion.get() as number;
      setImmediate(nextTurn);
    }
    return `${writes}:${version}`;
  };
  marks.set(db, mark);
  return mark;
}
