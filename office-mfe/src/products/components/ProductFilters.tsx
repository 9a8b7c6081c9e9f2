import {
  CATEGORIES,
  OFFICE_PRODUCT_SORTS,
  type OfficeProductListQuery,
  type OfficeProductSort,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { CheckboxField, SelectField, TextField } from '../../shared/components/fields.tsx';
import { FiltersFrame } from '../../shared/components/list-controls/FiltersFrame.tsx';
import { DEFAULT_SORT } from '../lib/product-list-params.ts';

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
  const [q, setQ] = useState(query.q ?? '');
  const [category, setCategory] = useState<string>(query.category ?? ANY);
  const [status, setStatus] = useState<string>(query.status ?? ANY);
  const [missingGreek, setMissingGreek] = useState(query.missingGreek ?? false);
  const [sort, setSort] = useState<string>(query.sort ?? DEFAULT_SORT);

  const apply = () => {
    const next: OfficeProductListQuery = {};
    if (q.trim()) next.q = q.trim();
    if (category !== ANY) next.category = category as OfficeProductListQuery['category'];
    if (status !== ANY) next.status = status as ProductStatus;
    if (missingGreek) next.missingGreek = true;
    if (sort !== DEFAULT_SORT) next.sort = sort as OfficeProductSort;
    onApply(next);
  };

  return (
    <FiltersFrame onApply={apply} onClear={onClear}>
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
    </FiltersFrame>
  );
}
