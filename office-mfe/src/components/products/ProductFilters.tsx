import {
  CATEGORIES,
  OFFICE_PRODUCT_SORTS,
  type OfficeProductListQuery,
  type OfficeProductSort,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { type FormEvent, useId, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { DEFAULT_SORT } from '../../lib/product-list-params.ts';
import { CheckboxField, SelectField, TextField } from '../Field.tsx';
import styles from '../inbox/FiltersForm.module.css';

const ANY = 'all';

/**
 * The products list's search, filters and sort, applied together (the URL then holds them). Remount it
 * (`key`) when the URL changes, so the fields show what the URL says.
 */
export function ProductFilters({
  query,
  onApply,
  onClear,
}: {
  query: OfficeProductListQuery;
  onApply: (query: OfficeProductListQuery) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const [q, setQ] = useState(query.q ?? '');
  const [category, setCategory] = useState<string>(query.category ?? ANY);
  const [status, setStatus] = useState<string>(query.status ?? ANY);
  const [missingGreek, setMissingGreek] = useState(query.missingGreek ?? false);
  const [sort, setSort] = useState<string>(query.sort ?? DEFAULT_SORT);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: OfficeProductListQuery = {};
    if (q.trim()) next.q = q.trim();
    if (category !== ANY) next.category = category as OfficeProductListQuery['category'];
    if (status !== ANY) next.status = status as ProductStatus;
    if (missingGreek) next.missingGreek = true;
    if (sort !== DEFAULT_SORT) next.sort = sort as OfficeProductSort;
    onApply(next);
  };

  return (
    <form onSubmit={onSubmit} className={styles.filters} aria-labelledby={headingId} noValidate>
      <h2 id={headingId} className="visually-hidden">
        {t('inbox.filters')}
      </h2>
      <div className={styles.fields}>
        <TextField
          label={t('inbox.search')}
          hint={t('products.searchHint')}
          type="search"
          value={q}
          onChange={setQ}
          maxLength={100}
        />
        <SelectField
          label={t('products.category')}
          value={category}
          onChange={setCategory}
          options={[
            { value: ANY, label: t('products.anyCategory') },
            ...CATEGORIES.map((name) => ({ value: name, label: t(`categories.${name}`) })),
          ]}
        />
        <SelectField
          label={t('inbox.status')}
          value={status}
          onChange={setStatus}
          options={[
            { value: ANY, label: t('inbox.anyStatus') },
            ...PRODUCT_STATUSES.map((name) => ({ value: name, label: t(`status.product.${name}`) })),
          ]}
        />
        <SelectField
          label={t('products.sort')}
          value={sort}
          onChange={setSort}
          options={OFFICE_PRODUCT_SORTS.map((name) => ({ value: name, label: t(`products.sorts.${name}`) }))}
        />
        <CheckboxField
          label={t('products.missingGreekOnly')}
          checked={missingGreek}
          onChange={setMissingGreek}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{t('inbox.apply')}</Button>
        <Button variant="secondary" onClick={onClear}>
          {t('inbox.clear')}
        </Button>
      </div>
    </form>
  );
}
