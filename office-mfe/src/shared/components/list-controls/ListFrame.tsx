import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import hint from '@shop/ui/hint.module.css';
import { LoadingState } from '@shop/ui/loading-state';
import { type ReactNode, useEffect, useRef } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { onRowKeys, ROW_FOCUS } from '../../hooks/use-row-keys.ts';
import styles from './ListFrame.module.css';

/** What a list's infinite query says about itself (RTK Query's infinite query result, the parts used here). */
export interface ListQueryState {
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A list's frame: loading, failure and empty states, the rows (moved through with the arrow keys), how many
 * are shown and the "More" button for the next page. After "More", focus goes to the first new row.
 */
export function ListFrame({
  query,
  count,
  opensRows = true,
  children,
}: {
  query: ListQueryState;
  count: number;
  /** Whether Enter on a row opens it (a request's page, a message); otherwise Tab reaches its buttons. */
  opensRows?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const rows = useRef<HTMLDivElement>(null);
  const countBeforeMore = useRef<number | null>(null);

  useEffect(() => {
    const before = countBeforeMore.current;
    if (before !== null && count > before) {
      countBeforeMore.current = null;
      rows.current?.querySelectorAll<HTMLElement>(ROW_FOCUS)[before]?.focus();
    }
  }, [count]);

  if (query.isLoading) return <LoadingState label={t('common.loading')} />;
  if (query.isError && count === 0) {
    return (
      <div role="alert" className={alert.alert}>
        {t('inbox.loadFailed')}{' '}
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (count === 0) return <p className={styles.empty}>{t('inbox.empty')}</p>;

  const more = () => {
    countBeforeMore.current = count;
    query.fetchNextPage();
  };

  return (
    <>
      <p className={hint.hint}>{t(opensRows ? 'inbox.keys' : 'inbox.keysMove')}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys pressed on the rows' own links and buttons bubble here */}
      <div ref={rows} className={styles.rows} onKeyDown={onRowKeys}>
        {children}
      </div>
      <div className={styles.footer}>
        <p role="status" className={hint.hint}>
          {t('inbox.shown', { count })}
          {query.hasNextPage ? '' : ` ${t('inbox.allShown')}`}
        </p>
        {query.hasNextPage ? (
          <Button variant="secondary" busy={query.isFetchingNextPage} onClick={more}>
            {t('inbox.more')}
          </Button>
        ) : null}
      </div>
      {query.isFetchNextPageError ? (
        <div role="alert" className={alert.alert}>
          {t('inbox.loadFailed')}
        </div>
      ) : null}
    </>
  );
}
