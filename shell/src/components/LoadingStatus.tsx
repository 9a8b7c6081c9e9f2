import { useTranslation } from '@shop/platform';
import { Spinner } from '@shop/ui';
import status from './status.module.css';

/** What a page area shows while its code loads (a remote's page, a lazily loaded shell page or form). */
export function LoadingStatus() {
  const { t } = useTranslation('shell');
  return (
    <div className={status.status} role="status">
      <Spinner /> {t('remote.loading')}
    </div>
  );
}
