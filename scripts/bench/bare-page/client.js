// The bare page (first-view-work.mjs): the libraries the design mandates for every page — React and react-dom,
// the router, Redux Toolkit with RTK Query and react-redux, i18next with react-i18next, and the federation
// runtime (the build's, bare-page.mjs) — taking over 12 cards the server rendered, and nothing of the shop's own.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { createElement as h, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Cards, TRANSLATIONS } from './cards.js';

const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({ products: build.query({ queryFn: () => ({ data: [] }) }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});
// The page's answer, sent with it (as the shop's first view sends its own), put in the cache before rendering.
const products = JSON.parse(document.getElementById('page-answer').textContent);
store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'products', arg: undefined, value: products }]));

await i18next.use(initReactI18next).init({ lng: 'en', resources: TRANSLATIONS, defaultNS: 'bare' });

function Listing() {
  const { t } = useTranslation();
  const { data } = api.useProductsQuery();
  // The mark the bench waits for, as the shop's root gets its own once its page is taken over.
  useEffect(() => document.getElementById('root').setAttribute('data-taken-over', ''), []);
  return h(Cards, { products: data, t });
}

hydrateRoot(
  document.getElementById('root'),
  h(
    Provider,
    { store },
    h(
      I18nextProvider,
      { i18n: i18next },
      h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Listing) }))),
    ),
  ),
);
