import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, registerBuyer, showPhotoOn, testEngine } from '../../../test/index.ts';
import { nowIso } from '../../lib/time.ts';
import { insertUpload } from '../../repositories/uploads.ts';
import { deploymentStore } from '../deployments/store.ts';
import { samples } from '../uploads/test-files.ts';
import { moveFilesIntoDatabase } from './move-into-database.ts';

/** A data folder from before issue 29 (files on one instance's disk), moved in, then served by another instance. */
describe.runIf(testEngine === 'postgres')('moving a data folder into the database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildTestApp();
    const database = first.config.database;
    if (database.kind !== 'postgres') throw new Error('postgres only');
    second = await buildTestApp({ database: { ...database, dropSchemaOnClose: false } });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('moves uploads, releases and photos once, and another instance then serves each', async () => {
    const buyer = await registerBuyer(first);
    // An upload as the BFF stored it before: a file in DATA_DIR/uploads and a row without a blob.
    const storageName = randomBytes(16).toString('hex');
    await mkdir(first.config.uploadsDir, { recursive: true });
    await writeFile(path.join(first.config.uploadsDir, storageName), samples.pdf);
    const uploadId = randomUUID();
    await insertUpload(first.db, {
      id: uploadId,
      owner_id: buyer.buyer.id,
      original_name: 'label.pdf',
      content_type: 'application/pdf',
      size_bytes: samples.pdf.length,
      storage_name: storageName,
      blob_hash: null,
      created_at: nowIso(),
    });
    const release = path.join(deploymentStore(first.config), 'basket', '1.0.0-old');
    await mkdir(release, { recursive: true });
    await writeFile(path.join(release, 'mf-manifest.json'), '{"id":"basket"}');
    const photo = 'b1b2c3d4e5f6a7b8c9d0e1f2-360.jpg';
    await mkdir(first.config.photosDir, { recursive: true });
    await writeFile(path.join(first.config.photosDir, photo), samples.jpeg);
    // Shown by a published product, as a photo the team put on one.
    await showPhotoOn(first.db, { key: photo.slice(0, 24), width: 360, height: 450, widths: [360] });

    expect(await moveFilesIntoDatabase(first.db, first.config)).toEqual({
      uploads: 1,
      uploadsMissing: 0,
      releases: 1,
      photos: 1,
    });
    // Moved, not copied: the upload's file is this instance's cached copy now.
    expect(await readdir(first.config.uploadsDir)).toEqual([]);
    expect(await moveFilesIntoDatabase(first.db, first.config)).toMatchObject({ uploads: 0, releases: 0 });

    const upload = await caller(second, buyer)('GET', `/api/uploads/${uploadId}`);
    expect(upload.statusCode).toBe(200);
    expect(upload.rawPayload.equals(samples.pdf)).toBe(true);
    const manifest = await second.inject({
      method: 'GET',
      url: '/deployments/basket/1.0.0-old/mf-manifest.json',
    });
    expect(manifest.json()).toEqual({ id: 'basket' });
    const served = await second.inject({ method: 'GET', url: `/media/photos/${photo}` });
    expect(served.rawPayload.equals(samples.jpeg)).toBe(true);
  });
});
