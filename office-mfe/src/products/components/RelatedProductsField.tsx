import { MAX_RELATED_PRODUCTS } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import fieldStyles from '@shop/ui/field.module.css';
import form from '@shop/ui/form.module.css';
import hint from '@shop/ui/hint.module.css';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { TextField } from '../../shared/components/fields.tsx';
import { focusSoon } from '../../shared/hooks/use-row-keys.ts';
import { useOfficeGetOfficeProductQuery, useOfficeGetOfficeProductsQuery } from '../api/office-products.ts';
import { moveItem } from '../lib/reorder.ts';
import type { EditorFieldsProps } from './editor-fields.ts';
import styles from './ProductEditor.module.css';

/** How long typing pauses before the search asks the BFF (ms). */
const SEARCH_DELAY = 250;

function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** A picked product, named by its code and English name once read. */
function useProductName(id: string): string {
  const { data } = useOfficeGetOfficeProductQuery(id);
  return data ? `${data.code} ${data.en.name}` : id;
}

function PickedProduct({
  id,
  index,
  count,
  idPrefix,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  idPrefix: string;
  /** Moves it to `to`; `button` is the one pressed, which keeps focus. */
  onMove: (to: number, button: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const name = useProductName(id);
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li className={styles.picked}>
      <span>{name}</span>
      <span className={`${form.actions} ${styles.arrange}`}>
        <Button
          variant="secondary"
          id={`${idPrefix}-${id}-up`}
          aria-disabled={first || undefined}
          aria-label={t('productEditor.related.up', { name })}
          onClick={() => (first ? undefined : onMove(index - 1, 'up'))}
        >
          {t('productEditor.moveUp')}
        </Button>
        <Button
          variant="secondary"
          id={`${idPrefix}-${id}-down`}
          aria-disabled={last || undefined}
          aria-label={t('productEditor.related.down', { name })}
          onClick={() => (last ? undefined : onMove(index + 1, 'down'))}
        >
          {t('productEditor.moveDown')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('productEditor.related.remove', { name })}
          onClick={onRemove}
        >
          {t('productEditor.remove')}
        </Button>
      </span>
    </li>
  );
}

/** Products found by code or name, to add to the picked ones (not this product, not one picked already). */
function RelatedSearch({
  productId,
  picked,
  full,
  onAdd,
  boxId,
}: {
  productId: string | null;
  picked: readonly string[];
  full: boolean;
  onAdd: (id: string) => void;
  /** The id of the box around the search field (focus goes back to it when a product is removed). */
  boxId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [q, setQ] = useState('');
  const settled = useSettled(q.trim(), SEARCH_DELAY);
  const found = useOfficeGetOfficeProductsQuery({ q: settled }, { skip: settled === '' });
  const results = (found.currentData?.items ?? []).filter(
    (item) => item.id !== productId && !picked.includes(item.id),
  );
  // Enter in the search field searches; it does not save the product.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <div className={styles.search} id={boxId}>
      <TextField
        label={t('productEditor.related.search')}
        hint={t('productEditor.related.searchHint')}
        type="search"
        value={q}
        onChange={setQ}
        onKeyDown={onKeyDown}
        maxLength={100}
        autoComplete="off"
      />
      {settled === '' ? null : found.isFetching && !found.currentData ? (
        <p className={hint.hint}>{t('common.loading')}</p>
      ) : found.isError ? (
        <p className={hint.hint}>{t('products.loadFailed')}</p>
      ) : results.length === 0 ? (
        <p className={hint.hint}>{t('productEditor.related.noneFound')}</p>
      ) : (
        <ul className={styles.results} aria-label={t('productEditor.related.results')}>
          {results.map((item) => (
            <li key={item.id}>
              <span>
                {item.code} {item.nameEn}
              </span>
              <Button
                variant="secondary"
                disabled={full}
                aria-label={t('productEditor.related.add', { name: `${item.code} ${item.nameEn}` })}
                onClick={() => onAdd(item.id)}
              >
                {t('productEditor.related.addShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Related products: left to the catalogue (same category first), or picked by the team, in order, at most
 * MAX_RELATED_PRODUCTS. Moving keeps focus on the moved product's button, so the keyboard can go on.
 */
export function RelatedProductsField({
  form: values,
  change,
  errorOf,
  productId,
}: EditorFieldsProps & { productId: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const searchId = `${idPrefix}-search`;
  const [announcement, setAnnouncement] = useState('');
  const shown = errorOf('related');
  const picked = values.related;
  const full = picked.length >= MAX_RELATED_PRODUCTS;
  const setPicked = (related: string[]) => change({ related }, ['related']);

  return (
    <fieldset className={form.fieldset} aria-describedby={shown ? errorId : undefined}>
      <legend>{t('productEditor.related.title')}</legend>
      <div className={styles.choices}>
        {(['automatic', 'picked'] as const).map((mode) => (
          <label key={mode} className={fieldStyles.check}>
            <input
              type="radio"
              name={`${idPrefix}-mode`}
              value={mode}
              checked={values.relatedMode === mode}
              onChange={() => change({ relatedMode: mode }, ['related'])}
            />
            <span>{t(`productEditor.related.${mode}`)}</span>
          </label>
        ))}
      </div>
      {values.relatedMode === 'picked' ? (
        <>
          <p className={hint.hint}>
            {t('productEditor.related.count', { count: picked.length, max: MAX_RELATED_PRODUCTS })}
          </p>
          {picked.length > 0 ? (
            <ol className={styles.pickedList} aria-label={t('productEditor.related.picked')}>
              {picked.map((id, index) => (
                <PickedProduct
                  key={id}
                  id={id}
                  index={index}
                  count={picked.length}
                  idPrefix={idPrefix}
                  onMove={(to, button) => {
                    setPicked(moveItem(picked, index, to));
                    setAnnouncement(t('productEditor.movedTo', { position: to + 1, count: picked.length }));
                    focusSoon(`${idPrefix}-${id}-${button}`);
                  }}
                  onRemove={() => {
                    setPicked(picked.filter((other) => other !== id));
                    setAnnouncement(t('productEditor.related.removed'));
                    requestAnimationFrame(() =>
                      document.getElementById(searchId)?.querySelector<HTMLElement>('input')?.focus(),
                    );
                  }}
                />
              ))}
            </ol>
          ) : null}
          <RelatedSearch
            productId={productId}
            picked={picked}
            full={full}
            boxId={searchId}
            onAdd={(id) => {
              setPicked([...picked, id]);
              setAnnouncement(t('productEditor.related.added'));
            }}
          />
          {full ? <p className={hint.hint}>{t('productEditor.related.full')}</p> : null}
        </>
      ) : null}
      {shown ? (
        <p id={errorId} className={fieldStyles.error}>
          {t(`fieldErrors.${shown.error}`)}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </fieldset>
  );
}
