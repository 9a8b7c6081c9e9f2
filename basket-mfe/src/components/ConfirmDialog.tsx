import { Button, keepTabInside } from '@shop/ui';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import alert from './alert.module.css';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Shown inside the dialog when the confirmed action failed. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Cancel is the dialog's first button. */
function focusCancel(dialog: HTMLElement | null) {
  dialog?.querySelector<HTMLButtonElement>('button')?.focus();
}

/**
 * A modal confirmation: focus moves in (to Cancel, the safe choice), Tab stays inside, Escape cancels,
 * and focus goes back to where it was when the dialog closes (if that control still exists).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusCancel(dialogRef.current);
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // A failed confirm leaves the busy button disabled for a moment; keep focus inside the dialog.
  useEffect(() => {
    if (error) focusCancel(dialogRef.current);
  }, [error]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <p id={descriptionId}>{description}</p>
        {error ? (
          <p role="alert" className={alert.alert}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
