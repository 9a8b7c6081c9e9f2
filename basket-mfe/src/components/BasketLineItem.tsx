import { type BasketLine, formatPrice, SIZES, type Size } from '@shop/contracts';
import { Link, useLanguage, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { useId, useState } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import { availabilityText } from '../lib/availability-text.ts';
import { errorMessageKey } from '../lib/error-message.ts';
import { planSizeEdit } from '../lib/line-editing.ts';
import styles from './BasketLineItem.module.css';
import { BrandLogoControl } from './BrandLogoControl.tsx';
import type { ActionResult, BasketLineActions } from './line-actions.ts';
import { SizeQuantityField } from './SizeQuantityField.tsx';

/**
 * One product in the basket: sizes edited in place with each size's stock, brand toggle and logo, line total,
 * remove. A line asking for more than is free says so; it may be sent all the same.
 */
export function BasketLineItem({ line, actions }: { line: BasketLine; actions: BasketLineActions }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const nameId = useId();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  const show = (result: ActionResult) => setError(result.ok ? null : result.code);

  const commitSize = async (size: Size, draft: string): Promise<boolean> => {
    const edit = planSizeEdit(line, size, draft);
    if (edit.kind === 'unchanged') return true;
    if (edit.kind === 'refused') {
      setError(edit.code);
      return true;
    }
    const result = await actions.changeQuantities(line.productId, edit.quantities);
    show(result);
    return result.ok;
  };

  const remove = async () => {
    setRemoving(true);
    const result = await actions.remove(line.productId);
    // On success this line unmounts; only a failure needs the state back.
    if (!result.ok) {
      setRemoving(false);
      show(result);
    }
  };

  const productPath = `/product/${encodeURIComponent(line.productId)}`;
  const availabilityOf = new Map(line.availability.map((entry) => [entry.size, entry]));
  const shortOf = new Map(line.stockShortfalls.map((short) => [short.size, short]));

  return (
    <li>
      <article aria-labelledby={nameId} className={styles.line}>
        <img className={styles.image} src={line.image} alt="" width={96} height={128} />
        <div>
          <h3 id={nameId} className={styles.name}>
            <Link to={productPath}>{line.name}</Link>
          </h3>
          <p className={styles.price}>
            {t('line.unitPrice', { price: formatPrice(line.unitPriceCents, language) })}
          </p>
          <fieldset className={styles.sizes}>
            <legend>{t('line.sizes')}</legend>
            {SIZES.map((size) => (
              <SizeQuantityField
                key={size}
                size={size}
                value={line.quantities[size] ?? 0}
                onCommit={commitSize}
                availability={availabilityText(availabilityOf.get(size), t, language)}
                shortage={
                  shortOf.has(size) ? t('stock.sizeShort', { free: shortOf.get(size)?.free ?? 0 }) : null
                }
              />
            ))}
          </fieldset>
          {line.stockShortfalls.length > 0 ? (
            <div className={styles.overStock}>
              <p>{t('stock.lineOver')}</p>
              <ul>
                {line.stockShortfalls.map((short) => (
                  <li key={short.size}>{t('stock.lineOverSize', { ...short })}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <BrandLogoControl
            productName={line.name}
            addYourBrand={line.addYourBrand}
            logo={line.brandLogo}
            onToggle={(on) => actions.setAddYourBrand(line.productId, on)}
            onAttach={(file) => actions.attachLogo(line.productId, file)}
            onDetach={() => actions.detachLogo(line.productId)}
            onResult={show}
          />
          <div role="alert" className={styles.error}>
            {error ? t(errorMessageKey(error)) : null}
          </div>
        </div>
        <div className={styles.aside}>
          <p className={styles.total}>
            <span>{t('line.pieces', { count: line.totalQuantity })}</span>
            <strong>{t('line.total', { price: formatPrice(line.lineTotalCents, language) })}</strong>
          </p>
          <Button
            variant="secondary"
            busy={removing}
            aria-label={t('line.removeFor', { name: line.name })}
            onClick={() => void remove()}
          >
            {t('line.remove')}
          </Button>
        </div>
      </article>
    </li>
  );
}
