import { randomBytes } from 'node:crypto';
import {
  type Address,
  type Order,
  SHOP_REQUEST_HEADER,
  SHOP_REQUEST_HEADER_VALUE,
  type Size,
} from '@shop/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestBuyer } from './auth.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The CSRF header every frontend request carries (see plugins/csrf.ts); tests send it as they do. */
export const SHOP_REQUEST: Record<string, string> = { [SHOP_REQUEST_HEADER]: SHOP_REQUEST_HEADER_VALUE };

/**
 * `call('POST', url, body)` as the given buyer or staff member (or as a visitor when `who` is null), with the
 * shop's request header like the frontends' base query.
 */
export function caller(app: FastifyInstance, who: Pick<TestBuyer, 'cookies'> | null) {
  return (
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { ...SHOP_REQUEST, ...headers },
      ...(who ? { cookies: who.cookies } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
}

export const ATHENS_ADDRESS: Address = {
  street: 'Ermou 25',
  city: 'Athens',
  postalCode: '105 63',
  country: 'Greece',
};

/** A basket of one line, sent as an order request for standard delivery to Athens: the order made. */
export async function sendOrderRequest(
  call: ReturnType<typeof caller>,
  productId: string,
  quantities: Partial<Record<Size, number>>,
): Promise<Order> {
  const line = await call('POST', '/api/basket/lines', { productId, quantities });
  if (line.statusCode !== 200) throw new Error(`basket line: ${line.body}`);
  const sent = await call('POST', '/api/orders', {
    deliveryOption: 'standard',
    deliveryAddress: ATHENS_ADDRESS,
  });
  if (sent.statusCode !== 201) throw new Error(`order request: ${sent.body}`);
  return sent.json<Order>();
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body for `app.inject`, with the shop's request header as the frontends send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      'value' in part ? Buffer.from(part.value) : part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...SHOP_REQUEST },
  };
}

/** Posts a multipart body as the buyer (or a visitor). */
export function postMultipart(
  app: FastifyInstance,
  who: Pick<TestBuyer, 'cookies'> | null,
  url: string,
  parts: Part[],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'POST', url, payload, headers, ...(who ? { cookies: who.cookies } : {}) });
}
