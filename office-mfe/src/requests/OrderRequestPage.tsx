import { formatPrice, type OfficeOrder } from '@shop/contracts';
import { selectLanguage, useAppSelector, useParams, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import table from '../shared/components/table.module.css';
import { uploadUrl, useOfficeGetOfficeOrderQuery } from './api/office-requests.ts';
import { RequestPage, sizesText } from './components/RequestPage.tsx';

function OrderLines({ order }: { order: OfficeOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('request.lines')}</h2>
      {/* Scrolls sideways on narrow screens: a region the keyboard can reach, so it can be scrolled. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled */}
      <section className={table.scroll} tabIndex={0} aria-label={t('request.linesScroll')}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('request.product')}</th>
              <th scope="col">{t('request.sizes')}</th>
              <th scope="col" className={table.number}>
                {t('columns.pieces')}
              </th>
              <th scope="col" className={table.number}>
                {t('request.unitPrice')}
              </th>
              <th scope="col" className={table.number}>
                {t('request.lineTotal')}
              </th>
              <th scope="col">{t('request.brandLogo')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productId}>
                <th scope="row">{line.name}</th>
                <td>{sizesText(line.quantities)}</td>
                <td className={table.number}>{line.totalQuantity}</td>
                <td className={table.number}>{formatPrice(line.unitPriceCents, language)}</td>
                <td className={table.number}>{formatPrice(line.lineTotalCents, language)}</td>
                <td>
                  {line.brandLogo ? (
                    <a href={uploadUrl(line.brandLogo.id)} download={line.brandLogo.name}>
                      {t('request.download', { name: line.brandLogo.name })}
                    </a>
                  ) : (
                    t('request.none')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

function OrderRequest() {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const reference = useParams().reference ?? '';
  const { data, isLoading, isError, refetch } = useOfficeGetOfficeOrderQuery({ reference, language });
  const subjects = (data?.lines ?? []).map((line, i) => ({
    position: i + 1,
    description: line.name,
    quantity: line.totalQuantity,
    unitPriceCents: line.unitPriceCents,
  }));
  return (
    <RequestPage
      kind="order"
      title={t('request.orderTitle', { reference })}
      request={data}
      isLoading={isLoading}
      failed={isError && !data}
      refetch={refetch}
      subjects={subjects}
    >
      {data ? <OrderLines order={data} /> : null}
    </RequestPage>
  );
}

/** An order request: who asked for what, the quote editor, its steps, quotes, history and thread. */
export default function OrderRequestPage() {
  return <RequireStaff>{() => <OrderRequest />}</RequireStaff>;
}
