import { type OfficeProductList, type OfficeProductListQuery, PRODUCT_STATUSES } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import { CountButtons } from '../../shared/components/list-controls/CountButtons.tsx';

/**
 * How many products the catalogue has in each status, and how many miss their Greek words: each button
 * shows only those (pressed again, all of them). Counts are of the whole catalogue, not of the search.
 */
export function ProductCounts({
  counts,
  query,
  onChoose,
}: {
  counts: OfficeProductList['counts'];
  query: OfficeProductListQuery;
  onChoose: (query: OfficeProductListQuery) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { page: _page, ...rest } = query;
  const all = counts.draft + counts.published + counts.hidden;
  const withStatus = (status: OfficeProductListQuery['status']) => {
    const { status: _status, ...others } = rest;
    onChoose(status ? { ...others, status } : others);
  };
  const { missingGreek: _missing, ...withoutMissingGreek } = rest;
  return (
    <CountButtons
      label={t('products.countsLabel')}
      choices={[
        {
          key: 'all',
          label: t('products.all'),
          count: all,
          pressed: !query.status,
          onPress: () => withStatus(undefined),
        },
        ...PRODUCT_STATUSES.map((status) => ({
          key: status,
          label: t(`status.product.${status}`),
          count: counts[status],
          pressed: query.status === status,
          onPress: () => withStatus(query.status === status ? undefined : status),
        })),
        {
          key: 'missingGreek',
          label: t('products.missingGreek'),
          count: counts.missingGreek,
          pressed: Boolean(query.missingGreek),
          onPress: () =>
            onChoose(
              query.missingGreek ? withoutMissingGreek : { ...withoutMissingGreek, missingGreek: true },
            ),
        },
      ]}
    />
  );
}
