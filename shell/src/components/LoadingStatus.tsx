import { useTranslation } from '@shop/platform';
import { Spinner } from '@shop/ui';

/** What a page area shows while its code loads (a remote's page, a lazily loaded shell page or form). */
export function LoadingStatus() {
  const { t } = useTranslation('shell');
  return (
    <div className="remote-status" role="status">
      <Spinner /> {t('remote.loading')}
    </div>
  );
}
