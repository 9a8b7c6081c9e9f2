import { readApiError, toastShown, useAppDispatch } from '@shop/platform';
import { useState } from 'react';
import { focusSoon } from './use-row-keys.ts';

export interface ActionFailureState {
  code: string;
  /** A new number per failure, so the same failure twice is announced twice. */
  attempt: number;
}

/**
 * One action on a list item: its failure (kept to show beside the item or in its dialog) and, when done,
 * a confirmation and focus back on the item's row.
 */
export function useItemAction() {
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<ActionFailureState | null>(null);

  const run = async (send: () => Promise<unknown>, done: string, rowFocusId: string): Promise<boolean> => {
    setFailure(null);
    try {
      await send();
      dispatch(toastShown({ kind: 'success', title: done }));
      focusSoon(rowFocusId);
      return true;
    } catch (error) {
      const { code } = readApiError(error);
      setFailure((previous) => ({ code, attempt: (previous?.attempt ?? 0) + 1 }));
      return false;
    }
  };

  return { failure, run, clearFailure: () => setFailure(null) };
}
