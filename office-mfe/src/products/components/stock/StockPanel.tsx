import {
  formatDate,
  LOW_STOCK_THRESHOLD,
  MAX_BACKORDER_DAYS,
  MAX_STOCK_PIECES,
  type OfficeStock,
  type Size,
  shopToday,
} from '@shop/contracts';
import {
  readApiError,
  selectLanguage,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useTranslation,
} from '@shop/platform';
import { Button } from '@shop/ui';
import fieldStyles from '@shop/ui/field.module.css';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import hint from '@shop/ui/hint.module.css';
import { LoadingState } from '@shop/ui/loading-state';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { FactList } from '../../../shared/components/FactList.tsx';
import { CheckboxField } from '../../../shared/components/fields.tsx';
import table from '../../../shared/components/table.module.css';
import { apiErrorKey } from '../../../shared/lib/api-error-message.ts';
import { useOfficeGetProductStockQuery, useOfficeSaveProductStockMutation } from '../../api/office-stock.ts';
import {
  BACKORDER_FIELD,
  onHandField,
  restockField,
  type StockForm,
  type StockProblem,
  serverStockProblems,
  stockBodyOf,
  stockFormOf,
  stockFormProblems,
  typedLevel,
} from '../../lib/stock-form.ts';
import editorStyles from '../ProductEditor.module.css';
import styles from './StockPanel.module.css';

/** A problem in words: the reserved pieces of its size, the limits. */
function useProblemText() {
  const { t } = useTranslation(NAMESPACE);
  return (problem: StockProblem, reserved = 0) =>
    t(`stock.errors.${problem}`, {
      max: problem === 'days' ? MAX_BACKORDER_DAYS : MAX_STOCK_PIECES,
      reserved,
    });
}

interface EditorProps {
  stock: OfficeStock;
  reload: () => void;
  reloading: boolean;
}

/**
 * The stock as opened (`stock.stockVersion`): one row per size with its pieces (empty: not tracked), what
 * accepted quotes reserved, what is free and whether that is low as typed, and its restock date; back-orders
 * and their lead time. Problems are checked before sending and the BFF's shown at the same inputs; a 409
 * `stale_stock` says someone saved since and offers their numbers (a new stock version opens a new editor).
 */
function StockEditor({ stock, reload, reloading }: EditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const problemText = useProblemText();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState<StockForm>(() => stockFormOf(stock));
  const [form, setForm] = useState<StockForm>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, StockProblem>>({});
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const [save, saving] = useOfficeSaveProductStockMutation();

  const clientProblems = attempted ? stockFormProblems(form, stock, shopToday()) : {};
  const problemOf = (field: string) => clientProblems[field] ?? serverProblems[field];
  const unsaved = JSON.stringify(form) !== JSON.stringify(initial);
  const fail = (code: string) => setFailure((p) => ({ code, attempt: (p?.attempt ?? 0) + 1 }));
  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const clear = (field: string) =>
    setServerProblems((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  const changeSize = (size: Size, patch: Partial<{ onHand: string; restockDate: string }>, field: string) => {
    setForm((current) => ({
      ...current,
      levels: {
        ...current.levels,
        [size]: { onHand: '', restockDate: '', ...current.levels[size], ...patch },
      },
    }));
    clear(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(stockFormProblems(form, stock, shopToday())).length > 0) {
      fail('validation_failed');
      focusFirstInvalid();
      return;
    }
    try {
      await save({ id: stock.productId, body: stockBodyOf(form, stock) }).unwrap();
      // The answer is the read's now: a new version, so a new editor of what was saved.
      dispatch(toastShown({ kind: 'success', title: t('stock.saved') }));
    } catch (error) {
      const body = readApiError(error);
      if (body.fields) {
        setServerProblems(serverStockProblems(body.fields));
        focusFirstInvalid();
      }
      fail(body.code);
    }
  };

  const failureText = (code: string) => {
    if (code === 'stale_stock') return t('stock.stale');
    if (code === 'not_found') return t('productEditor.gone');
    return t(apiErrorKey(code));
  };

  /** A control's error below it, read with it. */
  const errorNote = (id: string, problem: StockProblem | undefined, reserved?: number) =>
    problem ? (
      <p id={id} className={`${fieldStyles.error} ${styles.cellError}`}>
        {problemText(problem, reserved)}
      </p>
    ) : null;

  const backorderProblem = problemOf(BACKORDER_FIELD);
  const backorderErrorId = `${idPrefix}-backorder-error`;
  return (
    <>
      <FactList>
        <dt>{t('productEditor.lastSaved')}</dt>
        <dd>
          {stock.updatedAt && stock.updatedBy
            ? t('productEditor.savedBy', {
                name: stock.updatedBy,
                date: formatDate(stock.updatedAt, language),
              })
            : t('stock.neverSaved')}
        </dd>
      </FactList>
      {failure ? (
        <FormAlert key={failure.attempt}>
          <p>{failureText(failure.code)}</p>
          {failure.code === 'stale_stock' ? (
            <Button variant="secondary" busy={reloading} onClick={reload}>
              {t('stock.loadTheirs')}
            </Button>
          ) : null}
        </FormAlert>
      ) : null}
      <form ref={formRef} noValidate className={formStyles.form} onSubmit={(event) => void onSubmit(event)}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled */}
        <section className={table.scroll} tabIndex={0} aria-label={t('stock.tableScroll')}>
          <table className={table.table}>
            <caption className="visually-hidden">{t('stock.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stock.size')}</th>
                <th scope="col">{t('stock.onHand')}</th>
                <th scope="col" className={table.number}>
                  {t('stock.reserved')}
                </th>
                <th scope="col" className={table.number}>
                  {t('stock.free')}
                </th>
                <th scope="col">{t('stock.restockDate')}</th>
              </tr>
            </thead>
            <tbody>
              {stock.sizes.map((size) => {
                const typed = form.levels[size];
                const { reserved, free, low } = typedLevel(stock, size, typed);
                const piecesProblem = problemOf(onHandField(size));
                const dateProblem = problemOf(restockField(size));
                const piecesErrorId = `${idPrefix}-${size}-pieces-error`;
                const dateErrorId = `${idPrefix}-${size}-date-error`;
                return (
                  <tr key={size}>
                    <th scope="row">{size}</th>
                    <td>
                      <input
                        type="number"
                        min={0}
                        max={MAX_STOCK_PIECES}
                        step={1}
                        inputMode="numeric"
                        className={`${fieldStyles.control} ${styles.pieces}`}
                        aria-label={t('stock.onHandOf', { size })}
                        aria-invalid={piecesProblem ? true : undefined}
                        aria-describedby={piecesProblem ? piecesErrorId : undefined}
                        value={typed?.onHand ?? ''}
                        onChange={(event) =>
                          changeSize(size, { onHand: event.target.value }, onHandField(size))
                        }
                      />
                      {errorNote(piecesErrorId, piecesProblem, reserved)}
                    </td>
                    <td className={table.number}>{reserved}</td>
                    <td className={table.number}>
                      {free === null ? (
                        <span className={styles.untracked}>{t('stock.notTracked')}</span>
                      ) : (
                        <>
                          {free}
                          {low ? (
                            <span
                              className={styles.low}
                              title={t('stock.lowHint', { count: LOW_STOCK_THRESHOLD })}
                            >
                              {t('stock.low')}
                            </span>
                          ) : null}
                        </>
                      )}
                    </td>
                    <td>
                      <input
                        type="date"
                        className={`${fieldStyles.control} ${styles.date}`}
                        aria-label={t('stock.restockDateOf', { size })}
                        aria-invalid={dateProblem ? true : undefined}
                        aria-describedby={dateProblem ? dateErrorId : undefined}
                        value={typed?.restockDate ?? ''}
                        onChange={(event) =>
                          changeSize(size, { restockDate: event.target.value }, restockField(size))
                        }
                      />
                      {errorNote(dateErrorId, dateProblem)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
        <p className={hint.hint}>{t('stock.tableHint', { count: LOW_STOCK_THRESHOLD })}</p>
        <div className={styles.backorder}>
          <CheckboxField
            label={t('stock.backorder')}
            hint={t('stock.backorderHint')}
            checked={form.backorder}
            onChange={(backorder) => {
              setForm((current) => ({ ...current, backorder }));
              clear(BACKORDER_FIELD);
            }}
          />
          {form.backorder ? (
            <div className={fieldStyles.field}>
              <label htmlFor={`${idPrefix}-days`}>{t('stock.leadDays')}</label>
              <p id={`${idPrefix}-days-hint`} className={hint.hint}>
                {t('stock.leadDaysHint', { max: MAX_BACKORDER_DAYS })}
              </p>
              <input
                id={`${idPrefix}-days`}
                type="number"
                min={0}
                max={MAX_BACKORDER_DAYS}
                step={1}
                inputMode="numeric"
                className={`${fieldStyles.control} ${styles.pieces}`}
                aria-invalid={backorderProblem ? true : undefined}
                aria-describedby={
                  backorderProblem ? `${idPrefix}-days-hint ${backorderErrorId}` : `${idPrefix}-days-hint`
                }
                value={form.backorderDays}
                onChange={(event) => {
                  const backorderDays = event.target.value;
                  setForm((current) => ({ ...current, backorderDays }));
                  clear(BACKORDER_FIELD);
                }}
              />
              {errorNote(backorderErrorId, backorderProblem)}
            </div>
          ) : null}
        </div>
        <div className={formStyles.actions}>
          <Button type="submit" busy={saving.isLoading}>
            {t('stock.save')}
          </Button>
          {unsaved ? <span className={editorStyles.unsaved}>{t('productEditor.unsaved')}</span> : null}
        </div>
      </form>
    </>
  );
}

/** `/office/products/:id`'s stock: read apart from the product, saved apart (its own version). */
export function StockPanel({ productId }: { productId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `${useId()}-stock`;
  const { data, isLoading, isFetching, refetch } = useOfficeGetProductStockQuery(productId);
  let content: ReactNode;
  if (!data && isLoading) content = <LoadingState label={t('common.loading')} />;
  else if (!data) {
    content = (
      <FormAlert>
        <p>{t('stock.loadFailed')}</p>
        <Button variant="secondary" onClick={() => refetch()}>
          {t('common.retry')}
        </Button>
      </FormAlert>
    );
  } else {
    content = (
      <StockEditor
        key={data.stockVersion}
        stock={data}
        reload={() => void refetch()}
        reloading={isFetching}
      />
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId}>{t('stock.title')}</h2>
      <p className={hint.hint}>{t('stock.intro')}</p>
      {content}
    </section>
  );
}
