import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  caller,
  postMultipart,
  registerBuyer,
  showPhotoOn,
  staffSession,
  testEngine,
} from '../test/index.ts';
import { POOL } from './domain/deployments/file-pool.ts';
import { deploymentStore } from './domain/deployments/store.ts';
import { BLOB_CHUNK_BYTES } from './domain/shared-files/blobs.ts';
import { samples } from './domain/uploads/test-files.ts';
import { disableStaff } from './repositories/staff.ts';

/**
 * Three instances of the BFF on one PostgreSQL database, as behind a load balancer: what one does, the others
 * see at once (issue 29). The cluster test with HAProxy covers the same over real connections.
 */
describe.runIf(testEngine === 'postgres')('several instances on one PostgreSQL', () => {
  const instances: FastifyInstance[] = [];
  beforeAll(async () => {
    const first = await buildTestApp();
    instances.push(first);
    const database = first.config.database;
    if (database.kind !== 'postgres') throw new Error('postgres only');
    for (let i = 0; i < 2; i++) {
      instances.push(await buildTestApp({ database: { ...database, dropSchemaOnClose: false } }));
    }
  });
  // The first one made the shared schema and drops it: closed last.
  afterAll(async () => {
    for (const app of [...instances].reverse()) await app.close();
  });

  it('share a session: logged in through one, used through the others, and a logout ends it on all at once', async () => {
    const [a, b, c] = instances as [FastifyInstance, FastifyInstance, FastifyInstance];
    const buyer = await registerBuyer(a);
    for (const app of [a, b, c]) {
      const me = await caller(app, buyer)('GET', '/api/auth/me');
      expect(me.json().buyer?.email).toBe(buyer.email);
    }
    expect((await caller(b, buyer)('POST', '/api/auth/logout')).statusCode).toBe(204);
    for (const app of [a, b, c]) {
      const me = await caller(app, buyer)('GET', '/api/auth/me');
      expect(me.json().buyer ?? null).toBeNull();
    }
  });

  // Each instance remembers the sessions it looked up until migration 013's counter moves (db/session-changes.ts).
  it('share what a session shows: a change through one, or by hand in SQL, is seen by the others at once', async () => {
    const [a, b, c] = instances as [FastifyInstance, FastifyInstance, FastifyInstance];
    const buyer = await registerBuyer(a);
    const me = async (app: FastifyInstance) => (await caller(app, buyer)('GET', '/api/auth/me')).json().buyer;
    for (const app of [b, c]) expect((await me(app)).businessName).toBe(buyer.buyer.businessName);
    await a.db
      .updateTable('buyers')
      .set({ business_name: 'Boutique Renamed' })
      .where('id', '=', buyer.buyer.id)
      .execute();
    for (const app of [b, c]) expect((await me(app)).businessName).toBe('Boutique Renamed');
    // A revocation nobody's process made (a command by hand): only the database knows.
    await sql`update sessions set revoked_at = ${new Date().toISOString()} where buyer_id = ${buyer.buyer.id}`.execute(
      a.db,
    );
    for (const app of [a, b, c]) expect((await me(app)) ?? null).toBeNull();
  });

  // Staff sessions are remembered the same way (migration 015's triggers move the same counter).
  it('share a staff session: a member disabled through one, or a session revoked by hand in SQL, ends on all at once', async () => {
    const [a, b, c] = instances as [FastifyInstance, FastifyInstance, FastifyInstance];
    for (const end of ['disabled', 'revoked'] as const) {
      const member = await staffSession(a);
      const me = async (app: FastifyInstance) =>
        (await app.inject({ url: '/api/office/me', cookies: member.cookies })).statusCode;
      for (const app of [a, b, c]) expect(await me(app)).toBe(200);
      if (end === 'disabled') expect(await disableStaff(a.db, member.email)).toBe(true);
      else
        await sql`update staff_sessions set revoked_at = ${new Date().toISOString()} where staff_id = ${member.id}`.execute(
          a.db,
        );
      for (const app of [a, b, c]) expect(await me(app)).toBe(401);
    }
  });

  it('share uploads: a file sent through one is read, byte for byte, through each; its bytes are in the database in chunks', async () => {
    const [a, b, c] = instances as [FastifyInstance, FastifyInstance, FastifyInstance];
    const buyer = await registerBuyer(a);
    // Larger than a few chunks, so it is written and read back a chunk at a time.
    const label = Buffer.concat([samples.pdf, Buffer.alloc(3 * BLOB_CHUNK_BYTES + 1000, 0x41)]);
    const sent = await postMultipart(a, buyer, '/api/uploads', [
      { name: 'file', filename: 'label.pdf', content: label, contentType: 'application/pdf' },
    ]);
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: string }>();
    for (const app of [a, b, c]) {
      const read = await caller(app, buyer)('GET', `/api/uploads/${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(label)).toBe(true);
    }
    const row = await a.db
      .selectFrom('uploads')
      .select('blob_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const chunks = await a.db
      .selectFrom('blob_chunks')
      .select('seq')
      .where('hash', '=', row.blob_hash)
      .execute();
    expect(chunks).toHaveLength(4);
    // The instance that received it keeps it by content hash only, as its cached copy.
    expect(await readdir(a.config.uploadsDir)).toEqual([]);
    expect(await readdir(path.join(a.config.dataDir, 'blob-cache'))).toContain(row.blob_hash);
  });

  it('share releases: a version published through one is served by the others', async () => {
    const [a, b, c] = instances as [FastifyInstance, FastifyInstance, FastifyInstance];
    const dir = path.join(deploymentStore(a.config), 'catalog', '9.9.9-shared');
    await mkdir(path.join(dir, 'static', 'js'), { recursive: true });
    const manifest = JSON.stringify({ id: 'catalog', metaData: { name: 'catalog' } });
    await writeFile(path.join(dir, 'mf-manifest.json'), manifest);
    await writeFile(path.join(dir, 'static', 'js', 'expose.abc.js'), 'export const x = 1;');
    await a.sharedFiles.shareRelease('catalog', '9.9.9-shared', dir);
    for (const app of [b, c]) {
      const file = await app.inject({
        method: 'GET',
        url: '/deployments/catalog/9.9.9-shared/static/js/expose.abc.js',
      });
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe('export const x = 1;');
      const read = await app.inject({
        method: 'GET',
        url: '/deployments/catalog/9.9.9-shared/mf-manifest.json',
      });
      expect(read.json()).toEqual(JSON.parse(manifest));
    }
    expect(
      (await b.inject({ method: 'GET', url: '/deployments/catalog/0.0.0-none/mf-manifest.json' })).statusCode,
    ).toBe(404);

    // A file of the area's pool (content-hashed, shared by releases), put there by another instance.
    const pooled = path.join(deploymentStore(a.config), 'catalog', POOL, 'static', 'js', 'lib.0123456789.js');
    await mkdir(path.dirname(pooled), { recursive: true });
    await writeFile(pooled, 'pooled');
    await a.sharedFiles.sharePooled('catalog', ['static/js/lib.0123456789.js']);
    for (const app of [b, c]) {
      const file = await app.inject({
        method: 'GET',
        url: '/deployments/catalog/files/static/js/lib.0123456789.js',
      });
      expect(file.body).toBe('pooled');
    }
    const missing = await b.inject({
      method: 'GET',
      url: '/deployments/catalog/files/static/js/none.0123456789.js',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('share product photos: a version stored through one is served by the others', async () => {
    const [a, b, c] = instances as [FastifyInstance, FastifyInstance, FastifyInstance];
    const name = 'a1b2c3d4e5f6a7b8c9d0e1f2-240.webp';
    await mkdir(a.config.photosDir, { recursive: true });
    await writeFile(path.join(a.config.photosDir, name), samples.webp);
    await a.sharedFiles.sharePhotos([name]);
    // Shown by a published product: anyone's.
    await showPhotoOn(a.db, { key: name.slice(0, 24), width: 240, height: 300, widths: [240] });
    for (const app of [b, c]) {
      const photo = await app.inject({ method: 'GET', url: `/media/photos/${name}` });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(samples.webp)).toBe(true);
    }
    expect(
      (await b.inject({ method: 'GET', url: '/media/photos/ffffffffffffffffffffffff-240.webp' })).statusCode,
    ).toBe(404);
  });
});
