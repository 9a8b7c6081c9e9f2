import { CUSTOM_PRODUCT_TYPES, type CustomProductType } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';

interface ProductTypeTilesProps {
  selected: readonly CustomProductType[];
  onToggle: (type: CustomProductType) => void;
}

/** Multi-select product types as toggle buttons (aria-pressed): Enter and Space work as on any button. */
export function ProductTypeTiles({ selected, onToggle }: ProductTypeTilesProps) {
  const { t } = useTranslation(NAMESPACE);
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="custom-types">
      <legend className="custom-types__legend">{t('types.heading')}</legend>
      <p id={hintId} className="custom-hint">
        {t('types.hint')}
      </p>
      <div className="custom-types__tiles">
        {CUSTOM_PRODUCT_TYPES.map((type) => {
          const pressed = selected.includes(type);
          return (
            <button
              key={type}
              type="button"
              className="custom-tile"
              aria-pressed={pressed}
              onClick={() => onToggle(type)}
            >
              <span className="custom-tile__mark" aria-hidden="true">
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
