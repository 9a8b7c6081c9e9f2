import { describe, expect, it } from 'vitest';
import { isShared, sharedTable } from './shared.ts';

/** Whether a request is shared: the singletons by name and react's and react-dom's subpaths, nothing else. */
const EXPECTED: Record<string, boolean> = {
  react: true,
  'react/jsx-runtime': true,
  'react-dom/client': true,
  '@shop/ui': true,
  '@shop/platform': true,
  // Bundled by each build, the remotes' server builds included (decision 0019).
  '@shop/ui/dialog': false,
  '@shop/ui/use-form': false,
  '@shop/platform/testing': false,
  // Only the office and the custom-made form upload with progress: not in every page's shared platform.
  '@shop/platform/upload': false,
  '@shop/contracts': false,
};

describe('the shared modules', () => {
  it('are the singletons by name and the subpaths of react and react-dom', () => {
    const found = Object.fromEntries(Object.keys(EXPECTED).map((request) => [request, isShared(request)]));
    expect(found).toEqual(EXPECTED);
  });

  it('are what the table shares', () => {
    const names = Object.keys(sharedTable()).map((name) => name.replace(/\/$/, '/x'));
    expect(names.filter((name) => !isShared(name))).toEqual([]);
  });
});
