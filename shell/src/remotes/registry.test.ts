import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_REGISTRY_ELEMENT_ID, type RemoteRegistry } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('./contract-check-plugin.ts', () => ({ contractCheckPlugin: () => ({ name: 'contract-check' }) }));
vi.stubGlobal('__SHOP_CONTRACTS__', { contracts: '1.0.0', platform: '1.0.0', ui: '1.0.0' });

const REGISTRY: RemoteRegistry = {
  remotes: [{ name: 'catalog', manifestUrl: '/remotes/catalog/mf-manifest.json', version: '1.2.3' }],
};

/** registry.ts keeps the loaded registry in module state: a fresh module per test. */
async function freshRegistry() {
  vi.resetModules();
  return import('./registry.ts');
}

describe('loadRegistry', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(Response.json(REGISTRY));
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(registerRemotes).mockClear();
  });
  afterEach(() => {
    document.getElementById(REMOTE_REGISTRY_ELEMENT_ID)?.remove();
  });

  it('reads the registry the BFF put into the page, without asking for it', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = REMOTE_REGISTRY_ELEMENT_ID;
    script.textContent = JSON.stringify(REGISTRY);
    document.head.append(script);
    const { loadRegistry } = await freshRegistry();

    const entries = await loadRegistry();

    expect(entries.get('catalog')?.version).toBe('1.2.3');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog_mfe', entry: `${window.location.origin}/remotes/catalog/mf-manifest.json` }],
      { force: true },
    );
  });

  it('asks /api/remotes when the page has no registry (the dev server)', async () => {
    const { loadRegistry } = await freshRegistry();

    const entries = await loadRegistry();

    expect(entries.get('catalog')?.manifestUrl).toBe('/remotes/catalog/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledWith('/api/remotes', expect.objectContaining({ cache: 'no-store' }));
  });

  it('leaves out a remote this shell does not know (a BFF newer than the shell)', async () => {
    const newer = {
      remotes: [
        ...REGISTRY.remotes,
        { name: 'future', manifestUrl: '/remotes/future/mf-manifest.json', version: '0.1.0' },
      ],
    };
    fetchMock.mockResolvedValue(Response.json(newer));
    const { loadRegistry } = await freshRegistry();

    await loadRegistry();

    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'catalog_mfe' })], {
      force: true,
    });
  });

  it('asks /api/remotes when the registry in the page is unreadable', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = REMOTE_REGISTRY_ELEMENT_ID;
    script.textContent = '{not json';
    document.head.append(script);
    const { loadRegistry } = await freshRegistry();

    await loadRegistry();

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
