import type { OfficePhoto } from '@shop/contracts';

/**
 * The photos as the panel shows them after the server's list changed (an upload, a removal): the ones
 * still there keep this panel's order and alt texts, new ones come last as the server has them.
 */
export function mergePhotos(local: readonly OfficePhoto[], server: readonly OfficePhoto[]): OfficePhoto[] {
  const byId = new Map(server.map((photo) => [photo.id, photo]));
  const kept = local.flatMap((photo) => {
    const current = byId.get(photo.id);
    return current ? [{ ...current, altEn: photo.altEn, altGr: photo.altGr }] : [];
  });
  const known = new Set(local.map((photo) => photo.id));
  return [...kept, ...server.filter((photo) => !known.has(photo.id))];
}

/** What the server's list is, in one string: a change of it (order, texts, ids) is a new list to show. */
export function photosKey(photos: readonly OfficePhoto[]): string {
  return JSON.stringify(photos.map(({ id, altEn, altGr }) => [id, altEn, altGr]));
}
