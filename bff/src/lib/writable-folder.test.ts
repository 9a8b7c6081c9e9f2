import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderNotWritableError, makeWritableFolder } from './writable-folder.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});
function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'writable-folder-'));
  made.push(dir);
  return dir;
}

function refusal(folder: string): FolderNotWritableError {
  try {
    makeWritableFolder(folder);
  } catch (err) {
    expect(err).toBeInstanceOf(FolderNotWritableError);
    return err as FolderNotWritableError;
  }
  throw new Error(`${folder} was made`);
}

describe('makeWritableFolder', () => {
  it('makes every missing level and leaves no trace of its check', () => {
    const root = scratch();
    const folder = path.join(root, 'a', 'b', 'c');
    makeWritableFolder(folder);
    expect(statSync(folder).isDirectory()).toBe(true);
    expect(readdirSync(folder)).toEqual([]);
    // Again, on what exists: nothing to do, no error.
    makeWritableFolder(folder);
  });

  it('answers at once under /proc, where a recursive mkdir never returns', () => {
    const started = performance.now();
    const err = refusal('/proc/shop-test-data/inner');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(err).toMatchObject({ code: 'ENOENT', path: '/proc/shop-test-data' });
    expect(err.message).toBe(
      'the data folder /proc/shop-test-data/inner cannot be written (/proc/shop-test-data: no folder can be made there): ENOENT',
    );
  });

  it('names the file in the way', () => {
    const file = path.join(scratch(), 'a-file');
    writeFileSync(file, '');
    const err = refusal(path.join(file, 'data', 'shop'));
    expect(err).toMatchObject({ code: 'ENOTDIR', path: file });
    expect(refusal(file)).toMatchObject({ code: 'ENOTDIR', path: file });
  });

  it('names the folder and its setting when asked to', () => {
    const file = path.join(scratch(), 'a-file');
    writeFileSync(file, '');
    expect(() => makeWritableFolder(file, { what: 'deployments', variable: 'DEPLOYMENTS_DIR' })).toThrow(
      /^the deployments folder .* it is not a folder\): ENOTDIR$/,
    );
  });

  // Root writes anywhere: only an ordinary user meets a folder without write permission.
  it.skipIf(process.getuid?.() === 0)('refuses a folder this user may not write', () => {
    const root = scratch();
    chmodSync(root, 0o555);
    expect(refusal(path.join(root, 'data'))).toMatchObject({ code: 'EACCES' });
    expect(refusal(root)).toMatchObject({ code: 'EACCES', path: root });
    expect(existsSync(path.join(root, 'data'))).toBe(false);
  });
});
