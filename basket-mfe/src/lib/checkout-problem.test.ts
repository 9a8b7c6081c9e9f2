import { describe, expect, it } from 'vitest';
import { problemFromApi } from './checkout-problem.ts';

describe('a refused checkout', () => {
  it("takes the BFF's field errors onto the form's fields", () => {
    expect(
      problemFromApi({
        code: 'validation_failed',
        message: 'Some fields are invalid.',
        fields: { 'deliveryAddress.postalCode': 'invalid_postal_code', notes: 'too_long' },
      }),
    ).toEqual({ kind: 'fields', fields: { postalCode: 'invalid_postal_code', notes: 'too_long' } });
    expect(problemFromApi({ code: 'minimum_order_not_met', message: '' })).toEqual({ kind: 'minimum' });
    expect(problemFromApi({ code: 'vat_number_required', message: '' })).toEqual({ kind: 'vatNumber' });
    expect(problemFromApi({ code: 'delivery_address_required', message: '' })).toEqual({
      kind: 'address',
      fields: {},
    });
  });
});
