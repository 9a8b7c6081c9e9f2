import { SIZES, type SizeQuantities } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './SizeList.module.css';

/** The pieces per size as they were submitted, in size order, sizes left at 0 omitted. */
export function SizeList({ quantities }: { quantities: SizeQuantities }) {
  const { t } = useTranslation(NAMESPACE);
  const sizes = SIZES.filter((size) => (quantities[size] ?? 0) > 0);
  return (
    <ul className={styles.sizes}>
      {sizes.map((size) => (
        <li key={size}>{t('common.sizeQuantity', { size, count: quantities[size] })}</li>
      ))}
    </ul>
  );
}
