import type { RemoteEntry } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { pageAssetsOf } from './remote-page-assets.ts';
import { withAssetBase, withPreviews, withRemoteHints } from './shell-page.ts';

describe('withAssetBase', () => {
  it('makes the relative asset URLs of the shell page absolute under where it is served from', () => {
    const html =
      '<link href="static/css/index.1a2b3c4d.css" rel="stylesheet"><script defer src="static/js/index.9596e63232.js"></script>';
    expect(withAssetBase(html, '/deployments/shell/0.1.0-abc/')).toBe(
      '<link href="/deployments/shell/0.1.0-abc/static/css/index.1a2b3c4d.css" rel="stylesheet"><script defer src="/deployments/shell/0.1.0-abc/static/js/index.9596e63232.js"></script>',
    );
  });

  it('leaves absolute, external and fragment URLs alone', () => {
    const html =
      '<a href="/about"></a><a href="https://example.gr/x"></a><a href="#main"></a><a href="mailto:a@b.gr"></a>';
    expect(withAssetBase(html, '/')).toBe(html);
  });
});

describe('withRemoteHints', () => {
  const html = '<html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
  const registry: RemoteEntry[] = [
    { name: 'catalog', manifestUrl: '/remotes/catalog/mf-manifest.json', version: '1.0.0' },
    {
      name: 'basket',
      manifestUrl: 'https://cdn.example.gr/basket/mf-manifest.json?v=1&x=2',
      version: '1.0.1',
    },
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

describe('the remote page files in the shell page', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './ReadyToShip',
        assets: {
          js: {
            sync: ['static/js/async/3.js', 'static/js/async/rts.js'],
            async: ['static/js/async/lazy.js'],
          },
          css: { sync: ['static/css/async/rts.css'], async: [] },
        },
      },
    ],
  };

  it('are the entry and the exposed page’s own files, beside the manifest', () => {
    expect(pageAssetsOf(manifest, '/remotes/catalog/mf-manifest.json', './ReadyToShip')).toEqual({
      scripts: [
        '/remotes/catalog/remoteEntry.js',
        '/remotes/catalog/static/js/async/3.js',
        '/remotes/catalog/static/js/async/rts.js',
      ],
      styles: ['/remotes/catalog/static/css/async/rts.css'],
    });
    // A module the remote does not expose: nothing to preload.
    expect(pageAssetsOf(manifest, '/remotes/catalog/mf-manifest.json', './Basket')).toEqual({
      scripts: [],
      styles: [],
    });
  });

  it('follow a public path the manifest names', () => {
    const published = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example.gr/c/1.2.0' },
    };
    expect(pageAssetsOf(published, '/x/mf-manifest.json', './ReadyToShip').scripts[0]).toBe(
      'https://cdn.example.gr/c/1.2.0/remoteEntry.js',
    );
  });

  it('are preloaded as the runtime will load them: plain scripts and styles', () => {
    const registry: RemoteEntry[] = [
      { name: 'catalog', manifestUrl: '/remotes/catalog/mf-manifest.json', version: '1.0.0' },
    ];
    const page = withRemoteHints(
      '<html><head></head><body></body></html>',
      registry,
      '/ready-to-ship',
      pageAssetsOf(manifest, '/remotes/catalog/mf-manifest.json', './ReadyToShip'),
    );
    expect(page).toContain(
      '<link rel="preload" as="script" href="/remotes/catalog/remoteEntry.js" fetchpriority="low">',
    );
    expect(page).toContain(
      '<link rel="preload" as="script" href="/remotes/catalog/static/js/async/rts.js" fetchpriority="low">',
    );
    expect(page).toContain(
      '<link rel="preload" as="style" href="/remotes/catalog/static/css/async/rts.css" fetchpriority="low">',
    );
    expect(page).not.toContain('lazy.js');
  });
});

describe('withPreviews', () => {
  const page = '<html><head><title>Shop</title></head><body></body></html>';
  const release = { id: 'r1', area: 'catalog', version: '0.1.0-abc', location: '/x', contracts: null };

  it('leaves the page of a browser without previews as it is', () => {
    expect(withPreviews(page, [])).toBe(page);
  });

  it('lists the previews in a JSON data block, with nothing else of the release', () => {
    const html = withPreviews(page, [{ ...release, deployed_by: 'team', deployed_at: '2026-11-26' }]);
    expect(html).toContain(
      '<script type="application/json" id="shop-previews">[{"area":"catalog","version":"0.1.0-abc"}]</script></head>',
    );
  });
});
