import {
  type QuickOrderProblem,
  type QuickOrderProduct,
  SIZES,
  type Size,
  totalQuantity,
} from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { gridIds } from '../../hooks/use-quick-order.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import type { CheckedRow, GridRow } from '../../lib/quick-order-grid.ts';
import form from '../form.module.css';
import { ProductCodeCombobox } from './ProductCodeCombobox.tsx';
import styles from './QuickOrderRow.module.css';

interface QuickOrderRowProps {
  row: GridRow;
  /** The row's place in the grid, from 1. */
  number: number;
  /** The row read and checked (undefined while it is blank). */
  state: CheckedRow | undefined;
  /** The problems to show now (none until the rows have been checked once). */
  problems: readonly QuickOrderProblem[];
  /** The page's id prefix for the grid's cells. */
  idPrefix: string;
  problemText: (problem: QuickOrderProblem) => string;
  onChange: (change: Partial<Pick<GridRow, 'code' | 'cells'>>) => void;
  onPick: (product: QuickOrderProduct) => void;
  /** The code field was left. */
  onCommit: () => void;
  onRemove: () => void;
}

/** One row of the grid: the code (with suggestions), the product's name, a cell per size and the pieces. */
export function QuickOrderRow({
  row,
  number,
  state,
  problems,
  idPrefix,
  problemText,
  onChange,
  onPick,
  onCommit,
  onRemove,
}: QuickOrderRowProps) {
  const { t } = useTranslation(NAMESPACE);
  const nameId = gridIds.productName(idPrefix, row.key);
  /** The ids of the problems about one size (or, without a size, about the code). */
  const describe = (size?: Size) => {
    const idsOf = problems
      .map((problem, i) => ({ problem, i }))
      .filter(({ problem }) => problem.size === size)
      .map(({ i }) => gridIds.problem(idPrefix, row.key, i));
    return idsOf.length > 0 ? idsOf.join(' ') : undefined;
  };
  const pieces = state ? totalQuantity(state.quantities) : 0;
  return (
    <tr className={problems.length > 0 ? styles.badRow : undefined}>
      <th scope="row">{number}</th>
      <td>
        <ProductCodeCombobox
          id={gridIds.cell(idPrefix, row.key, 'code')}
          value={row.code}
          label={t('quickOrder.grid.codeLabel', { row: number })}
          invalid={problems.some((p) => p.size === undefined)}
          describedBy={
            [describe(), state?.product ? nameId : undefined].filter(Boolean).join(' ') || undefined
          }
          onChange={(code) => onChange({ code })}
          onPick={onPick}
          onCommit={onCommit}
        />
        {state?.product ? (
          <p id={nameId} className={styles.productName}>
            {state.product.name}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <ul className={styles.problems}>
            {problems.map((problem, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's problems are in a stable order
                key={i}
                id={gridIds.problem(idPrefix, row.key, i)}
                className={form.fieldError}
              >
                {problemText(problem)}
              </li>
            ))}
          </ul>
        ) : null}
      </td>
      {SIZES.map((size) => (
        <td key={size}>
          <input
            id={gridIds.cell(idPrefix, row.key, size)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={styles.quantity}
            aria-label={t('quickOrder.grid.sizeLabel', { size, row: number })}
            aria-invalid={problems.some((p) => p.size === size) || undefined}
            aria-describedby={describe(size)}
            value={row.cells[size]}
            onChange={(event) => onChange({ cells: { ...row.cells, [size]: event.target.value } })}
          />
        </td>
      ))}
      <td className={styles.pieces}>{pieces}</td>
      <td>
        <Button
          variant="secondary"
          className={styles.remove}
          aria-label={t('quickOrder.grid.removeLabel', { row: number })}
          onClick={onRemove}
        >
          {t('quickOrder.grid.remove')}
        </Button>
      </td>
    </tr>
  );
}
