import { CUSTOM_PRODUCT_TYPES, type CustomProductType } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import form from './form.module.css';
import styles from './ProductTypeTiles.module.css';

interface ProductTypeTilesProps {
  selected: readonly CustomProductType[];
  onToggle: (type: CustomProductType) => void;
}

/** Multi-select product types as toggle buttons (aria-pressed): Enter and Space work as on any button. */
export function ProductTypeTiles({ selected, onToggle }: ProductTypeTilesProps) {
  const { t } = useTranslation(NAMESPACE);
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className={form.fieldset}>
      <legend className={styles.legend}>{t('types.heading')}</legend>
      <p id={hintId} className={form.hint}>
        {t('types.hint')}
      </p>
      <div className={styles.tiles}>
        {CUSTOM_PRODUCT_TYPES.map((type) => {
          const pressed = selected.includes(type);
          return (
            <button
              key={type}
              type="button"
              className={styles.tile}
              aria-pressed={pressed}
              onClick={() => onToggle(type)}
            >
              <span className={styles.mark} aria-hidden="true">
                {pressed ? '✓' : '+'}
              </span>
              {t(`types.${type}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
