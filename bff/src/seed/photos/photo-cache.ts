import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type StoredPhoto, versionFiles } from '../../domain/photos/photo-store.ts';

/**
 * The seed photos' cache: a folder holding the versions storePhoto made of each sample photo (named by
 * content, as in DATA_DIR/photos) and, per photo recipe, a small JSON file naming them. A recipe is what
 * the picture is drawn from (the drawing's edition, the product's look, the view), so a cached photo is
 * found without drawing it again; its versions are hard-linked (or copied) into a photos folder instead of
 * being encoded again.
 */

/** The name of a recipe's record in the cache: a hash of everything the picture depends on. */
export function recipeName(recipe: Record<string, string | number>): string {
  const text = JSON.stringify(Object.entries(recipe).sort(([a], [b]) => a.localeCompare(b)));
  return `recipe-${createHash('sha256').update(text).digest('hex').slice(0, 24)}.json`;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
}

/** The photo a recipe made before, if its record and every one of its versions are in the cache. */
export async function cachedPhoto(cacheDir: string, recipe: string): Promise<StoredPhoto | null> {
  let photo: StoredPhoto;
  try {
    photo = JSON.parse(await readFile(path.join(cacheDir, recipe), 'utf8')) as StoredPhoto;
  } catch {
    return null;
  }
  if (typeof photo?.key !== 'string' || !Array.isArray(photo.widths)) return null;
  const present = await Promise.all(versionFiles(photo).map((name) => isFile(path.join(cacheDir, name))));
  return present.every(Boolean) ? photo : null;
}

/** Writes (atomically) the record of what a recipe made. */
export async function rememberPhoto(cacheDir: string, recipe: string, photo: StoredPhoto): Promise<void> {
  const file = path.join(cacheDir, recipe);
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(photo));
  await rename(temporary, file);
}

/**
 * Puts the photo's versions from the cache into `photosDir`, leaving those already there: a hard link when
 * both folders are on one file system, else a copy (under a temporary name, renamed when complete, so a
 * half-copied version is never served). Returns how many files it added.
 */
export async function linkPhoto(cacheDir: string, photosDir: string, photo: StoredPhoto): Promise<number> {
  await mkdir(photosDir, { recursive: true });
  let added = 0;
  for (const name of versionFiles(photo)) {
    const from = path.join(cacheDir, name);
    const to = path.join(photosDir, name);
    if (await isFile(to)) continue;
    try {
      await link(from, to);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      const temporary = path.join(photosDir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await copyFile(from, temporary);
        await rename(temporary, to);
      } finally {
        await rm(temporary, { force: true });
      }
    }
    added++;
  }
  return added;
}
