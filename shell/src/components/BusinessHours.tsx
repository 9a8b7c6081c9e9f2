import { useLanguage, useTranslation } from '@shop/platform';
import { BUSINESS_HOURS } from '../business/business-details.ts';
import { formatOpeningPeriod } from '../business/business-hours.ts';
import styles from './BusinessHours.module.css';

/** Opening hours, with day names and times formatted for the current language; `onDark` for a dark background. */
export function BusinessHours({ onDark = false }: { onDark?: boolean }) {
  const language = useLanguage();
  const { t } = useTranslation('shell');
  return (
    <dl className={onDark ? `${styles.hours} ${styles.onDark}` : styles.hours}>
      {BUSINESS_HOURS.map((period) => {
        const { days, hours } = formatOpeningPeriod(period, language);
        return (
          <div key={period.from} className={styles.row}>
            <dt>{days.to ? t('contactDetails.dayRange', { from: days.from, to: days.to }) : days.from}</dt>
            <dd>{hours ? t('contactDetails.timeRange', hours) : t('contactDetails.closed')}</dd>
          </div>
        );
      })}
    </dl>
  );
}
