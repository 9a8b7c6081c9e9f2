import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CHUNK_FILES_GLOBAL, type ChunkFiles, manifestChunkFiles } from '@shop/contracts';

type ChunkFilesByRemote = Record<string, ChunkFiles>;

/**
 * Hands each remote the chunk files its manifest names under other names (its translations by their content
 * hash, contracts' chunk-files.ts) as the manifest arrives, before the remote's entry runs: the entry's script
 * loading reads them from `globalThis.__SHOP_CHUNK_FILES__[<federation name>]`. A manifest fetched again (a
 * remote registered again after a deploy) replaces what an earlier one gave.
 */
export function chunkFilesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-chunk-files',
    loadRemoteSnapshot(args) {
      if (args.manifestJson) {
        const scope = globalThis as typeof globalThis & { [CHUNK_FILES_GLOBAL]?: ChunkFilesByRemote };
        scope[CHUNK_FILES_GLOBAL] ??= {};
        const byRemote = scope[CHUNK_FILES_GLOBAL];
        const files = manifestChunkFiles(args.manifestJson);
        if (files) byRemote[args.moduleInfo.name] = files;
        else delete byRemote[args.moduleInfo.name];
      }
      return args;
    },
  };
}
