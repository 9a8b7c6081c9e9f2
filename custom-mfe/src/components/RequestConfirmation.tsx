import { type CustomRequest, formatDate, formatGreekPostalCode, SIZES } from '@shop/contracts';
import { Link, useLanguage, useTranslation } from '@shop/platform';
import { useEffect, useRef } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import link from './link-button.module.css';
import styles from './RequestConfirmation.module.css';
import reference from './reference.module.css';

interface RequestConfirmationProps {
  request: CustomRequest;
  onNewRequest: () => void;
}

/** What the shop received, as the BFF recorded it, and where to go next. */
export function RequestConfirmation({ request, onNewRequest }: RequestConfirmationProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const address = request.deliveryAddress;
  return (
    <section className={styles.confirmation} aria-labelledby="custom-confirmation-heading">
      <h2 id="custom-confirmation-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('confirmation.heading')}
      </h2>
      <p>{t('confirmation.intro')}</p>
      <dl className={styles.summary}>
        <dt>{t('confirmation.reference')}</dt>
        <dd className={reference.reference}>{request.reference}</dd>
        <dt>{t('confirmation.date')}</dt>
        <dd>{formatDate(request.createdAt, language)}</dd>
        <dt>{t('confirmation.totalPieces')}</dt>
        <dd>{request.totalQuantity}</dd>
        <dt>{t('confirmation.deliveryAddress')}</dt>
        <dd>
          {address.street}, {formatGreekPostalCode(address.postalCode)} {address.city}, {address.country}
        </dd>
        <dt>{t('confirmation.preferredDate')}</dt>
        <dd>
          {request.preferredDeliveryDate
            ? formatDate(request.preferredDeliveryDate, language)
            : t('confirmation.noPreference')}
        </dd>
        <dt>{t('confirmation.deliveryOption')}</dt>
        <dd>
          {t(`delivery.options.${request.deliveryOption}.name`)} (
          {t(`delivery.options.${request.deliveryOption}.time`)})
        </dd>
        <dt>{t('confirmation.brandLabel')}</dt>
        <dd>{request.brandLabel ? request.brandLabel.name : t('confirmation.none')}</dd>
        {request.notes ? (
          <>
            <dt>{t('confirmation.notes')}</dt>
            <dd className={styles.notes}>{request.notes}</dd>
          </>
        ) : null}
      </dl>

      <h3>{t('confirmation.linesHeading')}</h3>
      <ul className={styles.lines}>
        {request.lines.map((line) => (
          <li key={line.type}>
            <p className={styles.lineTitle}>
              {t(`types.${line.type}`)} · {t(`fabrics.${line.fabric}`)} ·{' '}
              {t('confirmation.pieces', { count: line.totalQuantity })}
            </p>
            <p>
              {SIZES.filter((size) => (line.sizes[size] ?? 0) > 0)
                .map((size) => `${size} × ${line.sizes[size]}`)
                .join(', ')}
            </p>
            {line.designFile ? <p>{t('confirmation.design', { name: line.designFile.name })}</p> : null}
            {line.requestSample ? <p>{t('confirmation.sampleRequested')}</p> : null}
          </li>
        ))}
      </ul>

      <h3>{t('confirmation.nextHeading')}</h3>
      <ol>
        <li>{t('confirmation.next.review')}</li>
        <li>{t('confirmation.next.quote')}</li>
        <li>{t('confirmation.next.confirm')}</li>
      </ol>

      <div className={styles.actions}>
        <Link to="/" className="shop-button shop-button--primary">
          {t('confirmation.home')}
        </Link>
        <Link to="/ready-to-ship" className="shop-button shop-button--secondary">
          {t('confirmation.readyToShip')}
        </Link>
        <Link to="/orders">{t('confirmation.myRequests')}</Link>
        <button type="button" className={link.linkButton} onClick={onNewRequest}>
          {t('confirmation.another')}
        </button>
      </div>
    </section>
  );
}
