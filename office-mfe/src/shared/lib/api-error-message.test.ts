import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import gr from '../../i18n/gr.json' with { type: 'json' };
import { apiErrorKey, isOutdated } from './api-error-message.ts';

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('apiErrorKey', () => {
  it.each([
    ['invalid_credentials', 'login.invalid'],
    ['invalid_second_factor', 'secondFactor.invalid'],
    ['invalid_token', 'setPassword.invalidToken'],
    ['stale_order', 'errors.stale'],
    ['stale_message', 'errors.stale'],
    ['transition_not_allowed', 'errors.notAllowed'],
    ['stock_short', 'errors.stockShort'],
    ['stale_stock', 'errors.staleStock'],
    ['rate_limited', 'errors.rateLimited'],
    ['no_such_code', 'errors.generic'],
  ])('%s reads %s, written in both languages', (code, key) => {
    expect(apiErrorKey(code)).toBe(key);
    expect(typeof lookup(en, key)).toBe('string');
    expect(typeof lookup(gr, key)).toBe('string');
    expect(lookup(gr, key)).not.toBe(lookup(en, key));
  });

  it('offers to reload the list after the 409s that mean it is out of date', () => {
    expect(isOutdated('stale_order')).toBe(true);
    expect(isOutdated('stale_message')).toBe(true);
    expect(isOutdated('transition_not_allowed')).toBe(true);
    expect(isOutdated('rate_limited')).toBe(false);
  });
});
