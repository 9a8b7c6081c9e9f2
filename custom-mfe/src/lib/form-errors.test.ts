import type { CustomRequestInput } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { serverErrors, typeWithError } from './form-errors.ts';

const input: CustomRequestInput = {
  lines: [
    { type: 'dress', selected: true, fabric: 'cotton', sizes: { M: 3 } },
    { type: 'blouse', selected: true, fabric: null, sizes: { S: 2 } },
  ],
  deliveryOption: 'standard',
};

describe("the BFF's errors in the form", () => {
  it('puts a refused file next to the field it came from', () => {
    const errors = serverErrors(
      {
        code: 'unsupported_file_type',
        message: 'no',
        fields: { 'designFile.blouse': 'unsupported_file_type' },
      },
      input,
    );
    expect(errors).toEqual({
      alert: { code: 'unsupported_file_type' },
      fields: { 'design.blouse': 'unsupported_file_type' },
    });
    expect(typeWithError(errors.fields)).toBe('blouse');
  });

  it('maps line indexes and address parts to their fields', () => {
    const errors = serverErrors(
      {
        code: 'validation_failed',
        message: 'no',
        fields: {
          'lines.1.fabric': 'required',
          'deliveryAddress.postalCode': 'invalid_postal_code',
          brandLabel: 'x',
        },
      },
      input,
    );
    expect(errors.fields).toEqual({
      'fabric.blouse': 'required',
      'address.postalCode': 'invalid_postal_code',
      brandLabel: 'invalid_value',
    });
  });

  it('explains an unknown code with the generic message', () => {
    expect(serverErrors({ code: 'internal_error', message: 'boom' }, input).alert).toEqual({
      code: 'generic',
    });
  });
});
