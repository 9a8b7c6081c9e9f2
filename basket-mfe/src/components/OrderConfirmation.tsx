import { formatDate, formatGreekPostalCode, formatPrice, type Order } from '@shop/contracts';
import { Link, useLanguage, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { NAMESPACE } from '../i18n/register.ts';
import details from './details.module.css';
import hint from './hint.module.css';
import styles from './OrderConfirmation.module.css';
import page from './page.module.css';

const NEXT_STEPS = ['review', 'quote', 'confirm', 'ship'] as const;

/** What the buyer just sent, what happens next, and where to go from here. */
export function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { street, city, postalCode, country } = order.deliveryAddress;
  return (
    <section className={page.page}>
      <PageHeading>{t('checkoutSuccess.title')}</PageHeading>
      <p>{t('checkoutSuccess.intro')}</p>
      <dl className={details.details}>
        <div>
          <dt>{t('checkoutSuccess.reference')}</dt>
          <dd>{order.reference}</dd>
        </div>
        <div>
          <dt>{t('checkoutSuccess.submitted')}</dt>
          <dd>{formatDate(order.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t('checkoutSuccess.totalItems')}</dt>
          <dd>{order.totalItems}</dd>
        </div>
        <div>
          <dt>{t('checkoutSuccess.totalPrice')}</dt>
          <dd>
            {formatPrice(order.totalPriceCents, language)}{' '}
            <span className={hint.hint}>{t('summary.shippingLater')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('checkoutSuccess.address')}</dt>
          <dd>
            <address className={styles.address}>
              {street}
              <br />
              {formatGreekPostalCode(postalCode)} {city}
              <br />
              {country}
            </address>
          </dd>
        </div>
        <div>
          <dt>{t('checkoutSuccess.deliveryOption')}</dt>
          <dd>{t(`delivery.${order.deliveryOption}.name`)}</dd>
        </div>
        <div>
          <dt>{t('checkoutSuccess.expected')}</dt>
          <dd>
            {t('checkoutSuccess.toBeConfirmed')}{' '}
            <span className={hint.hint}>{t('delivery.readyMadeNote')}</span>
          </dd>
        </div>
        {order.notes ? (
          <div>
            <dt>{t('checkoutSuccess.notes')}</dt>
            <dd className={styles.notes}>{order.notes}</dd>
          </div>
        ) : null}
      </dl>
      <h2>{t('checkoutSuccess.nextTitle')}</h2>
      <ol className={styles.steps}>
        {NEXT_STEPS.map((step) => (
          <li key={step}>{t(`checkoutSuccess.next.${step}`)}</li>
        ))}
      </ol>
      <p className={page.links}>
        <Link to={`/orders/${encodeURIComponent(order.reference)}`}>{t('checkoutSuccess.viewOrder')}</Link>
        <Link to="/ready-to-ship">{t('checkoutSuccess.continueShopping')}</Link>
        <Link to="/">{t('checkoutSuccess.home')}</Link>
      </p>
    </section>
  );
}
