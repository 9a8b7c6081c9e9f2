import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StoredPhoto, versionFiles } from '../../domain/photos/photo-store.ts';
import { cachedPhoto, linkPhoto, recipeName, rememberPhoto } from './photo-cache.ts';

const PHOTO: StoredPhoto = { key: 'a1b2c3d4e5f6a7b8c9d0e1f2', width: 400, height: 500, widths: [240, 360] };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'seed-photo-cache-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let folders = 0;
/** A cache holding PHOTO's versions (made-up bytes) and its record under `recipe`. */
async function cacheWithPhoto(recipe: string): Promise<string> {
  const cacheDir = path.join(dir, `cache-${++folders}`);
  await mkdir(cacheDir);
  for (const name of versionFiles(PHOTO)) await writeFile(path.join(cacheDir, name), `bytes of ${name}`);
  await rememberPhoto(cacheDir, recipe, PHOTO);
  return cacheDir;
}

describe('the seed photo cache', () => {
  it('names a recipe by all it holds, whatever the order', () => {
    const name = recipeName({ edition: 1, id: '1', view: 0 });
    expect(name).toMatch(/^recipe-[0-9a-f]{24}\.json$/);
    expect(recipeName({ view: 0, id: '1', edition: 1 })).toBe(name);
    expect(recipeName({ edition: 2, id: '1', view: 0 })).not.toBe(name);
    expect(recipeName({ edition: 1, id: '1', view: 1 })).not.toBe(name);
  });

  it('lists every width in every format', () => {
    expect(versionFiles(PHOTO)).toEqual([
      `${PHOTO.key}-240.avif`,
      `${PHOTO.key}-240.webp`,
      `${PHOTO.key}-240.jpg`,
      `${PHOTO.key}-360.avif`,
      `${PHOTO.key}-360.webp`,
      `${PHOTO.key}-360.jpg`,
    ]);
  });

  it('finds a photo only when its record and all its versions are there', async () => {
    const recipe = recipeName({ id: 'x' });
    const cacheDir = await cacheWithPhoto(recipe);
    expect(await cachedPhoto(cacheDir, recipe)).toEqual(PHOTO);
    expect(await cachedPhoto(cacheDir, recipeName({ id: 'y' }))).toBeNull();
    await rm(path.join(cacheDir, `${PHOTO.key}-360.webp`));
    expect(await cachedPhoto(cacheDir, recipe)).toBeNull();
    await writeFile(path.join(cacheDir, recipe), '{ not json');
    expect(await cachedPhoto(cacheDir, recipe)).toBeNull();
    // No temporary file is left by remembering.
    expect((await readdir(cacheDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('hard-links the versions into a photos folder, leaving those already there', async () => {
    const recipe = recipeName({ id: 'z' });
    const cacheDir = await cacheWithPhoto(recipe);
    const photosDir = path.join(dir, `photos-${folders}`);
    expect(await linkPhoto(cacheDir, photosDir, PHOTO)).toBe(6);
    expect((await readdir(photosDir)).sort()).toEqual(versionFiles(PHOTO).sort());
    const name = `${PHOTO.key}-240.avif`;
    expect((await stat(path.join(photosDir, name))).ino).toBe((await stat(path.join(cacheDir, name))).ino);
    expect(await readFile(path.join(photosDir, name), 'utf8')).toBe(`bytes of ${name}`);

    await rm(path.join(photosDir, name));
    expect(await linkPhoto(cacheDir, photosDir, PHOTO)).toBe(1);
    expect(await linkPhoto(cacheDir, photosDir, PHOTO)).toBe(0);
  });
});
