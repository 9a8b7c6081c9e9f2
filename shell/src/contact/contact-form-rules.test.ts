import { describe, expect, it } from 'vitest';
import {
  contactFieldErrors,
  EMPTY_CONTACT_FORM,
  isEmailAddress,
  toContactMessage,
  validateContactForm,
} from './contact-form-rules.ts';

const filled = {
  ...EMPTY_CONTACT_FORM,
  name: 'Maria Papadopoulou',
  email: 'maria@boutique.gr',
  message: 'Do you ship to Crete?',
};

describe('validateContactForm', () => {
  it('requires name, e-mail and message, and nothing else', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
    expect(validateContactForm(filled)).toEqual({});
  });

  it('treats blank text as missing', () => {
    expect(validateContactForm({ ...filled, name: '   ', message: '\n ' })).toEqual({
      name: 'required',
      message: 'required',
    });
  });

  it('checks the e-mail the way the BFF does', () => {
    expect(isEmailAddress('maria@boutique.gr')).toBe(true);
    expect(isEmailAddress('maria@boutique')).toBe(false);
    expect(isEmailAddress('maria@')).toBe(false);
    expect(validateContactForm({ ...filled, email: 'maria at boutique.gr' })).toEqual({
      email: 'invalid_email',
    });
  });

  it('accepts an empty phone or a Greek one, and refuses a foreign one', () => {
    expect(validateContactForm({ ...filled, phone: '+30 694 123 4567' })).toEqual({});
    expect(validateContactForm({ ...filled, phone: '210 123 4567' })).toEqual({});
    expect(validateContactForm({ ...filled, phone: '+44 20 7946 0958' })).toEqual({
      phone: 'invalid_format',
    });
  });

  it('refuses text longer than the API takes', () => {
    expect(validateContactForm({ ...filled, message: 'x'.repeat(5001) })).toEqual({ message: 'too_long' });
  });
});

describe('toContactMessage', () => {
  it('trims the text and leaves out empty optional fields', () => {
    expect(toContactMessage({ ...filled, name: ' Maria ', companyName: ' ', phone: '' })).toEqual({
      name: 'Maria',
      email: 'maria@boutique.gr',
      inquiryType: 'general',
      message: 'Do you ship to Crete?',
    });
    expect(toContactMessage({ ...filled, companyName: 'Boutique Maria', phone: '2101234567' })).toMatchObject(
      {
        companyName: 'Boutique Maria',
        phone: '2101234567',
      },
    );
  });
});

describe('contactFieldErrors', () => {
  it('keeps the server errors of this form’s fields only', () => {
    expect(contactFieldErrors({ email: 'invalid_email', subject: 'unknown_field' })).toEqual({
      email: 'invalid_email',
    });
    expect(contactFieldErrors(undefined)).toEqual({});
  });
});
