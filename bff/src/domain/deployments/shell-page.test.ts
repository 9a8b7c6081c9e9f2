import { describe, expect, it } from 'vitest';
import type { RemoteEntry } from '@shop/contracts';
import { withAssetBase, withRemoteHints } from './shell-page.ts';

describe('withAssetBase', () => {
  it('makes the relative asset URLs of the shell page absolute under where it is served from', () => {
    const html =
      '<link href="static/css/index.1a2b3c4d.css" rel="stylesheet"><script defer src="static/js/index.9596e63232.js"></script>';
    expect(withAssetBase(html, '/deployments/shell/0.1.0-abc/')).toBe(
      '<link href="/deployments/shell/0.1.0-abc/static/css/index.1a2b3c4d.css" rel="stylesheet"><script defer src="/deployments/shell/0.1.0-abc/static/js/index.9596e63232.js"></script>',
    );
  });

  it('leaves absolute, external and fragment URLs alone', () => {
    const html = '<a href="/about"></a><a href="https://example.gr/x"></a><a href="#main"></a><a href="mailto:a@b.gr"></a>';
    expect(withAssetBase(html, '/')).toBe(html);
  });
});

describe('withRemoteHints', () => {
  const html = '<html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
  const registry: RemoteEntry[] = [
    { name: 'catalog', manifestUrl: '/remotes/catalog/mf-manifest.json', version: '1.0.0' },
    { name: 'basket', manifestUrl: 'https://cdn.example.gr/basket/mf-manifest.json?v=1&x=2', version: '1.0.1' },
  ];
  const registryIn = (page: string) => {
    const match = /<script type="application\/json" id="shop-remote-registry">(.*?)<\/script>/.exec(page);
    return match ? JSON.parse(match[1] ?? '') : null;
  };

  it('puts the registry into the head as a JSON data block', () => {
    const page = withRemoteHints(html, registry, '/about');
    expect(registryIn(page)).toEqual({ remotes: registry });
    expect(page.indexOf('shop-remote-registry')).toBeLessThan(page.indexOf('</head>'));
    expect(page).not.toContain('rel="preload"');
  });

  it('preloads the manifest of the remote that owns the path', () => {
    expect(withRemoteHints(html, registry, '/product/3')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/remotes/catalog/mf-manifest.json">',
    );
    expect(withRemoteHints(html, registry, '/basket')).toContain(
      'href="https://cdn.example.gr/basket/mf-manifest.json?v=1&amp;x=2"',
    );
    // A remote the registry does not know: nothing to preload.
    expect(withRemoteHints(html, registry, '/login')).not.toContain('rel="preload"');
  });

  it('cannot be broken out of by a manifest URL', () => {
    const hostile: RemoteEntry[] = [
      { name: 'catalog', manifestUrl: '/x</script><script>alert(1)</script>"><b>', version: '1' },
    ];
    const page = withRemoteHints(html, hostile, '/ready-to-ship');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('"><b>');
    expect(registryIn(page)).toEqual({ remotes: hostile });
  });
});
