import {
  normaliseProductCode,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderProblem,
  type QuickOrderProduct,
  type QuickOrderResult,
  type Size,
} from '@shop/contracts';
import { readApiError, useTranslation } from '@shop/platform';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  useBasketAddQuickOrderMutation,
  useLazyBasketFindQuickOrderProductsQuery,
} from '../api/quick-order.ts';
import { NAMESPACE } from '../i18n/register.ts';
import { errorMessageKey } from '../lib/error-message.ts';
import {
  type CheckedRow,
  checkRow,
  EMPTY_CELLS,
  type GridRow,
  isBlankRow,
  type KnownCodes,
  problemsFromFields,
  requestLines,
  rowsFromText,
} from '../lib/quick-order-grid.ts';

const STARTING_ROWS = 3;

/** What the alert above the grid says: the summary of the rows' problems, or one message. */
export type QuickOrderNotice =
  | { kind: 'summary' }
  | { kind: 'message'; key: string; values?: Record<string, unknown> }
  | null;

/** A row with problems, as the summary lists it: its number, the field to go to and what is wrong. */
export interface RowSummary {
  key: number;
  number: number;
  fieldId: string;
  text: string;
}

/** The ids of a row's elements in the grid, all under the page's prefix (the hook focuses cells by them). */
export const gridIds = {
  cell: (prefix: string, key: number, part: Size | 'code') => `${prefix}-${key}-${part}`,
  productName: (prefix: string, key: number) => `${prefix}-${key}-name`,
  problem: (prefix: string, key: number, index: number) => `${prefix}-${key}-problem-${index}`,
};

type Focus = 'notice' | 'added' | `cell-${number}` | null;

/**
 * The quick order's state and steps: the grid's rows, the pasted text, what the catalogue said about the
 * codes, the notice and the result. Every row is checked before anything is sent; the rows then go into the
 * basket with one request, and the server's problems (by line) are carried back to their rows.
 */
export function useQuickOrder() {
  const { t } = useTranslation(NAMESPACE);
  const ids = useId();
  const keys = useRef(0);
  const nextKey = () => {
    keys.current += 1;
    return keys.current;
  };
  const blankRow = (): GridRow => ({ key: nextKey(), code: '', cells: { ...EMPTY_CELLS }, carried: [] });
  const [rows, setRows] = useState<GridRow[]>(() => Array.from({ length: STARTING_ROWS }, blankRow));
  const [pasted, setPasted] = useState('');
  const [known, setKnown] = useState<KnownCodes>({ products: new Map(), missing: new Set() });
  const [showProblems, setShowProblems] = useState(false);
  const [notice, setNotice] = useState<QuickOrderNotice>(null);
  const [added, setAdded] = useState<QuickOrderResult | null>(null);
  const [lookUp] = useLazyBasketFindQuickOrderProductsQuery();
  const [addQuickOrder, adding] = useBasketAddQuickOrderMutation();
  const noticeRef = useRef<HTMLDivElement>(null);
  const addedRef = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState<Focus>(null);

  useEffect(() => {
    if (focus === null) return;
    if (focus === 'notice') noticeRef.current?.focus();
    else if (focus === 'added') addedRef.current?.focus();
    else document.getElementById(gridIds.cell(ids, Number(focus.slice(5)), 'code'))?.focus();
    setFocus(null);
  }, [focus, ids]);

  /** Asks the catalogue about codes not yet known; returns what is known afterwards. */
  const lookUpCodes = async (codes: readonly string[]): Promise<KnownCodes> => {
    const wanted = [
      ...new Set(codes.filter((c) => c !== '' && !known.products.has(c) && !known.missing.has(c))),
    ];
    if (wanted.length === 0) return known;
    const { items } = await lookUp({ codes: wanted }, true).unwrap();
    const products = new Map(known.products);
    for (const product of items) products.set(product.code, product);
    const missing = new Set(known.missing);
    for (const code of wanted) if (!products.has(code)) missing.add(code);
    const next = { products, missing };
    setKnown(next);
    return next;
  };

  /** A code field was left: looks the typed code up (a failure shows later, when the rows are checked). */
  const lookUpTyped = (typed: string) => {
    const code = normaliseProductCode(typed);
    if (code !== '') void lookUpCodes([code]).catch(() => undefined);
  };

  const updateRow = (key: number, change: Partial<Pick<GridRow, 'code' | 'cells'>>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change, carried: [] } : row)));
    setAdded(null);
  };

  /** A suggestion was chosen for a row: its product is known without asking again. */
  const pickProduct = (key: number, product: QuickOrderProduct) => {
    setKnown((current) => ({
      products: new Map(current.products).set(product.code, product),
      missing: current.missing,
    }));
    updateRow(key, { code: product.code });
  };

  const removeRow = (key: number) => {
    setRows((current) => {
      const left = current.filter((r) => r.key !== key);
      return left.length > 0 ? left : [blankRow()];
    });
  };

  const addRow = () => {
    const row = blankRow();
    setRows((current) => [...current, row]);
    setFocus(`cell-${row.key}`);
  };

  const filled = rows.filter((row) => !isBlankRow(row));
  const checked = new Map<number, CheckedRow>(filled.map((row) => [row.key, checkRow(row, known)]));
  const withProblems = filled.filter((row) => (checked.get(row.key)?.problems.length ?? 0) > 0);

  const problemText = (row: GridRow, problem: QuickOrderProblem): string => {
    const state = checked.get(row.key);
    const code = state?.code ?? '';
    const name = state?.product?.name ?? code;
    const sizeKey = problem.size;
    return t(`quickOrder.problems.${problem.code}`, {
      code,
      name,
      size: sizeKey ?? '',
      value: sizeKey ? row.cells[sizeKey].trim() : '',
      line: row.pastedLine ?? '',
      max: QUICK_ORDER_MAX_LINES,
    });
  };

  const summary: RowSummary[] = withProblems.map((row) => {
    const problems = checked.get(row.key)?.problems ?? [];
    return {
      key: row.key,
      number: rows.findIndex((r) => r.key === row.key) + 1,
      fieldId: gridIds.cell(ids, row.key, problems[0]?.size ?? 'code'),
      text: problems.map((problem) => problemText(row, problem)).join(' '),
    };
  });

  const putIntoGrid = async () => {
    const made = rowsFromText(pasted, nextKey);
    if (made.length === 0) {
      setNotice({ kind: 'message', key: 'quickOrder.paste.nothing' });
      setFocus('notice');
      return;
    }
    const kept = rows.filter((row) => !isBlankRow(row));
    if (kept.length + made.length > QUICK_ORDER_MAX_LINES) {
      setNotice({ kind: 'message', key: 'quickOrder.tooManyRows', values: { max: QUICK_ORDER_MAX_LINES } });
      setFocus('notice');
      return;
    }
    const next = [...kept, ...made];
    setRows(next);
    setPasted('');
    setAdded(null);
    setShowProblems(true);
    try {
      const knownNow = await lookUpCodes(made.map((row) => normaliseProductCode(row.code)));
      const bad = next.some((row) => checkRow(row, knownNow).problems.length > 0);
      setNotice(bad ? { kind: 'summary' } : null);
      if (bad) setFocus('notice');
      else setFocus(`cell-${made[0]?.key ?? 0}`);
    } catch (error) {
      setNotice({ kind: 'message', key: errorMessageKey(readApiError(error).code) });
      setFocus('notice');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    setShowProblems(true);
    const sending = rows.filter((row) => !isBlankRow(row));
    if (sending.length === 0) {
      setNotice({ kind: 'message', key: 'quickOrder.nothingToAdd' });
      setFocus('notice');
      return;
    }
    if (sending.length > QUICK_ORDER_MAX_LINES) {
      setNotice({ kind: 'message', key: 'quickOrder.tooManyRows', values: { max: QUICK_ORDER_MAX_LINES } });
      setFocus('notice');
      return;
    }
    try {
      const knownNow = await lookUpCodes(sending.map((row) => normaliseProductCode(row.code)));
      const states = sending.map((row) => checkRow(row, knownNow));
      if (states.some((state) => state.problems.length > 0)) {
        setNotice({ kind: 'summary' });
        setFocus('notice');
        return;
      }
      const result = await addQuickOrder({ lines: requestLines(states) }).unwrap();
      setAdded(result);
      setNotice(null);
      setShowProblems(false);
      setRows(Array.from({ length: STARTING_ROWS }, blankRow));
      setFocus('added');
    } catch (error) {
      const problem = readApiError(error);
      const byLine =
        problem.code === 'validation_failed' && problem.fields ? problemsFromFields(problem.fields) : null;
      if (byLine && byLine.size > 0) {
        setRows((current) => {
          const sentKeys = current.filter((row) => !isBlankRow(row)).map((row) => row.key);
          return current.map((row) => {
            const carried = byLine.get(sentKeys.indexOf(row.key));
            return carried ? { ...row, carried } : row;
          });
        });
        setNotice({ kind: 'summary' });
      } else if (problem.code === 'account_pending') {
        setNotice({ kind: 'message', key: 'quickOrder.awaitingApproval' });
      } else {
        setNotice({ kind: 'message', key: errorMessageKey(problem.code) });
      }
      setFocus('notice');
    }
  };

  return {
    ids,
    rows,
    checked,
    showProblems,
    problemText,
    pasted,
    setPasted,
    notice,
    summary,
    noticeRef,
    added,
    addedRef,
    adding: adding.isLoading,
    canAddRow: rows.length < QUICK_ORDER_MAX_LINES,
    updateRow,
    pickProduct,
    lookUpTyped,
    removeRow,
    addRow,
    putIntoGrid,
    submit,
  };
}

export type QuickOrder = ReturnType<typeof useQuickOrder>;
