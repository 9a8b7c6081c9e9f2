import { MAX_SIZE_QUANTITY, MIN_SIZE_QUANTITY, type Size } from '@shop/contracts';
import { type KeyboardEvent, useId, useState } from 'react';
import styles from './SizeQuantityField.module.css';

interface SizeQuantityFieldProps {
  size: Size;
  /** The quantity the server holds. */
  value: number;
  /** Called when the field is left or Enter is pressed; resolves true when the draft may be dropped. */
  onCommit: (size: Size, draft: string) => Promise<boolean>;
  /** The size's availability as the buyer reads it ("Only 3 left"); none for an untracked size. */
  availability?: string | null;
  /** Set when the size asks for more than is free ("Only 3 free now"). */
  shortage?: string | null;
}

/**
 * One size of a basket line, edited in place. What is typed stays in the field until the server has
 * answered, so nothing is lost to a failed request; Escape goes back to the basket's value. The size's
 * stock is said under it and read with the field.
 */
export function SizeQuantityField({ size, value, onCommit, availability, shortage }: SizeQuantityFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = async () => {
    if (draft === null) return;
    if (await onCommit(size, draft)) setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  const described = [availability ? `${id}-stock` : null, shortage ? `${id}-short` : null].filter(Boolean);

  return (
    <div className={styles.size}>
      <label htmlFor={id}>{size}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_SIZE_QUANTITY}
        max={MAX_SIZE_QUANTITY}
        step={1}
        value={draft ?? String(value)}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
      />
      {availability ? (
        <span id={`${id}-stock`} className={styles.stock}>
          {availability}
        </span>
      ) : null}
      {shortage ? (
        <span id={`${id}-short`} className={styles.short}>
          {shortage}
        </span>
      ) : null}
    </div>
  );
}
