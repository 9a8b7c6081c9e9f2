import { closeSync, mkdirSync, openSync, type Stats, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/** Which folder of the configuration it is, for a message that names the setting to change. */
export interface FolderRole {
  /** How a person calls it: "data", "deployments". */
  what: string;
  /** The environment variable that chooses it. */
  variable: string;
}

const DATA_FOLDER: FolderRole = { what: 'data', variable: 'DATA_DIR' };

/** Why a system code stops a folder being made or written, in words. */
const REASONS: Record<string, string> = {
  ENOENT: 'no folder can be made there',
  ENOTDIR: 'it is not a folder',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EROFS: 'a read-only file system',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

/** A folder the shop must write to that cannot be made or written: where, and the system's code. */
export class FolderNotWritableError extends Error {
  /** The system's error code (ENOENT, ENOTDIR, EACCES…). */
  readonly code: string;
  /** The folder asked for. */
  readonly folder: string;
  /** The level of it (or above it) that refused. */
  readonly path: string;
  readonly role: FolderRole;

  constructor(folder: string, at: string, code: string, role: FolderRole) {
    super(`the ${role.what} folder ${folder} cannot be written (${at}: ${REASONS[code] ?? code}): ${code}`);
    this.name = 'FolderNotWritableError';
    this.code = code;
    this.folder = folder;
    this.path = at;
    this.role = role;
  }
}

function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EIO';
}

function statOrNull(level: string): Stats | null {
  try {
    return statSync(level);
  } catch (err) {
    // ENOTDIR: a file further up; the walk up finds it and says so.
    if (codeOf(err) === 'ENOENT' || codeOf(err) === 'ENOTDIR') return null;
    throw err;
  }
}

/**
 * Makes `folder` (and the levels above it that are missing) and checks that a file can be written in it;
 * throws a FolderNotWritableError that says where and why otherwise. Synchronous: it runs once, before the
 * server starts.
 *
 * Never `mkdir(…, { recursive: true })` for a configured folder: Node's recursive mkdir takes ENOENT as "the
 * parent is missing", makes the parent (which exists) and tries again, forever, where a file system answers
 * ENOENT for a folder whose parent is there (/proc; a read-only mount). The shop then hung at full CPU and
 * never listened. Here the nearest existing level is found first, and each missing level is made on its own,
 * so any refusal is an answer.
 */
export function makeWritableFolder(folder: string, role: FolderRole = DATA_FOLDER): void {
  const target = path.resolve(folder);
  const fail = (at: string, err: unknown) => new FolderNotWritableError(target, at, codeOf(err), role);

  const missing: string[] = [];
  let level = target;
  for (;;) {
    let found: Stats | null;
    try {
      found = statOrNull(level);
    } catch (err) {
      throw fail(level, err);
    }
    if (found) {
      if (!found.isDirectory()) throw fail(level, { code: 'ENOTDIR' });
      break;
    }
    const parent = path.dirname(level);
    if (parent === level) throw fail(level, { code: 'ENOENT' });
    missing.unshift(level);
    level = parent;
  }

  for (const next of missing) {
    try {
      mkdirSync(next);
    } catch (err) {
      // Made meanwhile by another instance starting beside this one.
      if (codeOf(err) === 'EEXIST' && statOrNull(next)?.isDirectory()) continue;
      throw fail(next, err);
    }
  }

  // A folder that exists may still refuse files (a read-only mount, /proc, another user's); root passes
  // every access() check, so the shop tries a file.
  const probe = path.join(target, `.write-test-${process.pid}`);
  try {
    closeSync(openSync(probe, 'w'));
    unlinkSync(probe);
  } catch (err) {
    throw fail(target, err);
  }
}
