import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine } from '../../../test/index.ts';
import { BlobCache } from './blob-cache.ts';
import { BlobMissingError, hashFile, readBlobToFile, removeUnreferencedBlobs } from './blobs.ts';
import { materializeFolder, shareFiles } from './shared-tree.ts';

/** The database side of shared files (PostgreSQL); multi-instance.test.ts covers them through the routes. */
describe.runIf(testEngine === 'postgres')('shared files in PostgreSQL', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    app = await buildTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'shared-files-'));
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const fileWith = async (name: string, content: string | Buffer) => {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    return file;
  };

  it('keeps the same bytes once, whatever names they have', async () => {
    const one = await fileWith('one.txt', 'the same bytes');
    const two = await fileWith('two.txt', 'the same bytes');
    await shareFiles(app.db, [
      { path: 'test/one.txt', file: one },
      { path: 'test/two.txt', file: two },
    ]);
    const { hash } = await hashFile(one);
    const rows = await app.db
      .selectFrom('shared_files')
      .select('blob_hash')
      .where('path', 'like', 'test/%')
      .execute();
    expect(rows.map((row) => row.blob_hash)).toEqual([hash, hash]);
    const blobs = await app.db.selectFrom('blobs').select('hash').where('hash', '=', hash).execute();
    expect(blobs).toHaveLength(1);
  });

  it('refuses bytes that do not match their hash, leaving no file behind', async () => {
    const file = await fileWith('damaged.txt', 'bytes to damage');
    await shareFiles(app.db, [{ path: 'test/damaged.txt', file }]);
    const { hash } = await hashFile(file);
    await app.db
      .updateTable('blob_chunks')
      .set({ data: Buffer.from('other bytes!!!!') })
      .where('hash', '=', hash)
      .execute();
    const target = path.join(dir, 'read-back', 'damaged.txt');
    await expect(readBlobToFile(app.db, hash, target)).rejects.toBeInstanceOf(BlobMissingError);
    expect(await readdir(path.dirname(target))).toEqual([]);
  });

  it('puts a shared folder on another disk whole, and refuses a path that leads out of it', async () => {
    const cache = new BlobCache(app.db, path.join(dir, 'cache'));
    const page = await fileWith('release/index.html', '<!doctype html>');
    const script = await fileWith('release/static/app.js', 'console.log(1)');
    await shareFiles(app.db, [
      { path: 'deployments/shell/1.0.0-a/index.html', file: page },
      { path: 'deployments/shell/1.0.0-a/static/app.js', file: script },
    ]);
    const target = path.join(dir, 'elsewhere', 'shell', '1.0.0-a');
    expect(await materializeFolder(app.db, cache, 'deployments/shell/1.0.0-a/', target)).toBe(true);
    expect(await readFile(path.join(target, 'static', 'app.js'), 'utf8')).toBe('console.log(1)');
    expect(await materializeFolder(app.db, cache, 'deployments/shell/9.9.9-none/', `${target}-none`)).toBe(
      false,
    );

    await shareFiles(app.db, [{ path: 'deployments/evil/1/../../../outside.txt', file: page }]);
    await expect(
      materializeFolder(app.db, cache, 'deployments/evil/1/', path.join(dir, 'evil')),
    ).rejects.toThrow(/leads out of its folder/);
    expect(await readdir(dir)).not.toContain('outside.txt');
  });

  it('removes a blob only when nothing refers to it', async () => {
    const kept = await fileWith('kept.txt', 'still named');
    await shareFiles(app.db, [{ path: 'test/kept.txt', file: kept }]);
    const { hash } = await hashFile(kept);
    expect(await removeUnreferencedBlobs(app.db, [hash])).toEqual([]);
    await app.db.deleteFrom('shared_files').where('path', '=', 'test/kept.txt').execute();
    expect(await removeUnreferencedBlobs(app.db, [hash])).toEqual([hash]);
    expect(await app.db.selectFrom('blob_chunks').select('seq').where('hash', '=', hash).execute()).toEqual(
      [],
    );
  });
});
