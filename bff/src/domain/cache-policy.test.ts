import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE } from './cache-policy.ts';

describe('cacheControlFor', () => {
  it('never caches the files that point at everything else', () => {
    for (const file of ['/d/index.html', '/d/mf-manifest.json', '/d/mf-stats.json', '/d/remoteEntry.js']) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('caches content-hashed files for a year', () => {
    expect(cacheControlFor('/d/static/js/123.a1b2c3d4.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/d/static/css/index.0f9e8d7c.css')).toBe(IMMUTABLE);
  });

  it('revalidates anything else', () => {
    expect(cacheControlFor('/d/favicon.ico')).toBe('no-cache');
    expect(cacheControlFor('/d/static/js/lib-react.js')).toBe('no-cache');
  });
});
