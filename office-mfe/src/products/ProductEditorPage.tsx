import type { OfficeProduct, Staff } from '@shop/contracts';
import { useParams, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { FormAlert } from '@shop/ui/form-alert';
import { LoadingState } from '@shop/ui/loading-state';
import { NAMESPACE } from '../i18n/register.ts';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import { useOfficeGetOfficeProductQuery } from './api/office-products.ts';
import { ProductEditor } from './components/ProductEditor.tsx';
import { ProductPageFrame } from './components/ProductPageFrame.tsx';
import { StockPanel } from './components/stock/StockPanel.tsx';
import { NEW_PRODUCT } from './lib/product-list-params.ts';

/**
 * An existing product: read, then edited; read again on demand (after another member's save). Its stock per
 * size below, read and saved apart.
 */
function ExistingProduct({ staff, id }: { staff: Staff; id: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { data, isLoading, isError, error, refetch } = useOfficeGetOfficeProductQuery(id);
  const reload = async (): Promise<OfficeProduct | null> => {
    const answer = await refetch();
    // A failed read keeps the old answer's data: that is not their version.
    return answer.isError ? null : (answer.data ?? null);
  };
  if (!data && isLoading) {
    return (
      <ProductPageFrame staff={staff} title={t('productEditor.titleLoading')}>
        <LoadingState label={t('common.loading')} />
      </ProductPageFrame>
    );
  }
  if (!data) {
    const missing = isError && (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <ProductPageFrame staff={staff} title={t('productEditor.titleLoading')}>
        <FormAlert>
          <p>{t(missing ? 'productEditor.notFound' : 'productEditor.loadFailed')}</p>
          {missing ? null : (
            <Button variant="secondary" onClick={() => refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </FormAlert>
      </ProductPageFrame>
    );
  }
  return (
    <ProductPageFrame staff={staff} title={t('productEditor.title', { code: data.code, name: data.en.name })}>
      <ProductEditor product={data} reload={reload} />
      <StockPanel productId={data.id} />
    </ProductPageFrame>
  );
}

function Editor({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useParams().id ?? NEW_PRODUCT;
  if (id === NEW_PRODUCT) {
    return (
      <ProductPageFrame staff={staff} title={t('productEditor.titleNew')}>
        <ProductEditor product={null} reload={async () => null} />
      </ProductPageFrame>
    );
  }
  // A new editor per product: its draft and the version it holds are that product's.
  return <ExistingProduct key={id} staff={staff} id={id} />;
}

/** `/office/products/:id`: one product's editor; `/office/products/new` a new product's. */
export default function ProductEditorPage() {
  return <RequireStaff>{(staff) => <Editor staff={staff} />}</RequireStaff>;
}
