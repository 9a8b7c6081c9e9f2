import type { ProductPhoto } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { useState } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import { PhotoPicture } from './PhotoPicture.tsx';
import styles from './ProductImage.module.css';
import type { PhotoLayout } from './photo-layouts.ts';

/** Product images are shown as 3:4 portraits (the CSS sets the size, object-fit crops). */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 800;

/** How an image is fetched: `lead` is the one the first view shows largest (the BFF preloads it too). */
export type ImagePriority = 'lead' | 'visible' | 'later';

/**
 * A product image that falls back to a placeholder when it cannot be loaded; `className` sizes both. With a
 * `photo`, its versions in a <picture> sized for `layout` (alt: the photo's own, else `alt`); without one,
 * the drawn placeholder at `src`.
 */
export function ProductImage({
  src,
  alt,
  className,
  priority = 'later',
  photo,
  layout,
}: {
  src: string;
  alt: string;
  className?: string;
  priority?: ImagePriority;
  photo?: ProductPhoto | undefined;
  layout: PhotoLayout;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = photo ? photo.key : src;
  const name = photo?.alt || alt;

  if (failed === shown) {
    const icon = (
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 4.3-4.3a1 1 0 0 1 1.4 0l1.3 1.3V7H5Zm4 3a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z"
        />
      </svg>
    );
    const placeholder = cx(className, styles.placeholder);
    // A decorative image (empty alt) stays silent; a meaningful one says it is missing.
    return name ? (
      <div className={placeholder} role="img" aria-label={`${name}: ${t('image.unavailable')}`}>
        {icon}
      </div>
    ) : (
      <div className={placeholder} aria-hidden="true">
        {icon}
      </div>
    );
  }
  if (photo) {
    return (
      <PhotoPicture
        photo={photo}
        sizes={layout.sizes}
        fallbackWidth={layout.fallbackWidth}
        alt={name}
        className={className}
        loading={priority === 'later' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'lead' ? 'high' : 'auto'}
        // The largest image of the first view paints with its frame; the others are decoded off the main thread.
        decoding={priority === 'lead' ? undefined : 'async'}
        onError={() => setFailed(shown)}
      />
    );
  }
  // width/height give the box its 3:4 ratio before the CSS (or the image) arrives: no layout shift.
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={priority === 'later' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'lead' ? 'high' : 'auto'}
      onError={() => setFailed(shown)}
    />
  );
}
