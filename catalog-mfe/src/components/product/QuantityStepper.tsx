import { clampQuantity, MAX_SIZE_QUANTITY, MIN_SIZE_QUANTITY, type Size } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { memo, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './QuantityStepper.module.css';

interface Props {
  size: Size;
  value: number;
  onChange: (value: number) => void;
  /** The id of what describes the size's quantity (its availability), when there is something. */
  describedBy?: string;
}

/**
 * − / number / + for one size: 0 to 999, typing allowed, never negative (contracts' clampQuantity).
 * Memoised (the order form gives each size a stable `onChange`): a press re-renders its own stepper, not
 * every size's, nor all of them when the form's busy state changes on Add to basket.
 */
export const QuantityStepper = memo(function QuantityStepper({ size, value, onChange, describedBy }: Props) {
  const { t } = useTranslation(NAMESPACE);
  // An emptied field stays empty while typing (it counts as 0) instead of jumping back to "0".
  const [empty, setEmpty] = useState(false);

  return (
    <div className={styles.stepper}>
      <span className={styles.size} aria-hidden="true">
        {size}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={t('sizes.decrease', { size })}
        disabled={value <= MIN_SIZE_QUANTITY}
        onClick={() => {
          setEmpty(false);
          onChange(clampQuantity(value - 1));
        }}
      >
        −
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('sizes.quantity', { size })}
        aria-describedby={describedBy}
        value={empty ? '' : String(value)}
        onChange={(e) => {
          const raw = e.target.value.trim();
          setEmpty(raw === '');
          onChange(clampQuantity(raw));
        }}
        onBlur={() => setEmpty(false)}
        onFocus={(e) => e.target.select()}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t('sizes.increase', { size })}
        disabled={value >= MAX_SIZE_QUANTITY}
        onClick={() => {
          setEmpty(false);
          onChange(clampQuantity(value + 1));
        }}
      >
        +
      </button>
    </div>
  );
});
