import { formatPrice, type OfficeOrder } from '@shop/contracts';
import { selectLanguage, useAppSelector, useParams, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import table from '../shared/components/table.module.css';
import { uploadUrl, useOfficeGetOfficeOrderQuery } from './api/office-requests.ts';
import { RequestPage, sizesText } from './components/RequestPage.tsx';
import styles from './OrderRequestPage.module.css';

/**
 * The request's lines. While it waits for a quote or its answer, a column says which sizes ask for more
 * than is free now (requested vs free, read fresh with the request; untracked and back-ordered sizes never).
 */
function OrderLines({ order }: { order: OfficeOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  // The stock column only when a line asks for more than is free now: otherwise it would say nothing new.
  const anyShort = order.lines.some((line) => (line.stockShortfalls ?? []).length > 0);
  const showStock = anyShort;
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('request.lines')}</h2>
      {anyShort ? <p>{t('request.stockShortNote')}</p> : null}
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
              {showStock ? <th scope="col">{t('request.stockNow')}</th> : null}
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
                {showStock ? (
                  <td>
                    {(line.stockShortfalls ?? []).length > 0 ? (
                      <ul className={styles.shortfalls}>
                        {(line.stockShortfalls ?? []).map((short) => (
                          <li key={short.size}>{t('request.stockShort', { ...short })}</li>
                        ))}
                      </ul>
                    ) : (
                      t('request.stockEnough')
                    )}
                  </td>
                ) : null}
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
