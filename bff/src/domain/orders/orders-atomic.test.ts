import type { Basket, OrderList } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ATHENS_ADDRESS, buildTestApp, caller, registerBuyer } from '../../../test/index.ts';
import { submitOrderRequest } from './orders.ts';

/**
 * Emptying the basket is the last step of a submit, after the order and its lines are inserted;
 * here it fails on demand. (The app's routes are loaded by autoload outside vitest's module graph,
 * so the submit runs through the domain function, then the result is read back through the API.)
 */
const failure = vi.hoisted(() => ({ on: false }));
vi.mock('../basket/basket.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../basket/basket.ts')>();
  return {
    ...original,
    clearBasket: async (...args: Parameters<typeof original.clearBasket>) => {
      if (failure.on) throw new Error('injected failure after the order insert');
      return original.clearBasket(...args);
    },
  };
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('order submit and basket clear are one transaction', () => {
  it('leaves the basket intact and no order when a step after the order insert fails', async () => {
    const buyer = await registerBuyer(app);
    const call = caller(app, buyer);
    await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5 } });
    const input = {
      deliveryOption: 'standard',
      deliveryAddress: ATHENS_ADDRESS,
      idempotencyKey: 'k1',
    } as const;

    failure.on = true;
    await expect(submitOrderRequest(app.db, buyer.buyer.id, input)).rejects.toThrow('injected failure');
    failure.on = false;

    expect((await call('GET', '/api/orders')).json<OrderList>().orders).toEqual([]);
    expect((await call('GET', '/api/basket')).json<Basket>().lines[0]?.quantities).toEqual({ S: 5 });
    expect(await app.db.selectFrom('order_request_lines').select('order_id').execute()).toEqual([]);
    expect(await app.db.selectFrom('request_history').select('request_id').execute()).toEqual([]);

    // The same key works once the failure is gone: nothing of the failed attempt was kept.
    await expect(submitOrderRequest(app.db, buyer.buyer.id, input)).resolves.toMatchObject({ created: true });
    expect((await call('GET', '/api/basket')).json<Basket>().lines).toEqual([]);
    expect((await call('GET', '/api/orders')).json<OrderList>().orders).toHaveLength(1);
  });
});
