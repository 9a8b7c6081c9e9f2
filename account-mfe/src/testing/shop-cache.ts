import type { Buyer, Language, Profile } from '@shop/contracts';
import { createShopStore, type ShopStore, sessionApi } from '@shop/platform';
import { accountProfileApi } from '../api/get-account-profile.ts';
import { customRequestsApi } from '../api/get-custom-requests.ts';
import { orderRequestsApi } from '../api/get-order-requests.ts';
import { sampleRequestsApi } from '../api/get-sample-requests.ts';

export const TEST_BUYER: Buyer = {
  id: 'b-1',
  email: 'boutique@example.gr',
  businessName: 'Boutique Kifisia',
};

export const TEST_PROFILE: Profile = {
  email: TEST_BUYER.email,
  businessName: TEST_BUYER.businessName,
  vatNumber: '123456783',
  businessAddress: { street: 'Kolokotroni 12', city: 'Kifisia', postalCode: '14562', country: 'Greece' },
  deliveryAddress: null,
};

/**
 * A store whose cache already holds the session (and, for a buyer, the account's data), the way
 * the BFF would answer: jsdom's fetch cannot reach the relative `/api`, so tests never fetch.
 */
export async function storeWith(
  language: Language,
  { buyer = null, profile = TEST_PROFILE }: { buyer?: Buyer | null; profile?: Profile } = {},
): Promise<ShopStore> {
  const store = createShopStore({ locale: { language } });
  await store.dispatch(sessionApi.util.upsertQueryData('me', undefined, { buyer }));
  if (buyer) {
    await store.dispatch(
      accountProfileApi.util.upsertQueryData('accountGetAccountProfile', undefined, profile),
    );
    await store.dispatch(
      orderRequestsApi.util.upsertQueryData('accountGetMyOrderRequests', undefined, { orders: [] }),
    );
    await store.dispatch(
      customRequestsApi.util.upsertQueryData('accountGetMyCustomRequests', undefined, { requests: [] }),
    );
    await store.dispatch(
      sampleRequestsApi.util.upsertQueryData('accountGetMySampleRequests', language, {
        samples: [],
        remaining: 3,
        max: 3,
      }),
    );
  }
  return store;
}
