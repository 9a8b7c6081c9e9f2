import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { UploadError } from '@shop/platform/upload';
import { Button } from '@shop/ui';
import hint from '@shop/ui/hint.module.css';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { uploadProductPhoto } from '../../api/upload-product-photo.ts';
import { PHOTO_ACCEPT, photoErrorKey, photoFileProblem } from '../../lib/photo-files.ts';
import styles from './PhotoUploader.module.css';

interface Upload {
  key: number;
  name: string;
  /** 0 to 1. */
  sent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  code?: string;
}

const pending = (upload: Upload) => upload.state === 'waiting' || upload.state === 'uploading';

/**
 * Adding photos: chosen with the file picker or dropped on the zone, several at once. Each is checked
 * (type, size, how many the product may still take), then uploaded one after the other, with its own
 * progress bar and, when refused, its own reason.
 */
export function PhotoUploader({
  productId,
  photoCount,
  onUploaded,
}: {
  productId: string;
  photoCount: number;
  /** A photo was added: the product is to be read again. */
  onUploaded: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const update = (key: number, patch: Partial<Upload>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const send = async (key: number, file: File) => {
    update(key, { state: 'uploading' });
    try {
      await uploadProductPhoto(productId, file, {
        language,
        onProgress: (sent) => update(key, { sent }),
      });
      update(key, { state: 'done', sent: 1 });
      onUploaded();
    } catch (error) {
      const code = error instanceof UploadError ? error.error.code : 'internal_error';
      update(key, { state: 'failed', code });
    }
  };

  const add = (files: readonly File[]) => {
    let room = MAX_PRODUCT_PHOTOS - photoCount - uploads.filter(pending).length;
    const added: Upload[] = [];
    for (const file of files) {
      const key = nextKey.current++;
      const problem = photoFileProblem(file) ?? (room <= 0 ? 'too_many_photos' : undefined);
      if (problem) {
        added.push({ key, name: file.name, sent: 0, state: 'failed', code: problem });
        continue;
      }
      room -= 1;
      added.push({ key, name: file.name, sent: 0, state: 'waiting' });
      queue.current = queue.current.then(() => send(key, file));
    }
    setUploads((current) => [...current, ...added]);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    add([...(event.target.files ?? [])]);
    // The same file may be chosen again after a failure.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const statusOf = (upload: Upload) => {
    if (upload.state === 'failed') return t(photoErrorKey(upload.code ?? ''));
    if (upload.state === 'done') return t('photos.uploaded');
    if (upload.state === 'waiting') return t('photos.waiting');
    return t('photos.sending', { percent: Math.round(upload.sent * 100) });
  };

  return (
    <div className={styles.uploader}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the file input inside is the accessible way */}
      <div
        className={dragging ? `${styles.zone} ${styles.dragging}` : styles.zone}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
      >
        <label htmlFor={inputId} className={styles.label}>
          {t('photos.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-describedby={hintId}
          className={styles.input}
          onChange={onChange}
        />
        <p id={hintId} className={hint.hint}>
          {t('photos.rules', {
            count: MAX_PRODUCT_PHOTOS,
            size: Math.round(MAX_PHOTO_BYTES / 1024 / 1024),
          })}
        </p>
      </div>
      {uploads.length > 0 ? (
        <>
          <ul className={styles.uploads} aria-label={t('photos.uploads')}>
            {uploads.map((upload) => (
              <li key={upload.key} className={upload.state === 'failed' ? styles.failed : undefined}>
                <span className={styles.name}>{upload.name}</span>
                {upload.state === 'failed' ? null : (
                  <progress
                    max={100}
                    value={Math.round(upload.sent * 100)}
                    aria-label={t('photos.progress', { name: upload.name })}
                  />
                )}
                <span role={upload.state === 'failed' ? 'alert' : undefined}>{statusOf(upload)}</span>
              </li>
            ))}
          </ul>
          {uploads.some(pending) ? null : (
            <Button variant="secondary" onClick={() => setUploads([])}>
              {t('photos.clearUploads')}
            </Button>
          )}
        </>
      ) : null}
    </div>
  );
}
