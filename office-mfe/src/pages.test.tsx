import { REMOTE_ROUTES } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPOSES } from './exposes.ts';
import { fakeBff } from './testing/fake-bff.ts';
import { untrackedStock } from './testing/fake-products-bff.ts';
import { customRequestIn, orderIn, page, TEST_INBOX, TEST_STAFF } from './testing/fixtures.ts';
import { productIn } from './testing/product-fixtures.ts';
import { storeWith } from './testing/shop-cache.ts';

afterEach(() => vi.unstubAllGlobals());

const EMPTY_COUNTS = { draft: 0, published: 0, hidden: 0, missingGreek: 0 };

const exposes = Object.entries(EXPOSES);
/** The page modules of the feature folders, by their path from `src/` (as `EXPOSES` names them). */
const pages = import.meta.glob<{ default: ComponentType }>('./*/*Page.tsx');

/** The pages of a logged-in member; the others are the way in (the log-in, the invitation's link). */
const STAFF_ONLY = new Set([
  './Inbox',
  './OrderRequest',
  './CustomRequest',
  './Products',
  './ProductEditor',
  './ProductImport',
  './Account',
]);

describe('exposed pages', () => {
  it('exposes at least one page', () => expect(exposes.length).toBeGreaterThan(0));

  it.each(exposes)('%s renders a translated main heading in English and Greek', async (name, file) => {
    fakeBff((request) => {
      if (request.path === '/api/office/inbox') return { body: TEST_INBOX };
      if (request.path.endsWith('/messages')) return { body: { messages: [] } };
      if (request.path.startsWith('/api/office/orders/')) return { body: orderIn() };
      if (request.path.startsWith('/api/office/custom-requests/')) return { body: customRequestIn() };
      if (request.path.startsWith('/api/office/products/') && request.path.endsWith('/stock'))
        return { body: untrackedStock(productIn()) };
      if (request.path.startsWith('/api/office/products/')) return { body: productIn() };
      if (request.path.startsWith('/api/office/products')) {
        return { body: { items: [], total: 0, page: 1, pageCount: 1, counts: EMPTY_COUNTS } };
      }
      return request.path.startsWith('/api/office/') ? { body: page([]) } : undefined;
    });
    const load = pages[file.replace(/^\.\/src\//, './')];
    if (!load) throw new Error(`No page module for ${file}`);
    const { default: Page } = await load();
    const path = REMOTE_ROUTES.find((route) => route.module === name)?.path ?? '/';
    const headingIn = async (language: 'en' | 'gr') => {
      const store = await storeWith(language, STAFF_ONLY.has(name) ? { staff: TEST_STAFF } : {});
      const view = await renderWithShop(
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>,
        { language, path, store },
      );
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
