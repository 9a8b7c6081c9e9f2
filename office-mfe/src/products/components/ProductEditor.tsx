import { FIELD_ERROR_CODES, formatDate, type OfficeProduct, PRODUCT_TEXT_LIMITS } from '@shop/contracts';
import {
  Link,
  readApiError,
  selectLanguage,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useNavigate,
  useTranslation,
} from '@shop/platform';
import { Button } from '@shop/ui';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { type FormEvent, useRef, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { FactList } from '../../shared/components/FactList.tsx';
import { StatusBadge } from '../../shared/components/StatusBadge.tsx';
import { apiErrorKey } from '../../shared/lib/api-error-message.ts';
import type { FieldError } from '../../shared/lib/validation.ts';
import {
  officeProductsApi,
  useOfficeCreateProductMutation,
  useOfficeUpdateProductMutation,
} from '../api/office-products.ts';
import {
  changedFields,
  draftFromForm,
  emptyForm,
  featureLineOf,
  fieldOf,
  formFromProduct,
  formProblems,
  type ProductForm,
  withFields,
} from '../lib/product-form.ts';
import { productPath } from '../lib/product-list-params.ts';
import type { ShownError } from './editor-fields.ts';
import { MyChangesPanel } from './MyChangesPanel.tsx';
import { ProductBasicsFields } from './ProductBasicsFields.tsx';
import styles from './ProductEditor.module.css';
import { ProductStatusActions } from './ProductStatusActions.tsx';
import { ProductTextsFields } from './ProductTextsFields.tsx';
import { PhotosPanel } from './photos/PhotosPanel.tsx';
import { RelatedProductsField } from './RelatedProductsField.tsx';

/** A problem of a field: its code and, for a feature, its 1-based line. */
interface Problem {
  code: string;
  line?: number | undefined;
}

/** Problems keyed like the API's (`en.features.2`) gathered per field of the editor (`en.features`). */
function byField(problems: Record<string, string>, include: (field: string) => boolean) {
  const found: Record<string, Problem> = {};
  for (const [key, code] of Object.entries(problems)) {
    const field = fieldOf(key);
    if (include(field) && !found[field]) found[field] = { code, line: featureLineOf(key) };
  }
  return found;
}

function shown(problem: Problem | undefined): ShownError | undefined {
  if (!problem) return undefined;
  if (problem.line !== undefined && problem.code === 'too_long') {
    return { error: 'line_too_long', errorValues: { line: problem.line, max: PRODUCT_TEXT_LIMITS.feature } };
  }
  const known = (FIELD_ERROR_CODES as readonly string[]).includes(problem.code);
  return { error: (known ? problem.code : 'invalid_value') as FieldError };
}

interface Props {
  /** The product as last read; null for a new one. */
  product: OfficeProduct | null;
  /** Reads the product again as the BFF has it now (after a 409 `stale_product`). */
  reload: () => Promise<OfficeProduct | null>;
}

/**
 * A product's words, sizes, price and related products; its status; its photos. Problems are contracts'
 * `productDraftProblems`, shown on a field once it is left or the form is sent, and the server's beside
 * them. Saving sends the version the editor opened: when another member saved meanwhile (409
 * `stale_product`) nothing is written, the alert says so, and "Load their version" puts theirs in the form
 * and keeps this member's changes beside it to copy, or to put back and save over theirs.
 */
export function ProductEditor({ product, reload }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ProductForm>(() => (product ? formFromProduct(product) : emptyForm()));
  const [saved, setSaved] = useState<ProductForm>(form);
  const [version, setVersion] = useState(product?.version ?? 0);
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [serverProblems, setServerProblems] = useState<Record<string, Problem>>({});
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  /** After loading a colleague's version: this member's form and the version it was based on. */
  const [mine, setMine] = useState<{ form: ProductForm; base: ProductForm } | null>(null);
  const [loadingTheirs, setLoadingTheirs] = useState(false);
  const [createProduct, creating] = useOfficeCreateProductMutation();
  const [updateProduct, updating] = useOfficeUpdateProductMutation();

  const clientProblems = byField(formProblems(form), (field) => attempted || touched.has(field));
  const errorOf = (field: string) => shown(clientProblems[field] ?? serverProblems[field]);
  const unsaved = product !== null && changedFields(form, saved).length > 0;

  const fail = (code: string) => setFailure((p) => ({ code, attempt: (p?.attempt ?? 0) + 1 }));
  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const change = (patch: Partial<ProductForm>, fields: readonly string[]) => {
    setForm((current) => ({ ...current, ...patch }));
    setServerProblems((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));

  /** A save or status change answered: the editor now holds that version. */
  const savedAs = (answer: OfficeProduct, words: boolean) => {
    setVersion(answer.version);
    if (words) {
      const now = formFromProduct(answer);
      setForm(now);
      setSaved(now);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(formProblems(form)).length > 0) {
      fail('validation_failed');
      focusFirstInvalid();
      return;
    }
    const draft = draftFromForm(form);
    try {
      if (product === null) {
        const created = await createProduct(draft).unwrap();
        dispatch(officeProductsApi.util.upsertQueryData('officeGetOfficeProduct', created.id, created));
        dispatch(toastShown({ kind: 'success', title: t('productEditor.created') }));
        navigate(productPath(created.id), { replace: true });
        return;
      }
      const updated = await updateProduct({ id: product.id, body: { version, product: draft } }).unwrap();
      savedAs(updated, true);
      setFailure(null);
      setMine(null);
      dispatch(toastShown({ kind: 'success', title: t('productEditor.saved') }));
    } catch (error) {
      const body = readApiError(error);
      if (body.fields) setServerProblems(byField(body.fields, () => true));
      fail(body.code);
      if (body.fields) focusFirstInvalid();
    }
  };

  const loadTheirs = async () => {
    setLoadingTheirs(true);
    const current = await reload();
    setLoadingTheirs(false);
    if (!current) {
      fail('network_error');
      return;
    }
    const theirs = formFromProduct(current);
    setMine({ form, base: saved });
    setForm(theirs);
    setSaved(theirs);
    setVersion(current.version);
    setServerProblems({});
    setAttempted(false);
    setFailure(null);
  };

  const failureText = (code: string) => {
    if (code === 'stale_product') return t('productEditor.stale');
    if (code === 'validation_failed') return t('errors.validation');
    if (code === 'publish_invalid') return t('productStatus.invalid');
    if (code === 'not_found') return t('productEditor.gone');
    return t(apiErrorKey(code));
  };

  const busy = creating.isLoading || updating.isLoading;
  return (
    <>
      {product ? (
        <>
          <FactList>
            <dt>{t('inbox.status')}</dt>
            <dd>
              <StatusBadge kind="product" status={product.status} />
              {product.status === 'published' ? (
                <>
                  {' '}
                  <Link to={`/product/${encodeURIComponent(product.id)}`}>
                    {t('productEditor.viewInShop')}
                  </Link>
                </>
              ) : null}
            </dd>
            <dt>{t('productEditor.lastSaved')}</dt>
            <dd>
              {product.updatedBy
                ? t('productEditor.savedBy', {
                    name: product.updatedBy,
                    date: formatDate(product.updatedAt, language),
                  })
                : formatDate(product.updatedAt, language)}
            </dd>
          </FactList>
          <ProductStatusActions
            product={product}
            version={version}
            unsaved={unsaved}
            onChanged={(answer) => {
              savedAs(answer, false);
              setFailure(null);
            }}
            onFailure={(error) => {
              // Publishing checks the saved product: its problems show on the fields, to fix and save first.
              if (error.fields) {
                setServerProblems(byField(error.fields, () => true));
                focusFirstInvalid();
              }
              fail(error.code === 'validation_failed' ? 'publish_invalid' : error.code);
            }}
          />
        </>
      ) : null}
      {failure ? (
        <FormAlert key={failure.attempt}>
          <p>{failureText(failure.code)}</p>
          {failure.code === 'stale_product' ? (
            <Button variant="secondary" busy={loadingTheirs} onClick={() => void loadTheirs()}>
              {t('productEditor.loadTheirs')}
            </Button>
          ) : null}
        </FormAlert>
      ) : null}
      {mine ? (
        <MyChangesPanel
          mine={mine.form}
          base={mine.base}
          theirs={saved}
          onRestore={(fields) => {
            setForm((current) => withFields(current, mine.form, fields));
            setMine(null);
          }}
          onDismiss={() => setMine(null)}
        />
      ) : null}
      <form ref={formRef} noValidate className={formStyles.form} onSubmit={(event) => void onSubmit(event)}>
        <ProductBasicsFields form={form} change={change} errorOf={errorOf} touch={touch} />
        <ProductTextsFields form={form} change={change} errorOf={errorOf} touch={touch} />
        <RelatedProductsField
          form={form}
          change={change}
          errorOf={errorOf}
          touch={touch}
          productId={product?.id ?? null}
        />
        <div className={formStyles.actions}>
          <Button type="submit" busy={busy}>
            {t(product ? 'productEditor.save' : 'productEditor.create')}
          </Button>
          {unsaved ? <span className={styles.unsaved}>{t('productEditor.unsaved')}</span> : null}
        </div>
      </form>
      {product ? <PhotosPanel product={product} /> : null}
    </>
  );
}
