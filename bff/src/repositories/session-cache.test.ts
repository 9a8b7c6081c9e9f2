import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const buyer = { id: 'b1', email: 'shop@example.gr', businessName: 'Boutique Nafplio' };
const LATER = '2099-01-01T00:00:00.000Z';
const NOW = Date.parse('2026-11-24T10:00:00.000Z');

/** A synchronous change mark (SQLite's kind) the test moves by hand. */
function markedCache(max?: number) {
  let version = 0;
  const cache = new SessionCache<typeof buyer>(
    Object.assign(() => String(version), { synchronous: true }),
    max,
  );
  const find = (token: string, nowMs: number) => cache.find(token, nowMs, cache.mark() as string);
  return { cache, find, change: () => version++ };
}

describe('SessionCache', () => {
  it('answers a remembered live session until anything changes', () => {
    const { cache, find, change } = markedCache();
    expect(find('t1', NOW)).toBeUndefined();
    cache.remember('t1', { value: buyer, expiresAt: LATER }, cache.mark() as string);
    expect(find('t1', NOW)).toEqual(buyer);
    change();
    expect(find('t1', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep what was read while something changed', () => {
    const { cache, find, change } = markedCache();
    find('t1', NOW);
    const before = cache.mark() as string;
    change(); // e.g. a logout committed while this lookup waited for the database
    cache.remember('t1', { value: buyer, expiresAt: LATER }, before);
    expect(find('t1', NOW)).toBeUndefined();
  });

  it('lets a session expire on time', () => {
    const { cache, find } = markedCache();
    find('t1', NOW); // a lookup starts with a find, which reads the mark
    cache.remember('t1', { value: buyer, expiresAt: '2026-11-24T10:00:01.000Z' }, cache.mark() as string);
    expect(find('t1', NOW)).toEqual(buyer);
    expect(find('t1', Date.parse('2026-11-24T10:00:01.000Z'))).toBeUndefined();
  });

  it('keeps at most its maximum, forgetting the oldest', () => {
    const { cache, find } = markedCache(2);
    find('t0', NOW);
    for (const token of ['t1', 't2', 't3'])
      cache.remember(token, { value: buyer, expiresAt: LATER }, cache.mark() as string);
    expect(cache.size).toBe(2);
    expect(find('t1', NOW)).toBeUndefined();
    expect(find('t3', NOW)).toEqual(buyer);
  });

  it('with a mark read from the database (PostgreSQL), keeps nothing read under a mark older than the last seen', () => {
    const cache = new SessionCache<typeof buyer>(
      Object.assign(() => Promise.resolve('unused'), { synchronous: false }),
    );
    expect(cache.find('t1', NOW, '5')).toBeUndefined();
    cache.remember('t1', { value: buyer, expiresAt: LATER }, '5');
    expect(cache.find('t1', NOW, '5')).toEqual(buyer);
    // Another request of a later turn read 6: a session ended meanwhile, on some instance.
    expect(cache.find('t2', NOW, '6')).toBeUndefined();
    expect(cache.size).toBe(0);
    // A lookup that started under 5 comes back after that: what it read may be the ended session.
    cache.remember('t1', { value: buyer, expiresAt: LATER }, '5');
    expect(cache.find('t1', NOW, '6')).toBeUndefined();
    cache.remember('t1', { value: buyer, expiresAt: LATER }, '6');
    expect(cache.find('t1', NOW, '6')).toEqual(buyer);
  });
});
