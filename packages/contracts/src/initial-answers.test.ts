import { describe, expect, it } from 'vitest';
import { initialApiPaths } from './initial-answers.ts';

describe('the first API reads of a page', () => {
  it('are the session and the basket badge on every page', () => {
    expect(initialApiPaths('/', '')).toEqual(['/auth/me', '/basket']);
    expect(initialApiPaths('/orders', '')).toEqual(['/auth/me', '/basket']);
  });

  it('add the catalogue listing in the catalogue’s own spelling of the page’s query', () => {
    expect(initialApiPaths('/ready-to-ship', '')).toContain('/products');
    // Colours in the constants' order, defaults left out, unknown values dropped.
    expect(initialApiPaths('/ready-to-ship', 'colours=blue,red&sort=newest&page=1&x=1').at(-1)).toBe(
      '/products?colours=red%2Cblue',
    );
    expect(
      initialApiPaths('/Ready-To-Ship/', 'page=2&category=dresses&maxPrice=40&sort=price-low').at(-1),
    ).toBe('/products?category=dresses&maxPrice=40&sort=price-low&page=2');
  });

  it('add a product page’s product, its id encoded like the frontend encodes it', () => {
    expect(initialApiPaths('/product/7', 'page=2').at(-1)).toBe('/products/7');
    expect(initialApiPaths('/product/a%20b', '').at(-1)).toBe('/products/a%20b');
    expect(initialApiPaths('/product/%E0%A4%A', '')).toEqual(['/auth/me', '/basket']);
  });
});
