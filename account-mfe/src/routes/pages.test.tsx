import { REMOTE_ROUTES } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { orderRequestApi } from '../api/get-order-request.ts';
import { EXPOSES } from '../exposes.ts';
import { TEST_ORDER } from '../testing/fixtures.ts';
import { storeWith, TEST_BUYER } from '../testing/shop-cache.ts';

const exposes = Object.entries(EXPOSES);

const pages = import.meta.glob<{ default: ComponentType }>('./*Page.tsx');

/** The pages only a buyer sees; the others are for visitors (logged-in buyers are sent away from them). */
const BUYER_ONLY = new Set(['./Profile', './Orders', './OrderDetails']);

describe('exposed pages', () => {
  it('exposes at least one page', () => expect(exposes.length).toBeGreaterThan(0));

  it.each(exposes)('%s renders a translated main heading in English and Greek', async (name, file) => {
    const load = pages[`./${file.split('/').pop()}`];
    if (!load) throw new Error(`No page module for ${file}`);
    const { default: Page } = await load();
    expect(typeof Page).toBe('function');
    // Mounted at its route, as the shell does, so route parameters are there.
    const pattern = REMOTE_ROUTES.find((route) => route.module === name)?.path ?? '/';
    const path = pattern.replace(':reference', TEST_ORDER.reference);
    const page = (
      <Routes>
        <Route path={pattern} element={<Page />} />
      </Routes>
    );

    const headingIn = async (language: 'en' | 'gr') => {
      const store = await storeWith(language, { buyer: BUYER_ONLY.has(name) ? TEST_BUYER : null });
      await store.dispatch(
        orderRequestApi.util.upsertQueryData(
          'accountGetMyOrderRequest',
          { reference: TEST_ORDER.reference, language },
          TEST_ORDER,
        ),
      );
      const view = await renderWithShop(page, { language, path, store });
      const text = (await screen.findByRole('heading', { level: 1 })).textContent;
      view.unmount();
      return text;
    };

    const english = await headingIn('en');
    expect(english).toMatch(/\w/);
    const greek = await headingIn('gr');
    expect(greek).toMatch(/[\u0370-\u03ff]/u);
    expect(greek).not.toBe(english);
  });
});
