import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const buyer = { id: 'b1', email: 'shop@example.gr', businessName: 'Boutique Nafplio' };
const LATER = '2099-01-01T00:00:00.000Z';
const NOW = Date.parse('2026-11-24T10:00:00.000Z');

/** A change mark the test moves by hand. */
function markedCache(max?: number) {
  let version = 0;
  const cache = new SessionCache(() => String(version), max);
  return { cache, change: () => version++ };
}

describe('SessionCache', () => {
  it('answers a remembered live session until anything changes', () => {
    const { cache, change } = markedCache();
    expect(cache.find('t1', NOW)).toBeUndefined();
    cache.remember('t1', { buyer, expiresAt: LATER }, cache.mark());
    expect(cache.find('t1', NOW)).toEqual(buyer);
    change();
    expect(cache.find('t1', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep what was read while something changed', () => {
    const { cache, change } = markedCache();
    cache.find('t1', NOW);
    const before = cache.mark();
    change(); // e.g. a logout committed while this lookup waited for the database
    cache.remember('t1', { buyer, expiresAt: LATER }, before);
    expect(cache.find('t1', NOW)).toBeUndefined();
  });

  it('lets a session expire on time', () => {
    const { cache } = markedCache();
    cache.remember('t1', { buyer, expiresAt: '2026-11-24T10:00:01.000Z' }, cache.mark());
    expect(cache.find('t1', NOW)).toEqual(buyer);
    expect(cache.find('t1', Date.parse('2026-11-24T10:00:01.000Z'))).toBeUndefined();
  });

  it('keeps at most its maximum, forgetting the oldest', () => {
    const { cache } = markedCache(2);
    for (const token of ['t1', 't2', 't3']) cache.remember(token, { buyer, expiresAt: LATER }, cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.find('t1', NOW)).toBeUndefined();
    expect(cache.find('t3', NOW)).toEqual(buyer);
  });
});
