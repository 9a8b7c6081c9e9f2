import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ProductDetailResponseSchema, ProductListResponseSchema } from '@shop/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * The second line of defence: even if a handler put a price into a visitor answer, the visitor
 * response schema has no price field, so the serialiser drops it.
 */
describe('catalogue response schemas', () => {
  const leakyItem = {
    id: '1',
    code: 'WF-1001',
    name: 'X',
    category: 'dresses',
    colour: 'red',
    isNew: false,
    image: '/x.svg',
  };
  const extra = { material: 'Cotton', style: 'Boho', minimumOrder: 5, priceCents: 1999, price: 19.99 };

  it('drop prices from a visitor list', async () => {
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/',
      { schema: { response: { 200: ProductListResponseSchema } } },
      async () =>
        ({
          audience: 'visitor',
          lang: 'en',
          total: 1,
          page: 1,
          pageCount: 1,
          pageSize: 12,
          items: [{ ...leakyItem, ...extra }],
          facets: { categories: [], colours: [], inStock: 0, price: { floor: 9, ceil: 30 } },
        }) as never,
    );
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/price/i);
    expect(res.json().items[0]).toMatchObject({ id: '1', minimumOrder: 5 });
  });

  it('keep prices in a buyer list', async () => {
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    app.get('/', { schema: { response: { 200: ProductListResponseSchema } } }, async () => ({
      audience: 'buyer' as const,
      lang: 'en' as const,
      total: 1,
      page: 1,
      pageCount: 1,
      pageSize: 12 as const,
      items: [{ ...leakyItem, ...extra }] as never,
      facets: { categories: [], colours: [], inStock: 0, price: { floor: 9, ceil: 30 } },
    }));
    const body = (await app.inject({ url: '/' })).json();
    expect(body.items[0].priceCents).toBe(1999);
    expect(body.items[0].price).toBeUndefined();
    expect(body.facets.price).toEqual({ floor: 9, ceil: 30 });
  });

  it('drop prices from a visitor product detail', async () => {
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    const product = {
      ...leakyItem,
      ...extra,
      images: [],
      description: 'd',
      features: [],
      care: 'c',
      origin: 'Made in India',
      sizes: ['M'],
    };
    app.get(
      '/',
      { schema: { response: { 200: ProductDetailResponseSchema } } },
      async () =>
        ({
          audience: 'visitor',
          lang: 'en',
          product,
          related: [{ ...leakyItem, ...extra }],
        }) as never,
    );
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/price/i);
  });
});
