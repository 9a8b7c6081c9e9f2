import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info' | 'loading';

export interface ToastAction {
  label: string;
  /** An in-shop path the action navigates to, e.g. `/basket`. */
  to: string;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  /** Already translated by the remote that raised it. */
  title: string;
  description?: string;
  action?: ToastAction;
}

/** Notices raised by any remote, rendered once by the shell. */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        const existing = state.findIndex((t) => t.id === action.payload.id);
        if (existing >= 0) state[existing] = action.payload;
        else state.push(action.payload);
      },
      prepare(toast: Omit<Toast, 'id'> & { id?: string }) {
        return { payload: { ...toast, id: toast.id ?? nanoid() } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state,
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
