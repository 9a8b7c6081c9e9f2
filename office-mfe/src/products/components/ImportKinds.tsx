import { Link, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import { PRODUCT_IMPORT, STOCK_IMPORT } from '../lib/product-list-params.ts';
import styles from './ProductImport.module.css';

/** What the import page imports, products or stock, as links (the current one marked). */
export function ImportKinds({ current }: { current: 'products' | 'stock' }) {
  const { t } = useTranslation(NAMESPACE);
  const kinds = [
    { kind: 'products', to: PRODUCT_IMPORT, label: t('stockImport.kindProducts') },
    { kind: 'stock', to: STOCK_IMPORT, label: t('stockImport.kindStock') },
  ] as const;
  return (
    <nav aria-label={t('stockImport.kinds')}>
      <ul className={styles.kinds}>
        {kinds.map(({ kind, to, label }) => (
          <li key={kind}>
            <Link to={to} aria-current={kind === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
