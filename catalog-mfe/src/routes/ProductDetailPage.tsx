import { Link, readApiError, useParams, useSearchParams, useTranslation } from '@shop/platform';
import { Button, PageHeading, Spinner } from '@shop/ui';
import { useGetProductQuery } from '../api/get-product.ts';
import { cataloguePath, parseCatalogueQuery, productPath } from '../catalogue/catalogue-query.ts';
import { ProductImage } from '../components/ProductImage.tsx';
import { errorMessage } from '../components/product/basket-messages.ts';
import { OrderForm } from '../components/product/OrderForm.tsx';
import { ProductFacts } from '../components/product/ProductFacts.tsx';
import { ProductPrice } from '../components/product/ProductPrice.tsx';
import { RelatedCarousel } from '../components/product/RelatedCarousel.tsx';
import { SampleRequest } from '../components/product/SampleRequest.tsx';
import { NAMESPACE } from '../i18n/register.ts';
import '../catalog.css';

export default function ProductDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data, error, isLoading, isFetching, refetch } = useGetProductQuery(id, { skip: id === '' });
  const backTo = cataloguePath(params);
  const back = (
    <Link to={backTo} className="catalog-back">
      <span aria-hidden="true">← </span>
      {t('product.back')}
    </Link>
  );

  if (id === '' || (error && !isFetching && readApiError(error).code === 'not_found')) {
    return (
      <div className="catalog-page catalog-not-found">
        <PageHeading>{t('product.notFoundTitle')}</PageHeading>
        <p>{t('product.notFoundText')}</p>
        {back}
      </div>
    );
  }

  if (!data || data.product.id !== id) {
    if (error && !isFetching) {
      return (
        <div className="catalog-page">
          {back}
          <PageHeading>{t('product.title')}</PageHeading>
          <div role="alert" className="catalog-error">
            <p>{t('product.error')}</p>
            <p>{errorMessage(t, readApiError(error).code)}</p>
            <Button onClick={() => void refetch()}>{t('results.retry')}</Button>
          </div>
        </div>
      );
    }
    return (
      <div className="catalog-page" aria-busy={isLoading}>
        {back}
        <p role="status" className="catalog-loading">
          <Spinner /> {t('product.loading')}
        </p>
      </div>
    );
  }

  const { product, related } = data;
  const query = parseCatalogueQuery(params);
  return (
    <div className="catalog-page">
      {back}
      <article className="catalog-product">
        <div className="catalog-product__media">
          <ProductImage src={product.images[0] ?? product.image} alt={product.name} priority="lead" />
        </div>
        <div className="catalog-product__summary">
          <p className="catalog-product__category">{t(`categories.${product.category}`)}</p>
          <PageHeading>{product.name}</PageHeading>
          <ProductPrice product={product} />
          {/* A new product starts with an empty form. */}
          <OrderForm key={product.id} product={product} />
          <SampleRequest product={product} />
        </div>
        <ProductFacts product={product} />
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
