/** Controls a keyboard user can reach with Tab. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The reachable controls inside a container, in Tab order, leaving out hidden parts. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

interface TabKeyEvent {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

/**
 * Keeps Tab and Shift+Tab inside a dialog or menu: from the last control Tab goes to the first, from
 * the first (or the container itself, or from outside) Shift+Tab goes to the last. Other keys pass.
 */
export function keepTabInside(event: TabKeyEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = document.activeElement;
  const inside = current instanceof Node && container.contains(current);
  if (event.shiftKey && (current === first || current === container || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
