import { PHOTO_SIZES } from '@shop/contracts';

/**
 * How wide each place shows a product photo, for the `sizes` of its `<picture>`: contracts' PHOTO_SIZES, which
 * the BFF's preload of the lead photo uses too (one download). They follow this remote's CSS by hand: the
 * page's column is `min(100vw, 72rem)` less 80 px of padding (the shell's <main>: 24 px each side;
 * page.module.css: 16 px each side); the grids' gaps are 16 px (ProductResults, RelatedCarousel) and 24 px
 * (the product page's two columns). Change them there when this CSS changes.
 */
export interface PhotoLayout {
  sizes: string;
  /** The CSS width (px) whose version is the `src`, for browsers that ignore `srcset`. */
  fallbackWidth: number;
}

/** A card in the results grid (ProductResults.module.css): 1 / 2 / 3 / 4 columns at 640 / 1024 / 1280 px. */
export const CARD_IN_GRID: PhotoLayout = {
  sizes: PHOTO_SIZES.card,
  fallbackWidth: 480,
};

/** A card in 'You might also like' (carousel.ts): 1 / 2 / 3 / 4 per page at 640 / 768 / 1024 px. */
export const CARD_IN_CAROUSEL: PhotoLayout = {
  sizes: PHOTO_SIZES.carousel,
  fallbackWidth: 480,
};

/** The product page's main photo (ProductDetailPage.module.css): the whole column, half of it from 768 px. */
export const DETAIL_MAIN: PhotoLayout = {
  sizes: PHOTO_SIZES.detail,
  fallbackWidth: 720,
};

/** A thumbnail of the product page's gallery (ProductGallery.module.css): 4rem wide, its smallest version only. */
export const THUMBNAIL: PhotoLayout = { sizes: PHOTO_SIZES.thumbnail, fallbackWidth: 0 };
