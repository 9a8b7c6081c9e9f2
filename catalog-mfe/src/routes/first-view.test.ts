import { parseCatalogueQuery, productDetailPath, productListArgs, productListPath } from '@shop/contracts';
import { createShopStore } from '@shop/platform';
import { describe, expect, it } from 'vitest';
import { getProductApi } from '../api/get-product.ts';
import { getProductsApi } from '../api/get-products.ts';
import { EXPOSES } from '../exposes.ts';
import { pages } from '../server.ts';
import { visitorDetail, visitorList } from '../testing/fixtures.ts';
import { seedProductDetail, seedReadyToShip } from './first-view.ts';

describe('the catalogue pages’ first reads, from the page’s answers', () => {
  it('puts the listing for the URL’s query where the page reads it', () => {
    const store = createShopStore();
    const search = '?colours=red&page=2&sort=newest';
    const args = productListArgs(parseCatalogueQuery(new URLSearchParams(search)));
    const answers: Record<string, unknown> = { [productListPath(args)]: visitorList() };
    seedReadyToShip(store.dispatch, (path) => answers[path], { pathname: '/ready-to-ship', search });
    const read = getProductsApi.endpoints.catalogGetProducts.select(args)(store.getState());
    expect(read.isSuccess).toBe(true);
    expect(read.data).toEqual(visitorList());
  });

  it('puts the product of the path where the product page reads it', () => {
    const store = createShopStore();
    const answers: Record<string, unknown> = { [productDetailPath('a b')]: visitorDetail('a b') };
    seedProductDetail(store.dispatch, (path) => answers[path], { pathname: '/product/a%20b', search: '' });
    expect(getProductApi.endpoints.catalogGetProduct.select('a b')(store.getState()).data).toEqual(
      visitorDetail('a b'),
    );
  });

  it('seeds nothing without an answer, or for a malformed path', () => {
    const store = createShopStore();
    seedReadyToShip(store.dispatch, () => undefined, { pathname: '/ready-to-ship', search: '' });
    seedProductDetail(store.dispatch, () => visitorDetail(), { pathname: '/product/%E0', search: '' });
    expect(store.getState().api.queries).toEqual({});
  });
});

describe('the catalogue’s server build', () => {
  it('has every exposed page, by the same keys, with its first reads', () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(EXPOSES).sort());
    for (const page of Object.values(pages)) {
      expect(typeof page.default).toBe('function');
      expect(typeof page.seedFirstView).toBe('function');
    }
  });
});
