import type { OfficeProductListQuery, Staff } from '@shop/contracts';
import { Link, useNavigate, useSearchParams, useTranslation } from '@shop/platform';
import { Button, PageHeading } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import hint from '@shop/ui/hint.module.css';
import { LoadingState } from '@shop/ui/loading-state';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import listStyles from '../shared/components/list-controls/ListFrame.module.css';
import styles from '../shared/components/page.module.css';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import { StaffBar } from '../shared/components/StaffBar.tsx';
import { useOfficeGetOfficeProductsQuery } from './api/office-products.ts';
import { ProductCounts } from './components/ProductCounts.tsx';
import { ProductFilters } from './components/ProductFilters.tsx';
import { ProductPages } from './components/ProductPages.tsx';
import { ProductTable } from './components/ProductTable.tsx';
import {
  NEW_PRODUCT,
  PRODUCT_IMPORT,
  productListPath,
  productPath,
  readProductParams,
  STOCK_IMPORT,
  writeProductParams,
} from './lib/product-list-params.ts';
import own from './ProductsPage.module.css';

/**
 * The catalogue as the team manages it: counts per status, search, filters and sort (all in the URL, so a
 * view can be bookmarked and gone back to), a page of products at a time, each opening its editor.
 */
function Products({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readProductParams(params);
  const list = useOfficeGetOfficeProductsQuery(query);
  const data = list.currentData ?? list.data;

  /** A new search or filter starts at its first page. */
  const show = (next: OfficeProductListQuery) => {
    const { page: _page, ...rest } = next;
    navigate(productListPath(rest));
  };

  let body: ReactNode;
  if (!data && list.isFetching) body = <LoadingState label={t('common.loading')} />;
  else if (!data || (list.isError && !list.isFetching)) {
    body = (
      <div role="alert" className={alert.alert}>
        {t('products.loadFailed')}{' '}
        <Button variant="secondary" onClick={() => list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (data.items.length === 0) {
    body = <p className={listStyles.empty}>{t('inbox.empty')}</p>;
  } else {
    body = (
      <>
        <p role="status" className={hint.hint}>
          {t('products.found', { count: data.total })}
        </p>
        <ProductTable items={data.items} />
        <ProductPages
          page={data.page}
          pageCount={data.pageCount}
          pathOf={(page) => productListPath({ ...query, page })}
        />
      </>
    );
  }

  return (
    <section className={styles.page}>
      <div className={styles.top}>
        <PageHeading>{t('products.title')}</PageHeading>
        <StaffBar staff={staff} />
      </div>
      <p>{t('products.intro')}</p>
      <div className={own.links}>
        <Link to={productPath(NEW_PRODUCT)} className="shop-button shop-button--primary">
          {t('products.new')}
        </Link>
        <Link to={PRODUCT_IMPORT} className="shop-button shop-button--secondary">
          {t('products.import')}
        </Link>
        <Link to={STOCK_IMPORT} className="shop-button shop-button--secondary">
          {t('products.importStock')}
        </Link>
      </div>
      {data ? <ProductCounts counts={data.counts} query={query} onChoose={show} /> : null}
      <ProductFilters
        key={writeProductParams(query).toString()}
        query={query}
        onApply={show}
        onClear={() => show({})}
      />
      {body}
    </section>
  );
}

export default function ProductsPage() {
  return <RequireStaff>{(staff) => <Products staff={staff} />}</RequireStaff>;
}
