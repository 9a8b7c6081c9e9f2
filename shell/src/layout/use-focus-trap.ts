import { focusableIn, keepTabInside } from '@shop/ui';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `active`, keeps keyboard focus inside the container (Tab and Shift+Tab wrap around) and calls
 * `onEscape` on Escape. Focus moves to the first control when it activates.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    focusableIn(element)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      keepTabInside(event, element);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, container]);
}
