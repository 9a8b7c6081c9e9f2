import type { Buyer, Language, MeResponse, Staff } from '@shop/contracts';
import { createShopStore, type ShopStore, sessionApi } from '@shop/platform';

export const TEST_BUYER: Buyer = {
  id: 'b-1',
  email: 'boutique@example.gr',
  businessName: 'Boutique Kifisia',
};

/** A store whose cache already holds the session (`me`) the way the BFF would answer it. */
export async function storeWith(
  language: Language,
  { staff, buyer = null }: { staff?: Staff; buyer?: Buyer | null } = {},
): Promise<ShopStore> {
  const store = createShopStore({ locale: { language } });
  const me: MeResponse = staff ? { buyer: null, staff } : { buyer };
  await store.dispatch(sessionApi.util.upsertQueryData('me', undefined, me));
  return store;
}
