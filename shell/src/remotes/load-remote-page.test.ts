import { CompositionRefused } from '@shop/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemotePage } from './load-remote-page.ts';
import { COMPOSITION_REPORTS_PATH, forgetReports } from './report-refusal.ts';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));
vi.mock('./registry.ts', () => ({
  loadRegistry: async () =>
    new Map([['basket', { name: 'basket', manifestUrl: '/x', version: '20261128-1200-abc' }]]),
  reregisterRemote: async () => undefined,
}));

afterEach(() => {
  forgetReports();
  vi.unstubAllGlobals();
});

describe('loading a remote page the platform refuses', () => {
  it('fails at once, and the BFF is told which names clashed and in which release', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    loadRemote.mockRejectedValue(
      new CompositionRefused('basket', [
        { kind: 'endpoints', name: 'catalogAttachBrandLogo', owner: 'catalog' },
      ]),
    );
    await expect(loadRemotePage('basket', './Basket')).rejects.toThrow(CompositionRefused);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(COMPOSITION_REPORTS_PATH);
    expect(JSON.parse(String(init.body))).toMatchObject({ area: 'basket', version: '20261128-1200-abc' });
  });

  it('does not report a remote that is merely down', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    loadRemote.mockReset();
    loadRemote.mockRejectedValue(new Error('Failed to fetch'));
    await expect(loadRemotePage('catalog', './ReadyToShip')).rejects.toThrow('Failed to fetch');
    expect(fetch).not.toHaveBeenCalled();
  });
});
