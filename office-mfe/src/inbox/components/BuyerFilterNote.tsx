import { Link, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import { OFFICE_HOME } from '../../shared/lib/office-paths.ts';
import { useOfficeGetOfficeBuyersInfiniteQuery } from '../api/get-lists.ts';
import { type InboxView, writeInboxParams } from '../lib/inbox-params.ts';
import styles from './BuyerFilterNote.module.css';

/**
 * A list narrowed to one buyer says whose it is (the URL holds only the id) and offers the way back to
 * every buyer's, keeping the other filters.
 */
export function BuyerFilterNote({ view }: { view: InboxView }) {
  const { t } = useTranslation(NAMESPACE);
  const buyerId = view.filters.buyer;
  const found = useOfficeGetOfficeBuyersInfiniteQuery(
    { buyer: buyerId },
    { skip: !buyerId || view.list === 'buyers' },
  );
  if (!buyerId || view.list === 'buyers') return null;
  const buyer = found.data?.pages[0]?.items[0];
  const { buyer: _omitted, ...others } = view.filters;
  const everyone = `${OFFICE_HOME}?${writeInboxParams({ list: view.list, filters: others })}`.replace(
    /\?$/,
    '',
  );
  return (
    <p className={styles.note}>
      {buyer
        ? t('inbox.onlyBuyer', { name: buyer.businessName, email: buyer.email })
        : found.isLoading
          ? t('inbox.onlyBuyerLoading')
          : t('inbox.onlyUnknownBuyer')}{' '}
      <Link to={everyone}>{t('inbox.everyBuyer')}</Link>
    </p>
  );
}
