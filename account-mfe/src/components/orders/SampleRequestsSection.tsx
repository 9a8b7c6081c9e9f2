import { formatDate, formatPrice } from '@shop/contracts';
import { Link, useLanguage, useTranslation } from '@shop/platform';
import { useAccountGetMySampleRequestsQuery } from '../../api/get-sample-requests.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import details from '../details.module.css';
import { SampleTimeline } from '../quotes/SampleTimeline.tsx';
import empty from './empty.module.css';
import { HistorySection } from './HistorySection.tsx';
import styles from './SampleRequestsSection.module.css';

/** The buyer's sample requests and how many more may be asked for. */
export function SampleRequestsSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, isLoading, isError, refetch } = useAccountGetMySampleRequestsQuery(language);

  return (
    <HistorySection
      title={t('orders.sampleRequests')}
      isLoading={isLoading}
      isError={isError}
      onRetry={refetch}
    >
      {data ? (
        <>
          <p>{t('orders.samplesRemaining', { count: data.remaining, max: data.max })}</p>
          {data.samples.length === 0 ? (
            <div className={empty.empty}>
              <p>{t('orders.noSamples')}</p>
              <Link to="/ready-to-ship">{t('orders.browseCatalogue')}</Link>
            </div>
          ) : (
            <ul className={styles.samples}>
              {data.samples.map((sample) => (
                <li key={sample.id}>
                  <Link to={`/product/${encodeURIComponent(sample.productId)}`}>{sample.productName}</Link>
                  <dl className={`${details.details} ${details.inline}`}>
                    <dt>{t('orders.size')}</dt>
                    <dd>{sample.size}</dd>
                    <dt>{t('orders.delivery')}</dt>
                    <dd>
                      {t(`sampleDelivery.${sample.deliveryOption}`, {
                        fee: formatPrice(sample.deliveryFeeCents, language),
                      })}
                    </dd>
                    <dt>{t('orders.requestedOn')}</dt>
                    <dd>{formatDate(sample.createdAt, language)}</dd>
                  </dl>
                  <SampleTimeline sample={sample} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </HistorySection>
  );
}
