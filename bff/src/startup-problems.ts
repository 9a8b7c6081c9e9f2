import type { AppConfig } from './config.ts';
import { FolderNotWritableError } from './lib/writable-folder.ts';

/** What an error a start can meet says about the machine, in one line with what to do (server.ts). */

interface ErrorLike {
  code?: unknown;
  errno?: unknown;
  syscall?: unknown;
  path?: unknown;
  message?: unknown;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ECONNRESET',
]);
/** PostgreSQL: wrong password or user, no such database, not allowed to connect. */
const REFUSED_BY_POSTGRES: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'there is no such database',
  '42501': 'the user may not create what the shop needs',
};
const NOT_WRITABLE = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOTDIR',
  'ENOSPC',
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
]);

/**
 * A plugin or start-up hook that took longer than Fastify's plugin timeout. Fastify names its own code, but
 * the error arrives as avvio's: AVV_ERR_PLUGIN_EXEC_TIMEOUT for a plugin, FST_ERR_HOOK_TIMEOUT (wrapping
 * AVV_ERR_READY_TIMEOUT) for an onReady hook.
 */
const START_TIMEOUTS = new Set([
  'FST_ERR_PLUGIN_TIMEOUT',
  'AVV_ERR_PLUGIN_EXEC_TIMEOUT',
  'AVV_ERR_READY_TIMEOUT',
  'FST_ERR_HOOK_TIMEOUT',
]);

/** The database's address without its password, for a message. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return `${parsed.protocol}//${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function firstLine(value: unknown): string {
  return String(value ?? 'unknown error').split('\n', 1)[0] ?? '';
}

/**
 * Why the BFF could not start, as one line that says what to do: the port taken, the database unreachable or
 * refusing, the data folder not writable; anything else as its own first line.
 */
export function startupFailure(error: unknown, config: AppConfig): string {
  const err = (typeof error === 'object' && error !== null ? error : { message: error }) as ErrorLike;
  const code = typeof err.code === 'string' ? err.code : '';
  if (code === 'EADDRINUSE') {
    return `port ${config.port} on ${config.host} is taken: stop what listens there, or choose another port with PORT=${config.port + 1}.`;
  }
  if (code === 'EACCES' && err.syscall === 'listen') {
    return `port ${config.port} needs privileges this user does not have: choose one above 1023 with PORT.`;
  }
  if (config.database.kind === 'postgres') {
    const where = databaseAddress(config.database.url);
    if (UNREACHABLE.has(code)) {
      return `the database at ${where} cannot be reached (${code}): start PostgreSQL there, or correct DATABASE_URL.`;
    }
    const refused = REFUSED_BY_POSTGRES[code];
    if (refused) return `the database at ${where} refused the shop: ${refused}. Correct DATABASE_URL.`;
  }
  if (error instanceof FolderNotWritableError) {
    return `${error.message}. Choose another with ${error.role.variable}=…, or let this user write there.`;
  }
  if (NOT_WRITABLE.has(code)) {
    const what = typeof err.path === 'string' ? ` (${err.path})` : '';
    return `the data folder ${config.dataDir} cannot be written${what}: ${code}. Choose another with DATA_DIR=…, or let this user write there.`;
  }
  if (START_TIMEOUTS.has(code)) {
    const what = firstLine(err.message).replace(/\.? You may have forgotten.*$/, '');
    return (
      `a part of the BFF did not start within Fastify's 10 s (${what}): a database or disk that slow is the ` +
      'usual cause. Try again; if it stays, start with LOG_LEVEL=info to see the step that waits.'
    );
  }
  return firstLine(err.message);
}
