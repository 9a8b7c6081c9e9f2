import { MIN_ORDER_PIECES } from '@shop/contracts';
import { loginPath, Navigate, useBuyer, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import hint from '../components/hint.module.css';
import page from '../components/page.module.css';
import { PasteBox } from '../components/quick-order/PasteBox.tsx';
import { QuickOrderAdded } from '../components/quick-order/QuickOrderAdded.tsx';
import { QuickOrderGrid } from '../components/quick-order/QuickOrderGrid.tsx';
import { QuickOrderNotice } from '../components/quick-order/QuickOrderNotice.tsx';
import { useQuickOrder } from '../hooks/use-quick-order.ts';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './QuickOrderPage.module.css';

/**
 * Quick order: many products at once by code, typed in a grid (with suggestions by code or name) or pasted
 * from a spreadsheet. Every row is checked before anything is sent, each problem shown at its cell and in a
 * summary; the rows then go into the basket with one request, which the server checks again (all or none).
 */
export default function QuickOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  const { buyer, isLoading: sessionLoading } = useBuyer();
  const order = useQuickOrder();

  if (!sessionLoading && !buyer) return <Navigate to={loginPath('/quick-order')} replace />;

  const heading = <PageHeading>{t('quickOrder.title')}</PageHeading>;
  if (buyer?.approval === 'pending') {
    return (
      <section className={page.page}>
        {heading}
        <p role="status" className={styles.pending}>
          {t('quickOrder.awaitingApproval')}
        </p>
      </section>
    );
  }

  return (
    <section className={page.page}>
      {heading}
      <p>{t('quickOrder.intro')}</p>
      <p className={hint.hint}>{t('quickOrder.minimumNote', { min: MIN_ORDER_PIECES })}</p>
      {order.added ? <QuickOrderAdded result={order.added} headingRef={order.addedRef} /> : null}
      <QuickOrderNotice notice={order.notice} summary={order.summary} noticeRef={order.noticeRef} />
      <PasteBox value={order.pasted} onChange={order.setPasted} onPut={() => void order.putIntoGrid()} />
      <QuickOrderGrid order={order} />
    </section>
  );
}
