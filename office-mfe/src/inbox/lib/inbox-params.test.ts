import { describe, expect, it } from 'vitest';
import { isDay, listQueryString, readInboxParams, writeInboxParams } from './inbox-params.ts';

const read = (search: string) => readInboxParams(new URLSearchParams(search));

describe('the inbox in the URL', () => {
  it('reads the list and every filter', () => {
    expect(read('tab=samples&status=approved&buyer=b-7&from=2026-03-01&to=2026-03-31&q=Kif')).toEqual({
      list: 'samples',
      filters: { status: 'approved', buyer: 'b-7', from: '2026-03-01', to: '2026-03-31', q: 'Kif' },
    });
  });

  it('opens the order requests, and the buyers waiting for approval, by default', () => {
    expect(read('')).toEqual({ list: 'orders', filters: {} });
    expect(read('tab=buyers')).toEqual({ list: 'buyers', filters: { status: 'pending' } });
    expect(read('tab=buyers&status=all')).toEqual({ list: 'buyers', filters: {} });
  });

  it('leaves out what is not a filter of that list', () => {
    expect(read('tab=nowhere&status=requested&from=2026-13-01&to=yesterday&q=%20%20&buyer=')).toEqual({
      list: 'orders',
      filters: {},
    });
    expect(read(`q=${'x'.repeat(150)}`).filters.q).toHaveLength(100);
  });

  it('takes no filters for the low stock', () => {
    expect(read('tab=low-stock&status=open&buyer=b-7&from=2026-03-01&q=Kif')).toEqual({
      list: 'low-stock',
      filters: {},
    });
  });

  it.each([
    'tab=low-stock',
    'tab=samples&status=requested&from=2026-03-01&q=Kif',
    'tab=buyers&status=all',
    'tab=buyers&status=rejected',
    'tab=contact-messages&buyer=b-7&to=2026-04-01',
    'status=quoted',
  ])('writes back what it read: %s', (search) => {
    expect(writeInboxParams(read(search)).toString()).toBe(search);
  });

  it('leaves the defaults out of the URL', () => {
    expect(writeInboxParams({ list: 'orders', filters: {} }).toString()).toBe('');
    expect(writeInboxParams({ list: 'buyers', filters: { status: 'pending' } }).toString()).toBe(
      'tab=buyers',
    );
  });

  it('knows a real day', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
  });

  it('makes the API query of a page', () => {
    expect(listQueryString({}, null)).toBe('');
    expect(listQueryString({ status: 'open', q: 'Ma ria' }, 'c-2')).toBe('?status=open&q=Ma+ria&cursor=c-2');
  });
});
