import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json' with { type: 'json' };
import gr from '../i18n/gr.json' with { type: 'json' };
import { apiErrorKey } from './api-error-message.ts';

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('apiErrorKey', () => {
  it.each([
    ['invalid_credentials', 'login.invalid'],
    ['account_pending', 'errors.accountPending'],
    ['account_rejected', 'errors.accountRejected'],
    ['account_disabled', 'errors.accountDisabled'],
    ['stock_short', 'errors.stockShort'],
    ['no_such_code', 'errors.generic'],
  ])('%s reads %s, written in both languages', (code, key) => {
    expect(apiErrorKey(code)).toBe(key);
    expect(typeof lookup(en, key)).toBe('string');
    expect(typeof lookup(gr, key)).toBe('string');
    expect(lookup(gr, key)).not.toBe(lookup(en, key));
  });
});
