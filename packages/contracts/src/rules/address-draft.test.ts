import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  emptyAddressDraft,
  isAddressDraftEmpty,
  profileAddressDraft,
} from './address-draft.ts';

const athens = { street: 'Ermou 12', city: 'Athens', postalCode: '10563', country: 'Greece' };

describe('the delivery address', () => {
  it('is prefilled from the delivery address, else the business address', () => {
    const business = { ...athens, street: 'Stadiou 3' };
    expect(
      profileAddressDraft({
        email: 'a@b.gr',
        businessName: 'X',
        vatNumber: null,
        businessAddress: business,
        deliveryAddress: athens,
      }),
    ).toEqual({ ...athens, postalCode: '105 63' });
    expect(
      profileAddressDraft({
        email: 'a@b.gr',
        businessName: 'X',
        vatNumber: null,
        businessAddress: business,
        deliveryAddress: null,
      }),
    ).toEqual({ ...business, postalCode: '105 63' });
    expect(
      profileAddressDraft({
        email: 'a@b.gr',
        businessName: 'X',
        vatNumber: null,
        businessAddress: null,
        deliveryAddress: null,
      }),
    ).toBeNull();
  });

  it('is required in full, and can start with a country', () => {
    expect(checkAddress(emptyAddressDraft('Greece'))).toEqual({
      ok: false,
      missing: true,
      fields: { street: 'required', city: 'required', postalCode: 'required' },
    });
    expect(isAddressDraftEmpty(emptyAddressDraft())).toBe(true);
    expect(isAddressDraftEmpty(emptyAddressDraft('Greece'))).toBe(false);
  });

  it('needs a Greek postal code, sent without its space', () => {
    expect(checkAddress({ ...athens, postalCode: '1056' })).toEqual({
      ok: false,
      missing: false,
      fields: { postalCode: 'invalid_postal_code' },
    });
    expect(checkAddress({ ...athens, street: ' Ermou 12 ', postalCode: '105 63' })).toEqual({
      ok: true,
      address: athens,
    });
  });
});
