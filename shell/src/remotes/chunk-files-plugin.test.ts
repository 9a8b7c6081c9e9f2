import { CHUNK_FILES_GLOBAL } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkFilesPlugin } from './chunk-files-plugin.ts';

const file = 'static/js/async/translations.js';
const hashed = (hash: string) => `static/js/async/translations.${hash}.js`;
const scope = globalThis as Record<string, unknown>;

/** What the runtime hands the hook when a remote's manifest arrives. */
function manifestOf(name: string, shopChunkFiles?: unknown) {
  return { moduleInfo: { name }, manifestJson: { metaData: { shopChunkFiles } } } as never;
}

describe('the chunk files handed to each remote', () => {
  const arrive = chunkFilesPlugin().loadRemoteSnapshot as (args: never) => unknown;
  afterEach(() => {
    delete scope[CHUNK_FILES_GLOBAL];
  });

  it("are the remote's manifest's, under its federation name, as the manifest arrives", () => {
    const catalog = manifestOf('catalog_mfe', { [file]: hashed('1111111111') });
    expect(arrive(catalog)).toBe(catalog);
    arrive(manifestOf('basket_mfe', { [file]: hashed('2222222222') }));
    expect(scope[CHUNK_FILES_GLOBAL]).toEqual({
      catalog_mfe: { [file]: hashed('1111111111') },
      basket_mfe: { [file]: hashed('2222222222') },
    });
  });

  it("are replaced by a later manifest's, and dropped for one that records none or one not to follow", () => {
    arrive(manifestOf('catalog_mfe', { [file]: hashed('1111111111') }));
    arrive(manifestOf('catalog_mfe', { [file]: hashed('3333333333') }));
    expect(scope[CHUNK_FILES_GLOBAL]).toEqual({ catalog_mfe: { [file]: hashed('3333333333') } });
    arrive(manifestOf('catalog_mfe', { [file]: 'https://elsewhere.example/x.js' }));
    expect(scope[CHUNK_FILES_GLOBAL]).toEqual({});
    arrive(manifestOf('catalog_mfe', { [file]: hashed('3333333333') }));
    arrive(manifestOf('catalog_mfe'));
    expect(scope[CHUNK_FILES_GLOBAL]).toEqual({});
  });

  it('leave a snapshot that came without a manifest as it is', () => {
    arrive(manifestOf('catalog_mfe', { [file]: hashed('1111111111') }));
    const global = { moduleInfo: { name: 'catalog_mfe' } } as never;
    expect(arrive(global)).toBe(global);
    expect(scope[CHUNK_FILES_GLOBAL]).toEqual({ catalog_mfe: { [file]: hashed('1111111111') } });
  });
});
