import { EMAIL_OWNED_ELSEWHERE } from '../migrations/017_one_email_one_person.ts';

/**
 * True for a unique-constraint violation on either engine (SQLite or PostgreSQL `23505`), migration 017's
 * "this e-mail address is another account's" included (PostgreSQL raises it as `23505`, SQLite's trigger as
 * a trigger constraint with its message).
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (code === 'SQLITE_CONSTRAINT_TRIGGER') return (err as Error).message === EMAIL_OWNED_ELSEWHERE;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
