export { API_TAGS, api } from './api/api.ts';
export { type ApiErrorBody, readApiError } from './api/api-error.ts';
export { areaApi } from './api/area-api.ts';
export { basketApi, useBasketCount, useGetBasketQuery } from './basket/basket-api.ts';
export { type AreaStorageKey, areaStorageKey } from './composition/area-storage.ts';
export { admitFootprint, CompositionRefused, type NameClash } from './composition/shared-names.ts';
export { HydrateOnView } from './first-view/HydrateOnView.tsx';
export { pageAnswerOf, seedFirstAnswers, seedFromPageAnswers } from './first-view/seed-first-answers.ts';
export { initShopI18n, registerTranslations, type Translations, useTranslation } from './i18n/i18n.ts';
export { useLanguage } from './i18n/language.tsx';
export { languageChanged, localeSlice, selectLanguage } from './locale/locale-slice.ts';
export * from './routing/routing.ts';
export {
  SUGGEST_DELAY_MS,
  type Suggestions,
  type SuggestionsQueryHook,
  useSearchSuggestions,
} from './search/use-search-suggestions.ts';
export { loginPath, RETURN_TO_PARAM, safeReturnPath } from './session/login-path.ts';
export {
  SESSION_DEPENDENT_TAGS,
  sessionApi,
  useBuyer,
  useLogoutMutation,
  useMeQuery,
} from './session/session-api.ts';
export { selectSessionExpiredCount, sessionExpired } from './session/session-slice.ts';
export { mountStandalone, type StandalonePage } from './standalone/mount-standalone.tsx';
export { injectAreaSlice } from './store/area-slice.ts';
export { type AppDispatch, createShopStore, type RootState, type ShopStore } from './store/create-store.ts';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks.ts';
export * from './store/redux.ts';
export { rootReducer } from './store/root-reducer.ts';
export { Toaster } from './toasts/Toaster.tsx';
export {
  selectToasts,
  type Toast,
  type ToastAction,
  type ToastKind,
  toastDismissed,
  toastShown,
  toastsSlice,
} from './toasts/toasts-slice.ts';

/**
 * The slices the shell and remotes inject. Declared here, in the package's entry, so that
 * `declare module '@shop/platform' { interface LazyLoadedSlices { … } }` in a frontend merges into it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by declaration merging in each frontend
export interface LazyLoadedSlices {}
