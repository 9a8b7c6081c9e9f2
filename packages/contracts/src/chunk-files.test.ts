import { describe, expect, it } from 'vitest';
import { manifestChunkFiles, shellMissesChunkFiles } from './chunk-files.ts';

const file = 'static/js/async/translations.js';
const hashed = 'static/js/async/translations.68e1422722.js';

describe('manifestChunkFiles', () => {
  it('gives the renames a build recorded', () => {
    expect(manifestChunkFiles({ metaData: { shopChunkFiles: { [file]: hashed } } })).toEqual({
      [file]: hashed,
    });
  });

  it('is null for a build that recorded none', () => {
    expect(manifestChunkFiles({ metaData: {} })).toBeNull();
    expect(manifestChunkFiles(null)).toBeNull();
    expect(manifestChunkFiles({ metaData: { shopChunkFiles: {} } })).toBeNull();
    expect(manifestChunkFiles({ metaData: { shopChunkFiles: [hashed] } })).toBeNull();
  });

  it('never follows a name out of the remote or to anything but a script', () => {
    for (const to of [
      '../shell/static/js/index.js',
      'https://elsewhere.example/x.js',
      '//elsewhere.example/x.js',
      'static/js/async/../../../x.js',
      'static/js/async/translations.json',
      'javascript:alert(1)//.js',
      42,
    ]) {
      expect(manifestChunkFiles({ metaData: { shopChunkFiles: { [file]: to } } })).toBeNull();
    }
    expect(manifestChunkFiles({ metaData: { shopChunkFiles: { '../x.js': hashed } } })).toBeNull();
  });
});

describe('shellMissesChunkFiles', () => {
  it('is true only for a remote that names its files in its manifest under a shell from before', () => {
    expect(shellMissesChunkFiles('1.10.0', '1.11.0')).toBe(true);
    expect(shellMissesChunkFiles('1.9.3', '1.12.1')).toBe(true);
    expect(shellMissesChunkFiles('1.11.0', '1.11.0')).toBe(false);
    expect(shellMissesChunkFiles('1.12.0', '1.11.2')).toBe(false);
    expect(shellMissesChunkFiles('1.10.0', '1.10.9')).toBe(false);
    expect(shellMissesChunkFiles(undefined, '1.11.0')).toBe(false);
    expect(shellMissesChunkFiles('1.10.0', 'next')).toBe(false);
  });
});
