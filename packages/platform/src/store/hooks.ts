import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, RootState, ShopStore } from './create-store.ts';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, to read its state when needed without re-rendering on its changes. */
export const useAppStore = useStore.withTypes<ShopStore>();
