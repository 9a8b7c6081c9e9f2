import { DELIVERY_OPTIONS, type DeliveryOption } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './DeliveryOptions.module.css';
import form from './form.module.css';

interface DeliveryOptionsProps {
  value: DeliveryOption;
  disabled: boolean;
  onChange: (option: DeliveryOption) => void;
}

/** Standard, fast or express, each with its lead time and what it is good for. */
export function DeliveryOptions({ value, disabled, onChange }: DeliveryOptionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  return (
    <fieldset className={form.fieldset}>
      <legend className={form.label}>{t('delivery.option')}</legend>
      {DELIVERY_OPTIONS.map((option) => {
        const id = `${name}-${option}`;
        return (
          <div key={option} className={styles.option}>
            <input
              id={id}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
            />
            <label htmlFor={id}>
              <span className={styles.name}>{t(`delivery.options.${option}.name`)}</span>{' '}
              <span>{t(`delivery.options.${option}.time`)}</span>{' '}
              <span className={form.hint}>{t(`delivery.options.${option}.note`)}</span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
