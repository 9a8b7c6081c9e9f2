import { createHash } from 'node:crypto';
import { PHOTO_WIDTHS } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type StoredPhoto, storePhoto } from '../../domain/photos/photo-store.ts';
import { nowIso } from '../../lib/time.ts';
import { makeWritableFolder } from '../../lib/writable-folder.ts';
import { forgetCatalogue } from '../../repositories/products.ts';
import { SEED_PRODUCTS, type SeedProduct } from '../products.ts';
import { cachedPhoto, linkPhoto, recipeName, rememberPhoto } from './photo-cache.ts';
import { SAMPLE_PHOTO_EDITION, samplePhoto } from './sample-photo.ts';

/** The photos each seeded product gets, in order (the first is the main one), with their alt text's ending. */
const VIEWS = [
  { view: 0, alt: { en: 'front view', gr: 'μπροστινή όψη' } },
  { view: 1, alt: { en: 'close-up', gr: 'λεπτομέρεια από κοντά' } },
] as const;

/** Products drawn at once: one draws (JavaScript, librsvg) while the other's versions are encoded. */
const PRODUCTS_AT_ONCE = 2;

export interface SeedPhotosOptions {
  /** The drawn photos' cache (config.seedPhotoCacheDir); when it cannot be written, none is used. */
  cacheDir: string;
  log?: FastifyBaseLogger;
  /** Only these of SEED_PRODUCTS (by id): tests. */
  products?: readonly string[];
  /** Makes a photo's version files (in `photosDir`) readable by every instance, before rows name them. */
  sharePhoto?: (photo: StoredPhoto) => Promise<void>;
  /**
   * false: only photos the cache holds are given (nothing is drawn); a product whose photos are not all in
   * the cache is left for later (the BFF's own start, while a background process draws them).
   */
  draw?: boolean;
  /** How many products are drawn at once (default 2; 1 for a background process that should stay light). */
  productsAtOnce?: number;
  /** Told of each product as its photos are in place (a background drawing reports its progress). */
  onProduct?: (productId: string) => void;
  /** Once aborted, no further product is begun (the BFF stopping); the ones under way are finished. */
  signal?: AbortSignal;
}

/**
 * A seeded photo's row id: the same for a product and position on every instance, so two instances
 * seeding at once insert each photo once (onConflict) rather than twice.
 */
function seedPhotoId(productId: string, position: number): string {
  const hex = createHash('sha256').update(`seed-photo:${productId}:${position}`).digest('hex');
  // Shaped as a UUID (version 5 bits: name-based, SHA).
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The cache folder, made if missing, or null when it cannot be written (a read-only install). */
function usableCache(cacheDir: string, log?: FastifyBaseLogger): string | null {
  try {
    // SEED_PHOTO_CACHE_DIR may be anywhere: made level by level, never with a recursive mkdir that can spin.
    makeWritableFolder(cacheDir, { what: 'sample photo cache', variable: 'SEED_PHOTO_CACHE_DIR' });
    return cacheDir;
  } catch (err) {
    log?.warn({ err, cacheDir }, 'sample photo cache not writable: drawing without it');
    return null;
  }
}

/** Runs `task` on every item, at most `workers` at a time, beginning none once `signal` is aborted. */
async function eachAtMost<T>(
  items: readonly T[],
  workers: number,
  task: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker));
}

/**
 * One sample photo of a product stored in `photosDir`: from the cache when it holds it (its versions linked
 * in, nothing drawn or encoded), else drawn, stored (into the cache, then linked in) and remembered.
 */
async function storeSamplePhoto(
  product: SeedProduct,
  view: number,
  photosDir: string,
  cacheDir: string | null,
  draw: boolean,
): Promise<{ photo: StoredPhoto; drawn: boolean } | null> {
  const look = { id: product.id, category: product.category, colour: product.colour, name: product.name.en };
  const recipe = recipeName({ edition: SAMPLE_PHOTO_EDITION, widths: PHOTO_WIDTHS.join(' '), ...look, view });
  const cached = cacheDir ? await cachedPhoto(cacheDir, recipe) : null;
  if (cacheDir && cached) {
    await linkPhoto(cacheDir, photosDir, cached);
    return { photo: cached, drawn: false };
  }
  if (!draw) return null;
  const jpeg = await samplePhoto(look, view);
  if (!cacheDir) return { photo: await storePhoto(jpeg, photosDir), drawn: true };
  const photo = await storePhoto(jpeg, cacheDir);
  await rememberPhoto(cacheDir, recipe, photo);
  await linkPhoto(cacheDir, photosDir, photo);
  return { photo, drawn: true };
}

/**
 * The built-in catalogue's products (of `wanted`) in the database that have no photo yet and that the team
 * has not changed (a product whose photos they removed stays without): the ones sample photos are for.
 */
export async function productsWithoutSamplePhotos(
  db: Kysely<Database>,
  wanted: readonly SeedProduct[] = SEED_PRODUCTS,
): Promise<Array<{ id: string; name_en: string; name_gr: string }>> {
  if (wanted.length === 0) return [];
  return (
    db
      .selectFrom('products')
      .select(['id', 'name_en', 'name_gr'])
      .where(
        'id',
        'in',
        wanted.map((product) => product.id),
      )
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('product_photos')
              .select('product_photos.id')
              .whereRef('product_photos.product_id', '=', 'products.id'),
          ),
        ),
      )
      // A product the team has changed (its photos removed, say) is theirs: no samples come back on a restart.
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('staff_audit_log')
              .select('staff_audit_log.id')
              .where('staff_audit_log.subject_kind', '=', 'product')
              .whereRef('staff_audit_log.subject_ref', '=', 'products.id'),
          ),
        ),
      )
      .execute()
  );
}

/**
 * Gives every product of the built-in catalogue that is in the database and has no photo yet two studio
 * photos (a front view and a close-up, sample-photo.ts), stored as responsive versions in `photosDir` with
 * rows in `product_photos` and alt text in English and Greek. Inserts what is missing and never
 * overwrites: safe on every start and on many instances. Drawing and encoding the 44 photos takes minutes
 * of CPU, so their versions are cached in `cacheDir` and later runs (fresh databases, other data folders)
 * only link them in. Returns how many photos it added.
 */
export async function seedProductPhotos(
  db: Kysely<Database>,
  photosDir: string,
  options: SeedPhotosOptions,
): Promise<number> {
  if (options.signal?.aborted) return 0;
  const started = performance.now();
  const wanted = SEED_PRODUCTS.filter(
    (product) => !options.products || options.products.includes(product.id),
  );
  const bare = await productsWithoutSamplePhotos(db, wanted);
  if (bare.length === 0) return 0;

  const cacheDir = usableCache(options.cacheDir, options.log);
  let added = 0;
  let drawn = 0;
  const draw = options.draw ?? true;
  await eachAtMost(
    bare,
    options.productsAtOnce ?? PRODUCTS_AT_ONCE,
    async (row) => {
      const product = wanted.find((candidate) => candidate.id === row.id);
      if (!product) return;
      const values = [];
      for (const [position, { view, alt }] of VIEWS.entries()) {
        const stored = await storeSamplePhoto(product, view, photosDir, cacheDir, draw);
        // Not drawn yet: the product keeps its drawn placeholder until all its photos are.
        if (!stored) return;
        if (stored.drawn) drawn++;
        await options.sharePhoto?.(stored.photo);
        values.push({
          id: seedPhotoId(product.id, position),
          product_id: product.id,
          position,
          key: stored.photo.key,
          width: stored.photo.width,
          height: stored.photo.height,
          widths: JSON.stringify(stored.photo.widths),
          // The product's names as they are now: the office may have changed them.
          alt_en: `${row.name_en}, ${alt.en}`,
          alt_gr: `${row.name_gr}, ${alt.gr}`,
          created_at: nowIso(),
        });
      }
      const result = await db
        .insertInto('product_photos')
        .values(values)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      const inserted = Number(result.numInsertedOrUpdatedRows ?? 0);
      added += inserted;
      // Each product's photos show as soon as they are in, not when the last product's are.
      if (inserted > 0) forgetCatalogue(db);
      options.onProduct?.(product.id);
    },
    options.signal,
  );
  if (added > 0) {
    options.log?.info(
      { photos: added, drawn, cached: cacheDir !== null, ms: Math.round(performance.now() - started) },
      'sample product photos seeded',
    );
  }
  return added;
}
