import { type RefObject, useEffect, useRef } from 'react';

/** When a section's in-place form closes, focus goes back to the section's edit button. */
export function useReturnFocus(editing: boolean, sectionRef: RefObject<HTMLElement | null>) {
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) {
      sectionRef.current?.querySelector<HTMLElement>('[data-account-edit]')?.focus();
    }
    wasEditing.current = editing;
  }, [editing, sectionRef]);
}
