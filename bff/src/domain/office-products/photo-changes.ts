import { randomUUID } from 'node:crypto';
import { MAX_PRODUCT_PHOTOS, type OfficeProduct, type PhotoArrangement } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError, invalidFields, notFound } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { appendAudit } from '../office/audit.ts';
import type { StoredPhoto } from '../photos/photo-store.ts';
import type { ProductEditor } from './product-changes.ts';
import { findOfficeProduct, lockProductPhotos, photoRowsOf } from './queries.ts';

/**
 * A product's photos: added (after the versions are made and stored), arranged (order and alt texts) and
 * removed, each with its audit entry in one transaction that holds the product's row lock, so two changes
 * at once follow one another (the photo limit holds). Each raises the product's `photos_version`, and an
 * arrangement made from an earlier one answers 409 `stale_photos` instead of overwriting a colleague's.
 * Photos do not change the product's `version`: the words' editor stays current. A removed photo's files
 * stay: they are named by content and may be shared.
 */

function tooManyPhotos(): ApiHttpError {
  return new ApiHttpError(
    409,
    'too_many_photos',
    `A product may have at most ${MAX_PRODUCT_PHOTOS} photos; remove one to add another.`,
  );
}

/** The product locked for a change of its photos (their version raised); the version until now. */
async function lockedProduct(trx: Kysely<Database>, productId: string): Promise<number> {
  const before = await lockProductPhotos(trx, productId);
  if (before === undefined) throw notFound('No product with this id.');
  return before;
}

const PHOTO_ACTIONS: Record<string, string> = {
  'product.photo_add': 'added a photo',
  'product.photos_arrange': 'arranged the photos',
  'product.photo_remove': 'removed a photo',
};

/** 409 `stale_photos`, naming the last change of the photos: who, what and when. */
async function stalePhotos(trx: Kysely<Database>, productId: string): Promise<ApiHttpError> {
  const last = await trx
    .selectFrom('staff_audit_log')
    .select(['staff_name', 'action', 'created_at'])
    .where('subject_kind', '=', 'product')
    .where('subject_ref', '=', productId)
    .where('action', 'in', Object.keys(PHOTO_ACTIONS))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const change = last
    ? `${last.staff_name} ${PHOTO_ACTIONS[last.action]} at ${last.created_at.slice(11, 16)} UTC`
    : 'Someone changed them';
  return new ApiHttpError(
    409,
    'stale_photos',
    `The photos changed since you opened them (${change}), so nothing was saved. Reload them and arrange them again.`,
  );
}

async function productAfter(trx: Kysely<Database>, productId: string): Promise<OfficeProduct> {
  const product = await findOfficeProduct(trx, productId);
  if (!product) throw notFound('No product with this id.');
  return product;
}

/** Refuses early (before a photo is processed) when the product is unknown or has all its photos. */
export async function checkRoomForPhoto(db: Kysely<Database>, productId: string): Promise<void> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!product) throw notFound('No product with this id.');
  if ((await photoRowsOf(db, productId)).length >= MAX_PRODUCT_PHOTOS) throw tooManyPhotos();
}

/** Adds a stored photo after the product's others (alt texts empty). */
export async function addPhoto(
  db: Kysely<Database>,
  staff: ProductEditor,
  productId: string,
  stored: StoredPhoto,
): Promise<OfficeProduct> {
  return db.transaction().execute(async (trx) => {
    await lockedProduct(trx, productId);
    const photos = await photoRowsOf(trx, productId);
    if (photos.length >= MAX_PRODUCT_PHOTOS) throw tooManyPhotos();
    const id = randomUUID();
    await trx
      .insertInto('product_photos')
      .values({
        id,
        product_id: productId,
        position: (photos.at(-1)?.position ?? 0) + 1,
        key: stored.key,
        width: stored.width,
        height: stored.height,
        widths: JSON.stringify(stored.widths),
        created_at: nowIso(),
      })
      .execute();
    const product = await productAfter(trx, productId);
    await appendAudit(
      trx,
      staff,
      'product.photo_add',
      { kind: 'product', ref: productId },
      { code: product.code, photoId: id, key: stored.key },
    );
    return product;
  });
}

/** Puts the photos in the order given with their alt texts; the list must name exactly the current photos. */
export async function arrangePhotos(
  db: Kysely<Database>,
  staff: ProductEditor,
  productId: string,
  arrangement: PhotoArrangement,
): Promise<OfficeProduct> {
  return db.transaction().execute(async (trx) => {
    if ((await lockedProduct(trx, productId)) !== arrangement.photosVersion)
      throw await stalePhotos(trx, productId);
    const current = new Set((await photoRowsOf(trx, productId)).map((photo) => photo.id));
    const given = arrangement.photos.map((photo) => photo.id);
    if (
      new Set(given).size !== given.length ||
      given.length !== current.size ||
      given.some((id) => !current.has(id))
    )
      throw invalidFields({ photos: 'invalid_value' });
    for (const [index, photo] of arrangement.photos.entries()) {
      await trx
        .updateTable('product_photos')
        .set({ position: index + 1, alt_en: photo.altEn.trim(), alt_gr: photo.altGr.trim() })
        .where('id', '=', photo.id)
        .where('product_id', '=', productId)
        .execute();
    }
    const product = await productAfter(trx, productId);
    await appendAudit(
      trx,
      staff,
      'product.photos_arrange',
      { kind: 'product', ref: productId },
      { code: product.code, order: given },
    );
    return product;
  });
}

/** Removes one photo of the product (its files stay). */
export async function removePhoto(
  db: Kysely<Database>,
  staff: ProductEditor,
  productId: string,
  photoId: string,
): Promise<OfficeProduct> {
  return db.transaction().execute(async (trx) => {
    await lockedProduct(trx, productId);
    const removed = await trx
      .deleteFrom('product_photos')
      .where('id', '=', photoId)
      .where('product_id', '=', productId)
      .returning('key')
      .executeTakeFirst();
    if (!removed) throw notFound('This product has no photo with this id.');
    const product = await productAfter(trx, productId);
    await appendAudit(
      trx,
      staff,
      'product.photo_remove',
      { kind: 'product', ref: productId },
      { code: product.code, photoId, key: removed.key },
    );
    return product;
  });
}
