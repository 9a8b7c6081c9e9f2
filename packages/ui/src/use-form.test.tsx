import type { FieldErrorCode } from '@shop/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FieldErrors, serverFieldErrors, useForm } from './use-form.ts';

describe('serverFieldErrors', () => {
  it("keeps this form's fields, with the BFF's code or invalid_value for one it does not know", () => {
    expect(
      serverFieldErrors({ email: 'invalid_email', other: 'required', name: 'odd' }, ['email', 'name']),
    ).toEqual({ email: 'invalid_email', name: 'invalid_value' });
  });

  it('picks nested fields by their prefix', () => {
    const fields = { 'deliveryAddress.city': 'required', 'businessAddress.city': 'too_long' };
    expect(serverFieldErrors(fields, ['city'], 'deliveryAddress.')).toEqual({ city: 'required' });
  });
});

describe('useForm', () => {
  // A form's own check (code_format) beside the BFF's codes.
  const validate = (values: { code: string }): FieldErrors<'code', FieldErrorCode | 'code_format'> =>
    values.code === '' ? { code: 'required' } : /^\d{6}$/.test(values.code) ? {} : { code: 'code_format' };

  it('shows errors from the first check on, and goes back to its first values on reset', () => {
    const { result } = renderHook(() => useForm({ code: '' }, validate));
    expect(result.current.errors).toEqual({});
    act(() => {
      expect(result.current.check()).toBe(false);
    });
    expect(result.current.field('code').error).toBe('required');
    act(() => result.current.setValue('code', '12'));
    expect(result.current.errors).toEqual({ code: 'code_format' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ code: '' });
    expect(result.current.errors).toEqual({});
  });

  it("keeps the server's error on its field until the field changes", () => {
    const { result } = renderHook(() => useForm({ code: '123456' }, validate));
    act(() => {
      expect(result.current.showServerErrors(serverFieldErrors({ code: 'unheard_of' }, ['code']))).toBe(true);
    });
    expect(result.current.errors).toEqual({ code: 'invalid_value' });
    act(() => result.current.setValue('code', '654321'));
    expect(result.current.errors).toEqual({});
  });
});
