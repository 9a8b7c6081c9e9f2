import {
  type Basket,
  type BasketLine,
  checkMinimumOrder,
  type Order,
  type Profile,
  totalQuantity,
} from '@shop/contracts';
import { basketApi, createShopStore, type ShopStore, sessionApi } from '@shop/platform';
import { checkoutProfileApi } from '../api/get-checkout-profile.ts';
import { orderRequestApi } from '../api/get-order-request.ts';

export const BUYER = { id: 'b1', email: 'buyer@example.gr', businessName: 'Boutique Kifisia' };

export function basketLine(overrides: Partial<BasketLine> = {}): BasketLine {
  const quantities = overrides.quantities ?? { M: 2 };
  const unitPriceCents = overrides.unitPriceCents ?? 1999;
  const pieces = totalQuantity(quantities);
  return {
    productId: '1',
    name: 'Red Tiered Maxi Dress',
    image: '/media/products/1.svg',
    unitPriceCents,
    addYourBrand: false,
    brandLogo: null,
    availability: [],
    stockShortfalls: [],
    ...overrides,
    quantities,
    totalQuantity: pieces,
    lineTotalCents: pieces * unitPriceCents,
  };
}

export function basketOf(lines: BasketLine[]): Basket {
  const pieces = lines.reduce((sum, line) => sum + line.totalQuantity, 0);
  return {
    lines,
    totalQuantity: pieces,
    totalPriceCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    minimumOrder: checkMinimumOrder(pieces),
  };
}

export const ORDER: Order = {
  reference: 'WS-2026-000042',
  status: 'submitted',
  createdAt: '2026-11-22T10:15:00.000Z',
  deliveryOption: 'fast',
  deliveryAddress: { street: 'Ermou 12', city: 'Athens', postalCode: '10563', country: 'Greece' },
  notes: 'Please call before delivery.',
  totalItems: 6,
  totalPriceCents: 11994,
  lines: [],
  statusHistory: [
    {
      action: 'submit',
      from: null,
      status: 'submitted',
      by: { kind: 'buyer', name: BUYER.businessName },
      note: '',
      at: '2026-11-22T10:15:00.000Z',
    },
  ],
  // Just submitted: version 1, no quote yet; the buyer may still cancel.
  progress: {
    version: 1,
    quotes: [],
    acceptedDeliveryOption: null,
    carrier: null,
    trackingNumber: null,
    actions: ['cancel'],
  },
};

export const PROFILE: Profile = {
  email: BUYER.email,
  businessName: BUYER.businessName,
  vatNumber: '123456783',
  businessAddress: null,
  deliveryAddress: null,
};

/**
 * A store whose cache already holds the session, the profile and the basket, as the shell's would
 * (jsdom's fetch cannot reach the BFF). Upserts settle asynchronously, hence the await.
 */
export async function shopStore(
  options: { language?: 'en' | 'gr'; loggedIn?: boolean; basket?: Basket; profile?: Profile } = {},
): Promise<ShopStore> {
  const store = createShopStore({ locale: { language: options.language ?? 'en' } });
  const loggedIn = options.loggedIn ?? true;
  await store.dispatch(sessionApi.util.upsertQueryData('me', undefined, { buyer: loggedIn ? BUYER : null }));
  if (!loggedIn) return store;
  await store.dispatch(
    checkoutProfileApi.util.upsertQueryData(
      'basketGetCheckoutProfile',
      undefined,
      options.profile ?? PROFILE,
    ),
  );
  if (options.basket) {
    await store.dispatch(basketApi.util.upsertQueryData('getBasket', undefined, options.basket));
  }
  return store;
}

export async function withOrder(store: ShopStore, order: Order = ORDER): Promise<ShopStore> {
  await store.dispatch(orderRequestApi.util.upsertQueryData('basketGetOrderRequest', order.reference, order));
  return store;
}
