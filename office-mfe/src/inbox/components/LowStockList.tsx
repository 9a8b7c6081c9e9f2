import { formatDate, LOW_STOCK_THRESHOLD, type OfficeLowStockItem } from '@shop/contracts';
import { Link, selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import badge from '@shop/ui/status-badge.module.css';
import { NAMESPACE } from '../../i18n/register.ts';
import items from '../../shared/components/items.module.css';
import { ListFrame } from '../../shared/components/list-controls/ListFrame.tsx';
import table from '../../shared/components/table.module.css';
import { PRODUCTS_HOME } from '../../shared/lib/office-paths.ts';
import { useOfficeGetLowStockInfiniteQuery } from '../api/get-low-stock.ts';
import styles from './LowStockList.module.css';
import { lowStockHeadingId } from './row-ids.ts';

/** Where a product's stock is kept: its page in the office. */
export const officeProductPath = (productId: string) => `${PRODUCTS_HOME}/${encodeURIComponent(productId)}`;

function LowStockItem({ item }: { item: OfficeLowStockItem }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const headingId = lowStockHeadingId(item);
  // The Greek name when there is one; the office shows the English meanwhile, as the shop does.
  const name = language === 'gr' && item.nameGr ? item.nameGr : item.nameEn;
  return (
    <li className={items.item} data-row="" aria-labelledby={headingId}>
      <div className={items.head}>
        <h3 id={headingId}>
          <Link to={officeProductPath(item.productId)} data-row-focus="">
            {item.code} · {name}
          </Link>
        </h3>
        {item.backorderDays !== null ? (
          <span className={badge.status}>{t('lowStock.backordered', { count: item.backorderDays })}</span>
        ) : null}
      </div>
      <div className={table.scroll}>
        <table className={`${table.table} ${styles.sizes}`}>
          <caption className="visually-hidden">{t('lowStock.sizesOf', { code: item.code })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lowStock.size')}</th>
              <th scope="col" className={table.number}>
                {t('lowStock.free')}
              </th>
              <th scope="col" className={table.number}>
                {t('lowStock.reserved')}
              </th>
              <th scope="col" className={table.number}>
                {t('lowStock.onHand')}
              </th>
              <th scope="col">{t('lowStock.restock')}</th>
            </tr>
          </thead>
          <tbody>
            {item.sizes.map((size) => (
              <tr key={size.size}>
                <th scope="row">{size.size}</th>
                <td className={table.number}>{size.free}</td>
                <td className={table.number}>{size.reserved}</td>
                <td className={table.number}>{size.onHand}</td>
                <td className={table.nowrap}>
                  {size.restockDate ? formatDate(size.restockDate, language) : t('lowStock.noRestock')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}

/**
 * The products running low (a size with fewer than LOW_STOCK_THRESHOLD pieces free), most urgent first, each
 * with its low sizes and a link to its page, where the team restocks it.
 */
export function LowStockList() {
  const { t } = useTranslation(NAMESPACE);
  const query = useOfficeGetLowStockInfiniteQuery();
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.count ?? products.length;
  const loaded = !query.isLoading && !query.isError;
  return (
    <>
      <p>{t('lowStock.intro', { threshold: LOW_STOCK_THRESHOLD })}</p>
      {loaded && products.length === 0 ? (
        <p className={styles.empty}>{t('lowStock.empty')}</p>
      ) : (
        <>
          {loaded ? <p className={styles.total}>{t('lowStock.count', { count: total })}</p> : null}
          <ListFrame query={query} count={products.length}>
            <ul className={items.items}>
              {products.map((item) => (
                <LowStockItem key={item.productId} item={item} />
              ))}
            </ul>
          </ListFrame>
        </>
      )}
    </>
  );
}
