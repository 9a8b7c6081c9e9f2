import { formatPrice, type OfficeProductSummary } from '@shop/contracts';
import { Link, selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import hint from '@shop/ui/hint.module.css';
import { NAMESPACE } from '../../i18n/register.ts';
import { StatusBadge } from '../../shared/components/StatusBadge.tsx';
import table from '../../shared/components/table.module.css';
import { onRowKeys } from '../../shared/hooks/use-row-keys.ts';
import { productPath } from '../lib/product-list-params.ts';
import styles from './ProductTable.module.css';
import { ProductThumb } from './ProductThumb.tsx';

/** Width of a row's photo, in CSS pixels. */
const THUMB = 56;

/**
 * One page of products: main photo, code (the link to the editor), the names in both languages, category,
 * price and status. ↓ ↑ Home End move between the rows; Enter opens one.
 */
export function ProductTable({ items }: { items: OfficeProductSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  return (
    <>
      <p className={hint.hint}>{t('inbox.keys')}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys pressed on the rows' own links bubble here */}
      <div className={table.scroll} onKeyDown={onRowKeys}>
        <table className={table.table}>
          <caption className="visually-hidden">{t('products.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('products.photo')}</th>
              <th scope="col">{t('products.code')}</th>
              <th scope="col">{t('products.nameEn')}</th>
              <th scope="col">{t('products.nameGr')}</th>
              <th scope="col">{t('products.category')}</th>
              <th scope="col" className={table.number}>
                {t('products.price')}
              </th>
              <th scope="col">{t('inbox.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((product) => (
              <tr key={product.id} data-row="">
                <td className={styles.photo}>
                  <ProductThumb photo={product.photo} alt="" size={THUMB} />
                </td>
                <th scope="row">
                  <Link to={productPath(product.id)} data-row-focus="">
                    {product.code}
                  </Link>
                </th>
                <td>{product.nameEn}</td>
                <td>
                  {product.nameGr ? (
                    <span lang="el">{product.nameGr}</span>
                  ) : (
                    <span className={styles.missing}>{t('products.greekMissing')}</span>
                  )}
                  {product.nameGr && product.missingGreek ? (
                    <>
                      {' '}
                      <span className={styles.missing}>{t('products.greekIncomplete')}</span>
                    </>
                  ) : null}
                </td>
                <td>{t(`categories.${product.category}`)}</td>
                <td className={table.number}>{formatPrice(product.priceCents, language)}</td>
                <td>
                  <StatusBadge kind="product" status={product.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
