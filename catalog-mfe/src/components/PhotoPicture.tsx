import { PHOTO_MIME, type PhotoVersions, photoSrcSet, photoUrl, photoWidthFor } from '@shop/contracts';
import type { ImgHTMLAttributes } from 'react';
import styles from './PhotoPicture.module.css';

type ImgLoading = Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'>;

interface Props extends ImgLoading {
  photo: PhotoVersions;
  /** The `sizes` of the srcsets (photo-layouts.ts). */
  sizes: string;
  /** The CSS width (px) whose JPEG is the `src`, for browsers that ignore `srcset`. */
  fallbackWidth: number;
  alt: string;
  /** Sizes the <img>: the <picture> around it takes no box of its own. */
  className?: string | undefined;
  onError?: () => void;
}

/**
 * A product photo's versions as a <picture>: AVIF, then WebP, then JPEG (photos.ts), the browser taking the
 * first format it reads at the width `sizes` asks for. `width`/`height` are the photo's own, so its box has
 * the right proportions before it loads (the CSS may crop it to another).
 */
export function PhotoPicture({ photo, sizes, fallbackWidth, alt, className, onError, ...loading }: Props) {
  return (
    <picture className={styles.picture}>
      <source type={PHOTO_MIME.avif} srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type={PHOTO_MIME.webp} srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={photoUrl(photo.key, photoWidthFor(photo, fallbackWidth), 'jpeg')}
        srcSet={photoSrcSet(photo, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        {...loading}
        onError={onError}
      />
    </picture>
  );
}
