import { CompiledQuery, type Kysely } from 'kysely';
import { sqliteConnectionOf } from './connect.ts';
import { isPostgres } from './engine.ts';
import type { Database } from './schema.ts';

/**
 * A value that differs whenever a session (a buyer's or a staff member's), or what it shows of its buyer or
 * member, may have changed: at once on SQLite, once the database answered on PostgreSQL.
 */
export interface ChangeMark {
  (): string | Promise<string>;
  /** True when the mark is read at once and also moves, at once, with this process's own writes (SQLite). */
  readonly synchronous: boolean;
}

const marks = new WeakMap<Kysely<Database>, ChangeMark | null>();

/**
 * On SQLite, a change mark for the session lookups: it moves with every write to `sessions` and
 * `staff_sessions`, to a buyer's e-mail, business name or approval, and to a staff member's e-mail, name,
 * authenticator or disabling, made through this process's connection (temporary triggers, which exist for this
 * connection only, call a function of this process, so even a direct SQL update counts), and with every
 * commit of another process (`PRAGMA data_version`, e.g. a command-line tool on the same file), seen from the
 * next turn of the event loop.
 *
 * On PostgreSQL, the counter of migrations 013 and 015, which every instance's commits move (their triggers), read once
 * per turn of the event loop: one small query for all the requests of a turn instead of a session lookup for
 * each.
 *
 * Call it only once the migrations have run (the triggers name the tables).
 */
export function sessionChangeMark(db: Kysely<Database>): ChangeMark | null {
  const known = marks.get(db);
  if (known !== undefined) return known;
  const connection = sqliteConnectionOf(db);
  // Neither (a SQLite instance not made by connectDatabase): no mark, so no cache.
  const made = connection ? sqliteMark(connection) : isPostgres(db) ? postgresMark(db) : null;
  marks.set(db, made);
  return made;
}

function sqliteMark(connection: NonNullable<ReturnType<typeof sqliteConnectionOf>>): ChangeMark {
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
    CREATE TEMP TRIGGER IF NOT EXISTS shop_staff_sessions_updated AFTER UPDATE ON main.staff_sessions
      BEGIN SELECT shop_session_rows_changed(); END;
    CREATE TEMP TRIGGER IF NOT EXISTS shop_staff_sessions_deleted AFTER DELETE ON main.staff_sessions
      BEGIN SELECT shop_session_rows_changed(); END;
    CREATE TEMP TRIGGER IF NOT EXISTS shop_staff_changed
      AFTER UPDATE OF email, name, totp_enabled_at, disabled_at ON main.staff
      BEGIN SELECT shop_session_rows_changed(); END;
    CREATE TEMP TRIGGER IF NOT EXISTS shop_staff_deleted AFTER DELETE ON main.staff
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
  const mark = () => {
    if (version === undefined) {
      version = dataVersion.get() as number;
      setImmediate(nextTurn);
    }
    return `${writes}:${version}`;
  };
  return Object.assign(mark, { synchronous: true });
}

const COUNTER = CompiledQuery.raw('select version from session_changes where id = 1') as CompiledQuery<{
  version: string | number;
}>;

/**
 * The requests of one turn share one read, issued in that turn, after they arrived: answering them as of it is
 * as if each had been answered then (as on SQLite); a commit after it is seen by the next turn's requests.
 * Reads can come back out of order (the pool has several connections): the mark never goes back.
 */
function postgresMark(db: Kysely<Database>): ChangeMark {
  let latest = -1;
  let pending: Promise<string> | undefined;
  const nextTurn = () => {
    pending = undefined;
  };
  const mark = () => {
    if (pending === undefined) {
      pending = db.executeQuery(COUNTER).then(({ rows }) => {
        const version = Number(rows[0]?.version ?? 0);
        if (version > latest) latest = version;
        return String(latest);
      });
      setImmediate(nextTurn);
    }
    return pending;
  };
  return Object.assign(mark, { synchronous: false });
}
