import { ORDER_REFERENCE_PATTERN } from '@shop/contracts';
import {
  Link,
  loginPath,
  Navigate,
  readApiError,
  useBuyer,
  useSearchParams,
  useTranslation,
} from '@shop/platform';
import { Button, PageHeading, Spinner } from '@shop/ui';
import { useBasketGetOrderRequestQuery } from '../api/get-order-request.ts';
import alert from '../components/alert.module.css';
import { OrderConfirmation } from '../components/OrderConfirmation.tsx';
import page from '../components/page.module.css';
import { NAMESPACE } from '../i18n/register.ts';

const referencePattern = new RegExp(ORDER_REFERENCE_PATTERN, 'u');

/** The confirmation of a submitted order request, read from the server by its reference. */
export default function CheckoutSuccessPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() ?? '';
  const wellFormed = referencePattern.test(reference);
  const { buyer, isLoading: sessionLoading } = useBuyer();
  const order = useBasketGetOrderRequestQuery(reference, { skip: !buyer || !wellFormed });

  if (!reference) return <Navigate to="/" replace />;
  if (!sessionLoading && !buyer) {
    return (
      <Navigate to={loginPath(`/checkout-success?reference=${encodeURIComponent(reference)}`)} replace />
    );
  }
  if (order.data) return <OrderConfirmation order={order.data} />;

  const failure = order.isError ? readApiError(order.error) : null;
  if (!wellFormed || failure?.code === 'not_found') {
    return (
      <section className={page.page}>
        <PageHeading>{t('checkoutSuccess.notFoundTitle')}</PageHeading>
        <p>{t('checkoutSuccess.notFoundText', { reference })}</p>
        <p className={page.links}>
          <Link to="/orders">{t('checkoutSuccess.myOrders')}</Link>
          <Link to="/">{t('checkoutSuccess.home')}</Link>
        </p>
      </section>
    );
  }
  if (failure) {
    return (
      <section className={page.page}>
        <PageHeading>{t('checkoutSuccess.loadFailedTitle')}</PageHeading>
        <div role="alert" className={alert.alert}>
          <p>{t('checkoutSuccess.loadFailedText')}</p>
          <Button variant="secondary" onClick={() => void order.refetch()}>
            {t('basket.retry')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className={page.page}>
      <p role="status" className={page.status}>
        <Spinner /> {t('checkoutSuccess.loading')}
      </p>
    </section>
  );
}
