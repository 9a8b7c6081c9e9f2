import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { BUSINESS_HOURS } from '../business/business-details.ts';
import { formatOpeningPeriod } from '../business/business-hours.ts';

/** Opening hours, with day names and times formatted for the current language. */
export function BusinessHours() {
  const language = useAppSelector(selectLanguage);
  const { t } = useTranslation('shell');
  return (
    <dl className="shell-hours">
      {BUSINESS_HOURS.map((period) => {
        const { days, hours } = formatOpeningPeriod(period, language);
        return (
          <div key={period.from} className="shell-hours__row">
            <dt>{days.to ? t('contactDetails.dayRange', { from: days.from, to: days.to }) : days.from}</dt>
            <dd>{hours ? t('contactDetails.timeRange', hours) : t('contactDetails.closed')}</dd>
          </div>
        );
      })}
    </dl>
  );
}
