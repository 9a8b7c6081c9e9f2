// `npm run seed-photos -w @shop/bff`: draws the seeded catalogue's sample photographs and their versions into
// the cache (SEED_PHOTO_CACHE_DIR, bff/.cache/seed-photos) once, so that every later BFF start links them in
// within a second. The BFF runs it itself, in the background, when its first start finds the cache without
// them (plugins/seed-photos.ts): `--gentle` (one product at a time, libvips on one thread, the lowest CPU
// priority), `--report` (a JSON line per product whose photos are ready), `--products 1,22` (only those).
import { mkdtempSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '../config.ts';
import { connectDatabase, migrateToLatest } from '../db/connect.ts';
import { seedDatabase } from '../seed/index.ts';
import { seedProductPhotos } from '../seed/photos/seed-photos.ts';

const { values } = parseArgs({
  options: {
    gentle: { type: 'boolean', default: false },
    report: { type: 'boolean', default: false },
    products: { type: 'string' },
  },
});
if (values.gentle) {
  sharp.concurrency(1);
  setPriority(19);
}
// Started by a BFF (an IPC channel to it): ends with it, even when it is killed outright. The channel alone
// does not keep this process alive once it has drawn everything.
if (process.send) {
  process.on('disconnect', () => process.exit(0));
  process.channel?.unref();
}
const { seedPhotoCacheDir } = loadConfig();
const photosDir = mkdtempSync(path.join(tmpdir(), 'shop-seed-photos-'));
const db = await connectDatabase({ kind: 'sqlite', file: ':memory:' });
try {
  await migrateToLatest(db, null);
  await seedDatabase(db, { demoUser: false });
  const started = performance.now();
  const added = await seedProductPhotos(db, photosDir, {
    cacheDir: seedPhotoCacheDir,
    ...(values.gentle ? { productsAtOnce: 1 } : {}),
    ...(values.products ? { products: values.products.split(',') } : {}),
    ...(values.report ? { onProduct: (id: string) => console.log(JSON.stringify({ ready: id })) } : {}),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!values.report) console.log(`${added} sample photos ready in ${seedPhotoCacheDir} (${seconds} s)`);
} finally {
  await db.destroy();
  rmSync(photosDir, { recursive: true, force: true });
}
