import { PREVIEW_NOTICE_PARAM, SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useState } from 'react';
import styles from './PreviewBar.module.css';
import { readPreviewState } from './read-previews.ts';
import '../i18n/register-preview.ts';

/** Ends this browser's previews (the BFF clears the cookie) and loads the page again, live. */
async function leavePreview(): Promise<boolean> {
  try {
    const response = await fetch('/api/preview', {
      method: 'DELETE',
      headers: { [SHOP_REQUEST_HEADER]: SHOP_REQUEST_HEADER_VALUE },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The address without the notice parameter the BFF added. */
function withoutNotice(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(PREVIEW_NOTICE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Says which releases this browser previews instead of the live ones, with "Leave preview"; or that a
 * preview link could not be used. Only a browser with a preview cookie (or sent back from a link) sees it.
 */
export default function PreviewBar() {
  const { t } = useTranslation('shell');
  const [state] = useState(readPreviewState);
  const [failed, setFailed] = useState(false);
  const [closed, setClosed] = useState(false);
  if (closed || !state) return null;
  if (state.previews.length === 0) {
    return (
      <section className={`${styles.bar} ${styles.refused}`} aria-label={t('preview.label')}>
        <p className={styles.text} role="status">
          {t('preview.linkRefused')}
        </p>
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            window.history.replaceState(window.history.state, '', withoutNotice());
            setClosed(true);
          }}
        >
          {t('preview.close')}
        </button>
      </section>
    );
  }
  return (
    <section className={styles.bar} aria-label={t('preview.label')}>
      <p className={styles.text}>
        <strong>{t('preview.title')}</strong>{' '}
        {t('preview.active', {
          releases: state.previews
            .map(({ area, version }) => t('preview.release', { area: t(`preview.areas.${area}`), version }))
            .join(', '),
        })}
      </p>
      {failed && (
        <p className={styles.text} role="alert">
          {t('preview.leaveFailed')}
        </p>
      )}
      <button
        type="button"
        className={styles.action}
        onClick={async () => {
          setFailed(false);
          if (await leavePreview()) window.location.assign(withoutNotice());
          else setFailed(true);
        }}
      >
        {t('preview.leave')}
      </button>
    </section>
  );
}
