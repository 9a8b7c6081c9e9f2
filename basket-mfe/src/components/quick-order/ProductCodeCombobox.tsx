import type { QuickOrderProduct } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useBasketFindQuickOrderProductsQuery } from '../../api/quick-order.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './ProductCodeCombobox.module.css';

/** Characters typed before suggestions are asked for, and the pause after the last key. */
const MIN_TERM = 2;
const DEBOUNCE_MS = 200;

interface ProductCodeComboboxProps {
  id: string;
  value: string;
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
  /** A suggestion was chosen: the field then holds its code. */
  onPick: (product: QuickOrderProduct) => void;
  /** The field was left (the page looks the typed code up). */
  onCommit: () => void;
}

/**
 * A product code field with suggestions (ARIA 1.2 combobox, list autocomplete): type the start of a code or
 * words of the name; Arrow Down/Up move through the suggestions, Enter takes one, Escape closes the list.
 */
export function ProductCodeCombobox({
  id,
  value,
  label,
  invalid,
  describedBy,
  onChange,
  onPick,
  onCommit,
}: ProductCodeComboboxProps) {
  const { t } = useTranslation(NAMESPACE);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [term, setTerm] = useState('');

  useEffect(() => {
    const next = value.trim();
    const timer = setTimeout(() => setTerm(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const asking = open && term.length >= MIN_TERM;
  const { data, isFetching } = useBasketFindQuickOrderProductsQuery({ q: term }, { skip: !asking });
  const options = asking && data ? data.items : [];
  const expanded = options.length > 0;
  const noMatch = asking && !isFetching && data !== undefined && data.items.length === 0;

  const pick = (product: QuickOrderProduct) => {
    onPick(product);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const chosen = expanded ? options[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className={styles.combobox}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        className={styles.input}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onCommit();
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('quickOrder.grid.suggestions')}
        className={styles.list}
        hidden={!expanded}
      >
        {options.map((product, index) => (
          // The keys are the field's (aria-activedescendant): an option is only clicked.
          // biome-ignore lint/a11y/useKeyWithClickEvents: Arrow keys and Enter act in the combobox field
          <div
            key={product.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            // Keeps the focus in the field (a mouse-down would blur it before the click).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(product)}
          >
            <span className={styles.code}>{product.code}</span> {product.name}
          </div>
        ))}
      </div>
      {noMatch ? (
        <p role="status" className={styles.none}>
          {t('quickOrder.grid.noMatch')}
        </p>
      ) : null}
    </div>
  );
}
