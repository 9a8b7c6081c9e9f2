import { formatDate, formatPrice, type OfficeRequestRow } from '@shop/contracts';
import { Link, selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import { ListFrame, type ListQueryState } from '../../shared/components/list-controls/ListFrame.tsx';
import { StatusBadge } from '../../shared/components/StatusBadge.tsx';
import table from '../../shared/components/table.module.css';
import { OFFICE_HOME } from '../../shared/lib/office-paths.ts';
import {
  useOfficeGetOfficeCustomRequestsInfiniteQuery,
  useOfficeGetOfficeOrdersInfiniteQuery,
} from '../api/get-lists.ts';
import { type ListFilters, writeInboxParams } from '../lib/inbox-params.ts';

type RequestListName = 'orders' | 'custom-requests';

/** Where a request opens: its page in the office (`/office/orders/WS-…`, `/office/custom-requests/CR-…`). */
export function requestPath(list: RequestListName, reference: string): string {
  return `${OFFICE_HOME}/${list}/${encodeURIComponent(reference)}`;
}

function RequestTable({
  list,
  filters,
  rows,
  query,
}: {
  list: RequestListName;
  filters: ListFilters;
  rows: OfficeRequestRow[];
  query: ListQueryState;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  return (
    <ListFrame query={query} count={rows.length}>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">{t(`lists.${list}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.reference')}</th>
              <th scope="col">{t('columns.business')}</th>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col" className={table.number}>
                {t('columns.pieces')}
              </th>
              <th scope="col" className={table.number}>
                {t('columns.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.reference} data-row="">
                <th scope="row">
                  <Link to={requestPath(list, row.reference)} data-row-focus="">
                    {row.reference}
                  </Link>
                </th>
                <td>
                  <Link
                    to={`${OFFICE_HOME}?${writeInboxParams({ list, filters: { ...filters, buyer: row.buyer.id } })}`}
                    aria-label={t('columns.onlyBuyer', { name: row.buyer.businessName })}
                    className={table.quiet}
                  >
                    {row.buyer.businessName}
                  </Link>
                </td>
                <td className={table.nowrap}>{formatDate(row.createdAt, language)}</td>
                <td>
                  <StatusBadge kind="order" status={row.status} />
                </td>
                <td className={table.number}>{row.totalQuantity}</td>
                <td className={table.number}>
                  {row.totalPriceCents > 0
                    ? formatPrice(row.totalPriceCents, language)
                    : t('columns.notQuoted')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ListFrame>
  );
}

export function OrderRequestList({ filters }: { filters: ListFilters }) {
  const query = useOfficeGetOfficeOrdersInfiniteQuery(filters);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  return <RequestTable list="orders" filters={filters} rows={rows} query={query} />;
}

export function CustomRequestList({ filters }: { filters: ListFilters }) {
  const query = useOfficeGetOfficeCustomRequestsInfiniteQuery(filters);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  return <RequestTable list="custom-requests" filters={filters} rows={rows} query={query} />;
}
