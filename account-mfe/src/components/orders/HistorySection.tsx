import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import { LoadingState } from '@shop/ui/loading-state';
import { type ReactNode, useId } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import panel from '../panel.module.css';

/** A titled part of My Orders with its own loading and failure states (one failing does not hide the others). */
export function HistorySection({
  title,
  isLoading,
  isError,
  onRetry,
  children,
}: {
  title: string;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={panel.panel}>
      <h2 id={headingId}>{title}</h2>
      {isLoading ? (
        <LoadingState label={t('common.loading')} />
      ) : isError ? (
        <div role="alert" className={alert.alert}>
          {t('orders.loadFailed')}{' '}
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
