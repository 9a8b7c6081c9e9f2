import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { NAMESPACE } from '../../i18n/register.ts';
import alert from '../alert.module.css';

/** An unknown reference says so; any other failure offers to try again. */
export function DetailsFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  if (readApiError(error).code === 'not_found') {
    return (
      <div role="alert" className={alert.alert}>
        {t('orderDetails.notFound')}
      </div>
    );
  }
  return (
    <div role="alert" className={alert.alert}>
      {t('orderDetails.loadFailed')}{' '}
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
