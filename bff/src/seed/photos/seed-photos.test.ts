import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_WIDTHS } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/index.ts';
import { storePhoto, versionFiles } from '../../domain/photos/photo-store.ts';
import { forgetCatalogue } from '../../repositories/products.ts';
import { samplePhoto } from './sample-photo.ts';
import { seedProductPhotos } from './seed-photos.ts';

// Spied on, to tell drawing and encoding from linking cached versions in, and when the catalogue is refreshed.
vi.mock('../../domain/photos/photo-store.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../domain/photos/photo-store.ts')>();
  return { ...original, storePhoto: vi.fn(original.storePhoto) };
});
vi.mock('../../repositories/products.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../repositories/products.ts')>();
  return { ...original, forgetCatalogue: vi.fn(original.forgetCatalogue) };
});
vi.mock('./sample-photo.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./sample-photo.ts')>();
  return { ...original, samplePhoto: vi.fn(original.samplePhoto) };
});

/** Two of the catalogue's products: a dress and the trousers. */
const PRODUCTS = ['1', '22'];

let app: FastifyInstance;
let dir: string;
let cacheDir: string;
let firstRun: Awaited<ReturnType<typeof seed>>;

/** Seeds the two products' photos: how many it added, how long it took, how many it drew and encoded. */
async function seed(photosDir: string) {
  // Counted around the run (mocks' calls are cleared between tests).
  const drawnBefore = vi.mocked(samplePhoto).mock.calls.length;
  const storedBefore = vi.mocked(storePhoto).mock.calls.length;
  const started = performance.now();
  const added = await seedProductPhotos(app.db, photosDir, { cacheDir, products: PRODUCTS });
  return {
    added,
    ms: Math.round(performance.now() - started),
    drawn: vi.mocked(samplePhoto).mock.calls.length - drawnBefore,
    stored: vi.mocked(storePhoto).mock.calls.length - storedBefore,
  };
}

function photoRows() {
  return app.db
    .selectFrom('product_photos')
    .selectAll()
    .where('product_id', 'in', PRODUCTS)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

beforeAll(async () => {
  app = await buildTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'seed-photos-'));
  cacheDir = path.join(dir, 'cache');
  firstRun = await seed(path.join(dir, 'photos'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('seedProductPhotos', () => {
  it('gives each product a front view and a close-up, stored in every version', async () => {
    console.info(`seeding 4 sample photos: ${firstRun.ms} ms drawing and encoding`);
    expect(firstRun).toMatchObject({ added: 4, drawn: 4, stored: 4 });
    const rows = await photoRows();
    expect(rows.map((row) => [row.product_id, row.position])).toEqual([
      ['1', 0],
      ['1', 1],
      ['22', 0],
      ['22', 1],
    ]);
    expect(rows[0]).toMatchObject({
      width: 1600,
      height: 2000,
      alt_en: 'Red Tiered Maxi Dress, front view',
      alt_gr: 'Κόκκινο μάξι φόρεμα με βολάν, μπροστινή όψη',
    });
    expect(rows[3]).toMatchObject({
      alt_en: 'Blue Wide-Leg Palazzo Trousers, close-up',
      alt_gr: 'Μπλε φαρδιά παντελόνα παλάτσο, λεπτομέρεια από κοντά',
    });
    expect(new Set(rows.map((row) => row.key)).size).toBe(4);
    expect(new Set(rows.map((row) => row.id)).size).toBe(4);
    const files = (await readdir(path.join(dir, 'photos'))).sort();
    const expected = rows.flatMap((row) => {
      expect(row.key).toMatch(/^[0-9a-f]{24}$/);
      expect(JSON.parse(row.widths)).toEqual([...PHOTO_WIDTHS]);
      return versionFiles({ ...row, widths: JSON.parse(row.widths) });
    });
    expect(files).toEqual(expected.sort());
  });

  it('adds nothing to products that have photos', async () => {
    expect(await seed(path.join(dir, 'photos'))).toMatchObject({ added: 0, drawn: 0, stored: 0 });
    expect(await photoRows()).toHaveLength(4);
  });

  it('links the cached versions into another photos folder without drawing or encoding', async () => {
    const before = await photoRows();
    await app.db.deleteFrom('product_photos').where('product_id', 'in', PRODUCTS).execute();
    const photosDir = path.join(dir, 'other-photos');
    const cachedRun = await seed(photosDir);
    console.info(`seeding 4 sample photos from the cache: ${cachedRun.ms} ms`);
    expect(cachedRun).toMatchObject({ added: 4, drawn: 0, stored: 0 });
    expect(cachedRun.ms).toBeLessThan(firstRun.ms / 4);
    const after = await photoRows();
    // The same photos under the same ids (an instance seeding at the same time would not add them twice).
    expect(after.map(({ created_at, ...row }) => row)).toEqual(before.map(({ created_at, ...row }) => row));
    const files = (await readdir(photosDir)).sort();
    expect(files).toEqual((await readdir(path.join(dir, 'photos'))).sort());
    const [name = ''] = files;
    expect((await stat(path.join(photosDir, name))).ino).toBe((await stat(path.join(cacheDir, name))).ino);
  });

  it('shows each product as its photos are in, and begins no further product once told to stop', async () => {
    await app.db.deleteFrom('product_photos').where('product_id', 'in', PRODUCTS).execute();
    const forgotten = () => vi.mocked(forgetCatalogue).mock.calls.length;
    const before = forgotten();
    const forgottenByThen: number[] = [];
    const stop = new AbortController();
    const added = await seedProductPhotos(app.db, path.join(dir, 'photos'), {
      cacheDir,
      products: PRODUCTS,
      productsAtOnce: 1,
      signal: stop.signal,
      onProduct: () => {
        // The catalogue's kept answers are dropped as each product's photos are in, not at the end.
        forgottenByThen.push(forgotten() - before);
        stop.abort();
      },
    });
    expect(forgottenByThen).toEqual([1]);
    expect(added).toBe(2);
    expect(await photoRows()).toHaveLength(2);
    // Stopped before it began: nothing at all.
    expect(await seedProductPhotos(app.db, path.join(dir, 'photos'), { cacheDir, signal: stop.signal })).toBe(
      0,
    );
    expect(await photoRows()).toHaveLength(2);
  });
});
