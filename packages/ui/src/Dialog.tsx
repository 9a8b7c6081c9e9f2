import { FOCUSABLE, keepTabInside } from '@shop/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';

interface Props {
  title: string;
  /** Text under the title, read with it when the dialog opens. */
  description?: string | undefined;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in (first field), Tab stays inside, Escape and the close button close it,
 * and focus returns to what had it before (the button that opened it) when that is still on the page.
 *
 * `@shop/ui/dialog`: bundled into each frontend that imports it, not part of the shared `@shop/ui`
 * (decision 0019).
 */
export function Dialog({ title, description, closeLabel, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first field or button of the content rather than the close button.
    const first = body.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panel.current) keepTabInside(event, panel.current);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the close button are the accessible ways out
    <div
      className={styles.dialog}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        {description ? <p id={descriptionId}>{description}</p> : null}
        <div ref={body}>{children}</div>
      </div>
    </div>
  );
}
