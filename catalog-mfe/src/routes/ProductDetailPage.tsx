import { Link, readApiError, useParams, useSearchParams, useTranslation } from '@shop/platform';
import { Button, PageHeading, Spinner } from '@shop/ui';
import { Suspense } from 'react';
import { useCatalogGetProductQuery } from '../api/get-product.ts';
import { cataloguePath, parseCatalogueQuery, productPath } from '../catalogue/catalogue-query.ts';
import { errorMessage } from '../components/product/basket-messages.ts';
import { OrderForm } from '../components/product/OrderForm.tsx';
import { ProductFacts } from '../components/product/ProductFacts.tsx';
import { ProductGallery } from '../components/product/ProductGallery.tsx';
import { ProductPrice } from '../components/product/ProductPrice.tsx';
import { RelatedCarousel } from '../components/product/RelatedCarousel.tsx';
import { SampleRequest } from '../components/product/SampleRequest.tsx';
import status from '../components/status.module.css';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './ProductDetailPage.module.css';
import page from './page.module.css';

export default function ProductDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data, error, isLoading, isFetching, refetch } = useCatalogGetProductQuery(id, { skip: id === '' });
  const backTo = cataloguePath(params);
  const back = (
    <Link to={backTo} className={styles.back}>
      <span aria-hidden="true">← </span>
      {t('product.back')}
    </Link>
  );

  if (id === '' || (error && !isFetching && readApiError(error).code === 'not_found')) {
    return (
      <div className={page.page}>
        <PageHeading>{t('product.notFoundTitle')}</PageHeading>
        <p>{t('product.notFoundText')}</p>
        {back}
      </div>
    );
  }

  if (!data || data.product.id !== id) {
    if (error && !isFetching) {
      return (
        <div className={page.page}>
          {back}
          <PageHeading>{t('product.title')}</PageHeading>
          <div role="alert" className={status.error}>
            <p>{t('product.error')}</p>
            <p>{errorMessage(t, readApiError(error).code)}</p>
            <Button onClick={() => void refetch()}>{t('results.retry')}</Button>
          </div>
        </div>
      );
    }
    return (
      <div className={page.page} aria-busy={isLoading}>
        {back}
        <p role="status" className={styles.loading}>
          <Spinner /> {t('product.loading')}
        </p>
      </div>
    );
  }

  const { product, related } = data;
  const query = parseCatalogueQuery(params);
  return (
    <div className={page.page}>
      {back}
      <article className={styles.product}>
        {/* Each its own boundary: a press on the order form before the page is taken over makes React take over
            at once only what leads to it, not the gallery and the facts too (issue 48, part 5). */}
        <Suspense fallback={null}>
          <ProductGallery product={product} />
        </Suspense>
        <div className={styles.summary}>
          <p className={styles.category}>{t(`categories.${product.category}`)}</p>
          <PageHeading>{product.name}</PageHeading>
          <p className={styles.code}>{t('product.code', { code: product.code })}</p>
          <ProductPrice product={product} />
          {/* A new product starts with an empty form. */}
          <OrderForm key={product.id} product={product} />
          <Suspense fallback={null}>
            <SampleRequest product={product} />
          </Suspense>
        </div>
        <Suspense fallback={null}>
          <ProductFacts product={product} className={styles.facts} />
        </Suspense>
      </article>
      <RelatedCarousel
        key={product.id}
        products={related}
        linkTo={(relatedId) => productPath(relatedId, query)}
      />
    </div>
  );
}

export { seedProductDetail as seedFirstView } from './first-view.ts';
