import { describe, expect, it } from 'vitest';
import {
  addressToSend,
  validateAddress,
  validateBusinessDetails,
  validateForgotPassword,
  validateNewPassword,
  validateRegister,
} from './validation.ts';

const valid = {
  email: ' shop@example.gr ',
  businessName: 'Shop',
  vatNumber: '',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

describe('form validation', () => {
  it('requires every registration field and matching passwords of at least 8 characters', () => {
    expect(
      validateRegister({ email: '', businessName: ' ', vatNumber: '', password: '', confirmPassword: '' }),
    ).toEqual({
      email: 'required',
      businessName: 'required',
      password: 'required',
      confirmPassword: 'required',
    });
    expect(
      validateRegister({
        email: 'shop@',
        businessName: 'Shop',
        vatNumber: '094014202',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual({
      email: 'invalid_email',
      vatNumber: 'invalid_check_digit',
      password: 'too_short',
      confirmPassword: 'passwords_do_not_match',
    });
    expect(validateRegister({ ...valid, vatNumber: '0940142' }).vatNumber).toBe('invalid_format');
    expect(validateRegister({ ...valid, vatNumber: 'EL 094 014 201' })).toEqual({});
    expect(validateRegister(valid)).toEqual({});
  });

  it('checks the e-mail of a reset request and the new password twice', () => {
    expect(validateForgotPassword({ email: 'not an email' })).toEqual({ email: 'invalid_email' });
    expect(validateForgotPassword({ email: 'a@b.gr' })).toEqual({});
    expect(validateNewPassword({ password: 'New-Secret-1', confirmPassword: 'New-Secret-2' })).toEqual({
      confirmPassword: 'passwords_do_not_match',
    });
  });

  it('accepts Greek postal codes written NNNNN or NNN NN only', () => {
    const address = { street: 'Ermou 1', city: 'Athens', country: 'Greece' };
    expect(validateAddress({ ...address, postalCode: '105 63' })).toEqual({});
    expect(validateAddress({ ...address, postalCode: '10563' })).toEqual({});
    expect(validateAddress({ ...address, postalCode: '1056' })).toEqual({
      postalCode: 'invalid_postal_code',
    });
    expect(validateAddress({ ...address, postalCode: 'SW1A 1AA' })).toEqual({
      postalCode: 'invalid_postal_code',
    });
    expect(validateAddress({ street: '', city: '', postalCode: '', country: '' })).toEqual({
      street: 'required',
      city: 'required',
      postalCode: 'required',
      country: 'required',
    });
  });

  it('requires the business name with the business address', () => {
    expect(
      validateBusinessDetails({
        businessName: '',
        vatNumber: '',
        street: 'a',
        city: 'b',
        postalCode: '12345',
        country: 'c',
      }),
    ).toEqual({ businessName: 'required' });
  });

  it('sends addresses trimmed with the postal code in its stored form', () => {
    expect(
      addressToSend({ street: ' Ermou 1 ', city: 'Athens ', postalCode: '105 63', country: ' Greece' }),
    ).toEqual({
      street: 'Ermou 1',
      city: 'Athens',
      postalCode: '10563',
      country: 'Greece',
    });
  });
});
