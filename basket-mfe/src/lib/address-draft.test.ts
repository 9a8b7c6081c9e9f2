import { describe, expect, it } from 'vitest';
import { checkAddress, emptyAddressDraft, profileAddressDraft } from './address-draft.ts';
import { problemFromApi } from './checkout-problem.ts';

const athens = { street: 'Ermou 12', city: 'Athens', postalCode: '10563', country: 'Greece' };

describe('the delivery address', () => {
  it('is prefilled from the delivery address, else the business address', () => {
    const business = { ...athens, street: 'Stadiou 3' };
    expect(
      profileAddressDraft({
        email: 'a@b.gr',
        businessName: 'X',
        businessAddress: business,
        deliveryAddress: athens,
      }),
    ).toEqual({ ...athens, postalCode: '105 63' });
    expect(
      profileAddressDraft({
        email: 'a@b.gr',
        businessName: 'X',
        businessAddress: business,
        deliveryAddress: null,
      }),
    ).toEqual({ ...business, postalCode: '105 63' });
    expect(
      profileAddressDraft({
        email: 'a@b.gr',
        businessName: 'X',
        businessAddress: null,
        deliveryAddress: null,
      }),
    ).toBeNull();
  });

  it('is required in full', () => {
    expect(checkAddress(emptyAddressDraft('Greece'))).toEqual({
      ok: false,
      missing: true,
      fields: { street: 'required', city: 'required', postalCode: 'required' },
    });
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

  it("takes the BFF's field errors onto the form's fields", () => {
    expect(
      problemFromApi({
        code: 'validation_failed',
        message: 'Some fields are invalid.',
        fields: { 'deliveryAddress.postalCode': 'invalid_postal_code', notes: 'too_long' },
      }),
    ).toEqual({ kind: 'fields', fields: { postalCode: 'invalid_postal_code', notes: 'too_long' } });
    expect(problemFromApi({ code: 'minimum_order_not_met', message: '' })).toEqual({ kind: 'minimum' });
    expect(problemFromApi({ code: 'delivery_address_required', message: '' })).toEqual({
      kind: 'address',
      fields: {},
    });
  });
});
