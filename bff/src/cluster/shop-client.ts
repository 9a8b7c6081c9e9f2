import { randomBytes, randomInt } from 'node:crypto';
import { SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE } from '@shop/contracts';

/** A made-up ΑΦΜ whose check digit holds: ordering needs one. */
const VAT_NUMBER = '123456783';
export const BUYER_PASSWORD = 'Cluster-Buyer-2026!';
export const ORDER_BODY = {
  deliveryOption: 'standard',
  deliveryAddress: { street: 'Ermou 12', city: 'Athens', postalCode: '105 63', country: 'Greece' },
} as const;

export interface Answer {
  status: number;
  body: unknown;
  bytes: Buffer;
}

/**
 * A buyer's browser, as far as the cluster tests need one, over real HTTP: a session cookie, JSON calls
 * with the shop's request header, uploads. `origin` may be HAProxy or one instance.
 */
export class ShopClient {
  cookie = '';
  email = '';
  /**
   * The client's own address, sent as X-Forwarded-For (the instances trust their proxy: TRUST_PROXY=1), so
   * each client has rate limits of its own, as browsers on different connections do.
   */
  readonly address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

  async call(
    origin: string,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-forwarded-for': this.address,
        [SHOP_REQUEST_HEADER]: SHOP_REQUEST_HEADER_VALUE,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const set = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
    if (set.length > 0) this.cookie = set.join('; ');
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      body: json ? JSON.parse(bytes.toString('utf8')) : null,
      bytes,
    } satisfies Answer;
  }

  /** Registers a new buyer (a unique e-mail) and keeps its session. */
  async register(origin: string): Promise<void> {
    this.email = `cluster-${randomBytes(5).toString('hex')}@example.gr`;
    const answer = await this.call(origin, 'POST', '/api/auth/register', {
      email: this.email,
      businessName: 'Cluster Boutique',
      vatNumber: VAT_NUMBER,
      password: BUYER_PASSWORD,
      confirmPassword: BUYER_PASSWORD,
    });
    if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${answer.bytes}`);
  }

  /** Puts 5 pieces of product 1 in the basket (the minimum order). */
  addLine(origin: string): Promise<Answer> {
    return this.call(origin, 'POST', '/api/basket/lines', { productId: '1', quantities: { S: 2, M: 3 } });
  }

  /** Sends the basket as an order request under an idempotency key. */
  submitOrder(origin: string, idempotencyKey: string): Promise<Answer> {
    return this.call(origin, 'POST', '/api/orders', ORDER_BODY, { 'idempotency-key': idempotencyKey });
  }
}
