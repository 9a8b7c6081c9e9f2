import { formatDate, type SampleRequest, type SampleStatus } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/platform';
import { TrackingNumber } from '@shop/ui/tracking-number';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './timeline.module.css';

/** The steps a sample went through, from what its status says: approved or declined, then shipped. */
function stepsOf(status: SampleStatus): SampleStatus[] {
  switch (status) {
    case 'requested':
      return ['requested'];
    case 'approved':
      return ['requested', 'approved'];
    case 'declined':
      return ['requested', 'declined'];
    case 'shipped':
      return ['requested', 'approved', 'shipped'];
  }
}

/**
 * A sample request's progress. The sample API gives the request's date, its status now and, once shipped,
 * the carrier and tracking number (no dates for the later steps), so that is what the timeline shows.
 */
export function SampleTimeline({ sample }: { sample: SampleRequest }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const status = sample.status ?? 'requested';
  return (
    <ol
      className={`${styles.timeline} ${styles.compact}`}
      aria-label={t('timeline.sample.label', { product: sample.productName })}
    >
      {stepsOf(status).map((step) => (
        <li key={step} className={styles.entry}>
          <p className={styles.what}>
            <strong>{t(`timeline.sample.${step}`)}</strong>
            {step === 'requested' ? (
              <>
                {', '}
                <time dateTime={sample.createdAt}>{formatDate(sample.createdAt, language)}</time>
              </>
            ) : null}
          </p>
          {step === 'shipped' && (sample.carrier || sample.trackingNumber) ? (
            <p className={styles.status}>
              {t('timeline.sample.shippedBy', { carrier: sample.carrier ?? '—' })}{' '}
              <TrackingNumber
                carrier={sample.carrier}
                number={sample.trackingNumber}
                linkLabel={(texts) => t('tracking.open', texts)}
              />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
