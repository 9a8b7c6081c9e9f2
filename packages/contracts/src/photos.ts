/**
 * Product photographs. The BFF keeps each uploaded photo as responsive versions, named by the content hash
 * of the original (`key`), so a version's URL never changes meaning and is cached for a year:
 * `/media/photos/<key>-<width>.<avif|webp|jpg>`. A version exists for every width of PHOTO_WIDTHS up to
 * the original's own width (never upscaled), and always one for the original's width when it is smaller
 * than all of them. Frontends build `srcset`s with `photoSrcSet` and choose `sizes` by their layout.
 */

/**
 * Widths made of every photo (px): cards on phones, cards on desktops and detail on phones, detail, zoom.
 * 600 is the card and detail photo of most phones (a 330 px column at 1.75× or a 295 px one at 2×), which
 * would otherwise take the 720 (≈ 40 % more bytes) for its first paint.
 */
export const PHOTO_WIDTHS = [240, 360, 480, 600, 720, 960, 1440] as const;
/** Formats of every version, best first: pages list them in this order in a `<picture>`. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const PHOTO_MIME: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
const EXTENSION: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
/** A photo's key: the first 24 hex digits of the SHA-256 of the original upload. */
export const PHOTO_KEY_PATTERN = '^[0-9a-f]{24}$';
/** The file name of a version, as the media route accepts it. */
export const PHOTO_FILE_PATTERN = '^([0-9a-f]{24})-([0-9]{2,4})\\.(avif|webp|jpg)$';
/** Photos one product may have. */
export const MAX_PRODUCT_PHOTOS = 12;
/** An uploaded photo's largest accepted size (bytes): a phone's full-resolution picture. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/** What a page needs to show a photo: which versions exist, the aspect, the alt text. */
export interface PhotoVersions {
  key: string;
  /** The widths made, ascending (PHOTO_WIDTHS up to the original's width). */
  widths: readonly number[];
  /** The original's size after rotation: the aspect ratio for `width`/`height` attributes. */
  width: number;
  height: number;
}

export function photoUrl(key: string, width: number, format: PhotoFormat): string {
  return `/media/photos/${key}-${width}.${EXTENSION[format]}`;
}

/** `srcset` of one format: every width made, e.g. `/media/photos/…-240.avif 240w, …`. */
export function photoSrcSet(photo: PhotoVersions, format: PhotoFormat): string {
  return photo.widths.map((width) => `${photoUrl(photo.key, width, format)} ${width}w`).join(', ');
}

/** The widths a photo of `originalWidth` px gets (ascending, never upscaled). */
export function photoWidthsFor(originalWidth: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/** The smallest version at least `cssWidth × density` wide (the largest when none is): a fallback `src`. */
export function photoWidthFor(photo: PhotoVersions, cssWidth: number, density = 1): number {
  const wanted = cssWidth * density;
  return (
    photo.widths.find((width) => width >= wanted) ?? photo.widths[photo.widths.length - 1] ?? photo.width
  );
}

/**
 * `sizes` of the catalogue's pictures, by where they are shown: what the page's `<img>` and the BFF's
 * preload of the lead image both say, so the browser picks the same version for both (one download). They
 * follow catalog-mfe's CSS by hand (the browser picks before any CSS has loaded): the page's column is
 * `min(100vw, 72rem)` less 80 px of padding, so 1072 px at most; the grids' gaps are 16 px and the product
 * page's two columns' 24 px.
 */
export const PHOTO_SIZES = {
  /** A card in the results grid: 1 / 2 / 3 / 4 columns at 640 / 1024 / 1280 px. */
  card: '(min-width: 1280px) 256px, (min-width: 1024px) calc(33.33vw - 37px), (min-width: 640px) calc(50vw - 48px), calc(100vw - 80px)',
  /** A card in 'You might also like': 1 / 2 / 3 / 4 per page at 640 / 768 / 1024 px. */
  carousel:
    '(min-width: 1152px) 256px, (min-width: 1024px) calc(25vw - 32px), (min-width: 768px) calc(33.33vw - 37px), (min-width: 640px) calc(50vw - 48px), calc(100vw - 80px)',
  /** The product page's main photo: the whole column, half of it from 768 px. */
  detail: '(min-width: 1152px) 524px, (min-width: 768px) calc(50vw - 52px), calc(100vw - 80px)',
  /** A thumbnail of the product page's gallery. */
  thumbnail: '4rem',
} as const;
