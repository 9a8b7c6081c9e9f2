import type { Language } from '@shop/contracts';
import { createShopStore, Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { getProductApi } from '../api/get-product.ts';
import { getProductsApi } from '../api/get-products.ts';
import { EXPOSES } from '../exposes.ts';
import { visitorDetail, visitorList } from '../testing/fixtures.ts';

const exposes = Object.entries(EXPOSES);

const pages = import.meta.glob<{ default: ComponentType }>('./*Page.tsx');

/** Product names come localised from the BFF: the cache holds what it would send in each language. */
const PRODUCT_NAME: Record<Language, string> = {
  en: 'Red Tiered Maxi Dress',
  gr: 'Κόκκινο μάξι φόρεμα με βολάν',
};

async function renderPage(Page: ComponentType, language: Language) {
  const store = createShopStore({ locale: { language } });
  await store.dispatch(getProductsApi.util.upsertQueryData('catalogGetProducts', {}, visitorList()));
  await store.dispatch(
    getProductApi.util.upsertQueryData('catalogGetProduct', '1', visitorDetail('1', PRODUCT_NAME[language])),
  );
  return renderWithShop(
    <Routes>
      <Route path="/ready-to-ship" element={<Page />} />
      <Route path="/product/:id" element={<Page />} />
    </Routes>,
    { language, store, path: Page.name === 'ProductDetailPage' ? '/product/1' : '/ready-to-ship' },
  );
}

describe('exposed pages', () => {
  it('exposes at least one page', () => expect(exposes.length).toBeGreaterThan(0));

  it.each(exposes)('%s renders a translated main heading in English and Greek', async (_name, file) => {
    const load = pages[`./${file.split('/').pop()}`];
    if (!load) throw new Error(`No page module for ${file}`);
    const { default: Page } = await load();
    expect(typeof Page).toBe('function');

    const english = await renderPage(Page, 'en');
    const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
    expect(heading).toMatch(/\w/);
    english.unmount();

    await renderPage(Page, 'gr');
    const greek = (await screen.findByRole('heading', { level: 1 })).textContent;
    expect(greek).toMatch(/[\u0370-\u03ff]/u);
    expect(greek).not.toBe(heading);
  });
});
