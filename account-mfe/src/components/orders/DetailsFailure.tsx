import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import { NAMESPACE } from '../../i18n/register.ts';

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
