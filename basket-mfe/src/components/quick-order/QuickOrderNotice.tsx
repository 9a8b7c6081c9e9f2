import { useTranslation } from '@shop/platform';
import type { Ref } from 'react';
import type { QuickOrderNotice as Notice, RowSummary } from '../../hooks/use-quick-order.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import alert from '../alert.module.css';
import styles from './QuickOrderNotice.module.css';

interface QuickOrderNoticeProps {
  notice: Notice;
  /** The rows with problems, for the summary. */
  summary: readonly RowSummary[];
  /** The alert, focused when it appears. */
  noticeRef: Ref<HTMLDivElement>;
}

/**
 * The alert above the grid: a summary of the rows with problems (nothing was added), each a link to its
 * first bad field, or one message (nothing pasted, too many rows, a failure).
 */
export function QuickOrderNotice({ notice, summary, noticeRef }: QuickOrderNoticeProps) {
  const { t } = useTranslation(NAMESPACE);
  if (notice?.kind === 'summary' && summary.length > 0) {
    return (
      <div ref={noticeRef} tabIndex={-1} role="alert" className={alert.alert}>
        <p className={alert.title}>{t('quickOrder.summary.title', { count: summary.length })}</p>
        <p>{t('quickOrder.summary.nothingAdded')}</p>
        <ul className={styles.summaryList}>
          {summary.map((row) => (
            <li key={row.key}>
              <a
                href={`#${row.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(row.fieldId)?.focus();
                }}
              >
                {t('quickOrder.summary.row', { row: row.number })}
              </a>
              {': '}
              {row.text}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (notice?.kind === 'message') {
    return (
      <div ref={noticeRef} tabIndex={-1} role="alert" className={alert.alert}>
        <p>{t(notice.key, notice.values ?? {})}</p>
      </div>
    );
  }
  return null;
}
