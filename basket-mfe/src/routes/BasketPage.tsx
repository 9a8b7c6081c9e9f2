import type { Basket } from '@shop/contracts';
import { Link, loginPath, Navigate, useBuyer, useGetBasketQuery, useTranslation } from '@shop/platform';
import { Button, PageHeading, Spinner } from '@shop/ui';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useBasketGetCheckoutProfileQuery } from '../api/get-checkout-profile.ts';
import { useBasketSubmitOrderRequestMutation } from '../api/submit-order-request.ts';
import alert from '../components/alert.module.css';
import { BasketLineItem } from '../components/BasketLineItem.tsx';
import { CheckoutForm } from '../components/CheckoutForm.tsx';
import { ClearBasketControl } from '../components/ClearBasketControl.tsx';
import { EmptyBasket } from '../components/EmptyBasket.tsx';
import { OrderTotals } from '../components/OrderTotals.tsx';
import page from '../components/page.module.css';
import { useBasketLineActions } from '../hooks/use-basket-line-actions.ts';
import { CHECKOUT_MUTATION_KEY } from '../hooks/use-order-submit.ts';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './BasketPage.module.css';

type FocusTarget = 'lines' | 'empty';

export default function BasketPage() {
  const { t } = useTranslation(NAMESPACE);
  const { buyer, isLoading: sessionLoading } = useBuyer();
  const basketQuery = useGetBasketQuery(undefined, { skip: !buyer });
  const { data: profile, isLoading: profileLoading } = useBasketGetCheckoutProfileQuery(undefined, {
    skip: !buyer,
  });
  const [, submitted] = useBasketSubmitOrderRequestMutation({ fixedCacheKey: CHECKOUT_MUTATION_KEY });
  const linesHeadingId = useId();
  const summaryHeadingId = useId();
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  // The submit's result is shared by key; forget it when leaving, so the next visit starts afresh.
  const resetSubmitted = useRef(submitted.reset);
  resetSubmitted.current = submitted.reset;
  useEffect(() => () => resetSubmitted.current(), []);

  // After a remove or a clear, the removed control is gone: focus goes to the heading of what is left.
  const focusAfter = useCallback(
    (left: Basket) => setFocusTarget(left.lines.length > 0 ? 'lines' : 'empty'),
    [],
  );
  useEffect(() => {
    const target = focusTarget === 'lines' ? linesHeading.current : emptyHeading.current;
    if (focusTarget && target) {
      target.focus();
      setFocusTarget(null);
    }
  });
  const actions = useBasketLineActions(focusAfter);

  if (!sessionLoading && !buyer) return <Navigate to={loginPath('/basket')} replace />;
  if (submitted.data) {
    const reference = encodeURIComponent(submitted.data.reference);
    return <Navigate to={`/checkout-success?reference=${reference}`} />;
  }

  const basket = basketQuery.data;
  let content: ReactNode;
  if (basket === undefined && basketQuery.isError) {
    content = (
      <div role="alert" className={alert.alert}>
        <p>{t('basket.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void basketQuery.refetch()}>
          {t('basket.retry')}
        </Button>
      </div>
    );
  } else if (basket === undefined) {
    content = (
      <p role="status" className={page.status}>
        <Spinner /> {t('basket.loading')}
      </p>
    );
  } else if (basket.lines.length === 0) {
    content = <EmptyBasket headingRef={emptyHeading} />;
  } else {
    content = (
      <div className={styles.layout}>
        <section aria-labelledby={linesHeadingId}>
          <h2 id={linesHeadingId} ref={linesHeading} tabIndex={-1}>
            {t('basket.linesHeading', { count: basket.lines.length })}
          </h2>
          <ul className={styles.lineList}>
            {basket.lines.map((line) => (
              <BasketLineItem key={line.productId} line={line} actions={actions} />
            ))}
          </ul>
          <ClearBasketControl onCleared={focusAfter} />
        </section>
        <section aria-labelledby={summaryHeadingId} className={styles.summary}>
          <h2 id={summaryHeadingId}>{t('summary.title')}</h2>
          <OrderTotals basket={basket} />
          {/* The form waits for the profile that prefills its address: sent before it arrived, it was refused
              as having no address, and then showed the address filled in. */}
          {profileLoading ? (
            <p role="status" className={page.status}>
              <Spinner /> {t('checkout.loading')}
            </p>
          ) : (
            <CheckoutForm basket={basket} profile={profile} />
          )}
        </section>
      </div>
    );
  }

  return (
    <section className={page.page}>
      <PageHeading>{t('basket.title')}</PageHeading>
      <p>
        <Link to="/quick-order">{t('quickOrder.link')}</Link>
      </p>
      {content}
    </section>
  );
}
