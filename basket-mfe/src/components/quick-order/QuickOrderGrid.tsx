import { SIZES } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import type { QuickOrder } from '../../hooks/use-quick-order.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './QuickOrderGrid.module.css';
import { QuickOrderRow } from './QuickOrderRow.tsx';

/**
 * The grid of rows as a form: a table with a row per product (code, a quantity per size, the pieces), then
 * the buttons to add a row and to put every row into the basket.
 */
export function QuickOrderGrid({ order }: { order: QuickOrder }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <form onSubmit={(event) => void order.submit(event)} noValidate className={styles.gridForm}>
      <div className={styles.scroller}>
        <table className={styles.grid}>
          <caption>{t('quickOrder.grid.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quickOrder.grid.row')}</th>
              <th scope="col">{t('quickOrder.grid.code')}</th>
              {SIZES.map((size) => (
                <th key={size} scope="col">
                  {size}
                </th>
              ))}
              <th scope="col">{t('quickOrder.grid.pieces')}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('quickOrder.grid.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.rows.map((row, index) => {
              const state = order.checked.get(row.key);
              return (
                <QuickOrderRow
                  key={row.key}
                  row={row}
                  number={index + 1}
                  state={state}
                  problems={order.showProblems ? (state?.problems ?? []) : []}
                  idPrefix={order.ids}
                  problemText={(problem) => order.problemText(row, problem)}
                  onChange={(change) => order.updateRow(row.key, change)}
                  onPick={(product) => order.pickProduct(row.key, product)}
                  onCommit={() => order.lookUpTyped(row.code)}
                  onRemove={() => order.removeRow(row.key)}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={!order.canAddRow} onClick={order.addRow}>
          {t('quickOrder.grid.addRow')}
        </Button>
        <Button type="submit" busy={order.adding}>
          {t('quickOrder.submit')}
        </Button>
      </div>
    </form>
  );
}
