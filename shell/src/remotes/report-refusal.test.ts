import { CompositionRefused } from '@shop/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPOSITION_REPORTS_PATH, forgetReports, reportBody, reportRefusal } from './report-refusal.ts';

afterEach(() => {
  forgetReports();
  vi.unstubAllGlobals();
});

describe('reporting a refused remote (decision 0030)', () => {
  it('posts the clashes once per remote and page, as JSON the BFF accepts', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const refused = new CompositionRefused('basket', [
      { kind: 'endpoints', name: 'catalogAttachBrandLogo', owner: 'catalog' },
    ]);
    reportRefusal('basket', refused, '20261128-1200-abc');
    reportRefusal('basket', refused, '20261128-1200-abc');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(COMPOSITION_REPORTS_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({
      area: 'basket',
      version: '20261128-1200-abc',
      clashes: [{ kind: 'endpoints', name: 'catalogAttachBrandLogo', owner: 'catalog' }],
      problems: [],
    });
  });

  it('sends what it can of a refusal the runtime wrapped, and never a version it cannot vouch for', () => {
    const wrapped = new Error('[ Federation Runtime ]: CompositionRefused: office cannot join the page: …');
    expect(reportBody('office', wrapped, '../x')).toEqual({
      area: 'office',
      clashes: [],
      problems: [wrapped.message],
    });
  });

  it('never fails the page when the report cannot be sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(() => reportRefusal('custom', new Error('CompositionRefused'))).not.toThrow();
  });
});
