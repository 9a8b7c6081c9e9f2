// `npm run seed-photos -w @shop/bff`: draws the seeded catalogue's sample photographs and their versions into
// the cache (bff/.cache/seed-photos) once, so every BFF start after it links them in within a second instead of
// drawing them (≈ 2–3 min of CPU on 2 cores). `npm test` runs it before the e2e suite; the BFF would do the
// same work itself on its first start otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, migrateToLatest } from '../db/connect.ts';
import { seedDatabase } from '../seed/index.ts';
import { DEFAULT_SEED_PHOTO_CACHE, seedProductPhotos } from '../seed/photos/seed-photos.ts';

const photosDir = mkdtempSync(path.join(tmpdir(), 'shop-seed-photos-'));
const db = await connectDatabase({ kind: 'sqlite', file: ':memory:' });
try {
  await migrateToLatest(db, null);
  await seedDatabase(db, { demoUser: false });
  const started = performance.now();
  const added = await seedProductPhotos(db, photosDir, { cacheDir: DEFAULT_SEED_PHOTO_CACHE });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${added} sample photos ready in ${DEFAULT_SEED_PHOTO_CACHE} (${seconds} s)`);
} finally {
  await db.destroy();
  rmSync(photosDir, { recursive: true, force: true });
}
