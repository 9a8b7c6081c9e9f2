import type { OfficeStock, OfficeStockSize, Order, Size } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { registerBuyer, type TestBuyer } from './auth.ts';
import { caller, sendOrderRequest } from './commerce.ts';
import type { TestStaff } from './staff.ts';

/** A size's stock as the office sends it; a restock date left out is none. */
export interface StockLevelInput {
  size: string;
  onHand: number | null;
  restockDate?: string | null;
}

/** The stock of product `id` as the office reads it now. */
export async function stockNow(app: FastifyInstance, staff: TestStaff, id: string): Promise<OfficeStock> {
  return (await caller(app, staff)('GET', `/api/office/products/${id}/stock`)).json<OfficeStock>();
}

/** The stock of product `id` set through the office, as the team sets it: the stock saved. */
export async function setStock(
  app: FastifyInstance,
  staff: TestStaff,
  id: string,
  levels: StockLevelInput[],
  backorderDays: number | null = null,
): Promise<OfficeStock> {
  const now = await stockNow(app, staff, id);
  const saved = await caller(app, staff)('PUT', `/api/office/products/${id}/stock`, {
    stockVersion: now.stockVersion,
    backorderDays,
    levels: levels.map((level) => ({ restockDate: null, ...level })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<OfficeStock>();
}

/** The level of `size` in a product's stock (none while the size is not tracked). */
export const levelOf = (stock: OfficeStock, size: string): OfficeStockSize | undefined =>
  stock.levels.find((level) => level.size === size);

/** The order request quoted through `office` at 20 € a piece with one courier option: the order as quoted. */
export async function quoteOrder(office: ReturnType<typeof caller>, order: Order): Promise<Order> {
  const quoted = await office('POST', `/api/office/orders/${order.reference}/quotes`, {
    version: order.progress.version,
    lines: [{ position: 1, unitPriceCents: 2000 }],
    deliveryOptions: [{ label: 'Courier', costCents: 900, leadTimeDays: 2 }],
    note: '',
  });
  expect(quoted.statusCode, quoted.body).toBe(201);
  return quoted.json<Order>();
}

/** A quoted order request, with the buyer who sent it and the version to accept it at. */
export interface QuotedOrder {
  buyer: TestBuyer;
  call: ReturnType<typeof caller>;
  reference: string;
  version: number;
}

/** A buyer with an order request for `quantities` of product `id`, quoted by `staff`: ready to accept. */
export async function quotedOrder(
  app: FastifyInstance,
  staff: TestStaff,
  id: string,
  quantities: Partial<Record<Size, number>>,
): Promise<QuotedOrder> {
  const buyer = await registerBuyer(app);
  const call = caller(app, buyer);
  const order = await sendOrderRequest(call, id, quantities);
  await quoteOrder(caller(app, staff), order);
  return { buyer, call, reference: order.reference, version: order.progress.version + 1 };
}

/** The buyer's `call` accepting the first quote of order `reference` at `version`, with its first delivery option. */
export function acceptQuote(
  call: ReturnType<typeof caller>,
  order: { reference: string; version: number },
): Promise<LightMyRequestResponse> {
  return call('POST', `/api/orders/${order.reference}/actions`, {
    action: 'accept_quote',
    version: order.version,
    quoteVersion: 1,
    deliveryOption: 0,
  });
}
