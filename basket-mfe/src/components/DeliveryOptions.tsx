import { DELIVERY_OPTIONS, type DeliveryOption } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './DeliveryOptions.module.css';
import form from './form.module.css';
import hint from './hint.module.css';

/** The delivery option radios; ready-made pieces ship in 7–14 days, the quote confirms the rest. */
export function DeliveryOptions({
  value,
  onChange,
}: {
  value: DeliveryOption;
  onChange: (option: DeliveryOption) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  const noteId = useId();
  return (
    <fieldset className={form.fieldset} aria-describedby={noteId}>
      <legend>{t('checkout.deliveryOption')}</legend>
      {DELIVERY_OPTIONS.map((option) => (
        <div key={option} className={styles.option}>
          <input
            id={`${name}-${option}`}
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <label htmlFor={`${name}-${option}`}>
            <span className={styles.name}>{t(`delivery.${option}.name`)}</span>{' '}
            <span className={hint.hint}>{t(`delivery.${option}.description`)}</span>
          </label>
        </div>
      ))}
      <p id={noteId} className={hint.hint}>
        {t('delivery.readyMadeNote')}
      </p>
    </fieldset>
  );
}
