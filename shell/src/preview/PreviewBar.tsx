import { PREVIEW_NOTICE_PARAM, SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { type ReactNode, useState } from 'react';
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
/** The bar: its message and one action. */
function Bar({
  refused = false,
  action,
  onAction,
  children,
}: {
  refused?: boolean;
  action: string;
  onAction: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <section
      className={refused ? `${styles.bar} ${styles.refused}` : styles.bar}
      aria-label={t('preview.label')}
    >
      {children}
      <button type="button" className={styles.action} onClick={onAction}>
        {action}
      </button>
    </section>
  );
}

export default function PreviewBar() {
  const { t } = useTranslation('shell');
  const [state] = useState(readPreviewState);
  const [failed, setFailed] = useState(false);
  const [closed, setClosed] = useState(false);
  if (closed || !state) return null;
  if (state.previews.length === 0) {
    return (
      <Bar
        refused
        action={t('preview.close')}
        onAction={() => {
          window.history.replaceState(window.history.state, '', withoutNotice());
          setClosed(true);
        }}
      >
        <p className={styles.text} role="status">
          {t('preview.linkRefused')}
        </p>
      </Bar>
    );
  }
  return (
    <Bar
      action={t('preview.leave')}
      onAction={async () => {
        setFailed(false);
        if (await leavePreview()) window.location.assign(withoutNotice());
        else setFailed(true);
      }}
    >
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
    </Bar>
  );
}
