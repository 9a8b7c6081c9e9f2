import type { OfficeProduct, Staff } from '@shop/contracts';
import { Link, useParams, useTranslation } from '@shop/platform';
import { Button, PageHeading } from '@shop/ui';
import { FormAlert } from '@shop/ui/form-alert';
import { LoadingState } from '@shop/ui/loading-state';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from '../shared/components/page.module.css';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import { StaffBar } from '../shared/components/StaffBar.tsx';
import { PRODUCTS_HOME } from '../shared/lib/office-paths.ts';
import { useOfficeGetOfficeProductQuery } from './api/office-products.ts';
import { ProductEditor } from './components/ProductEditor.tsx';
import { NEW_PRODUCT } from './lib/product-list-params.ts';
import own from './ProductEditorPage.module.css';

function Frame({ staff, title, children }: { staff: Staff; title: string; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={`${styles.page} ${own.page}`}>
      <div className={styles.top}>
        <PageHeading>{title}</PageHeading>
        <StaffBar staff={staff} />
      </div>
      <p>
        <Link to={PRODUCTS_HOME}>{t('productEditor.back')}</Link>
      </p>
      {children}
    </section>
  );
}

/** An existing product: read, then edited; read again on demand (after another member's save). */
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
      <Frame staff={staff} title={t('productEditor.titleLoading')}>
        <LoadingState label={t('common.loading')} />
      </Frame>
    );
  }
  if (!data) {
    const missing = isError && (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <Frame staff={staff} title={t('productEditor.titleLoading')}>
        <FormAlert>
          <p>{t(missing ? 'productEditor.notFound' : 'productEditor.loadFailed')}</p>
          {missing ? null : (
            <Button variant="secondary" onClick={() => refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </FormAlert>
      </Frame>
    );
  }
  return (
    <Frame staff={staff} title={t('productEditor.title', { code: data.code, name: data.en.name })}>
      <ProductEditor product={data} reload={reload} />
    </Frame>
  );
}

function Editor({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useParams().id ?? NEW_PRODUCT;
  if (id === NEW_PRODUCT) {
    return (
      <Frame staff={staff} title={t('productEditor.titleNew')}>
        <ProductEditor product={null} reload={async () => null} />
      </Frame>
    );
  }
  // A new editor per product: its draft and the version it holds are that product's.
  return <ExistingProduct key={id} staff={staff} id={id} />;
}

/** `/office/products/:id`: one product's editor; `/office/products/new` a new product's. */
export default function ProductEditorPage() {
  return <RequireStaff>{(staff) => <Editor staff={staff} />}</RequireStaff>;
}
