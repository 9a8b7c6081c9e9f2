import { describe, expect, it } from 'vitest';
import { withAssetBase } from './shell-page.ts';

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
