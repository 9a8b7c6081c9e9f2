import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { CHUNK_FILES_GLOBAL, type ChunkFiles, MANIFEST_CHUNK_FILES } from '@shop/contracts';

/**
 * The chunk of a remote whose content changes most often: its translations (src/i18n/*.json, a chunk of
 * their own). Its file carries its content hash as every chunk's does, but the entry does not name it so.
 */
export const LATE_CHUNK = 'translations';
/** Where the build writes chunks, below the remote's public path. */
const CHUNKS = 'static/js/async';
/** What stands in the entry's chunk map for the late chunk's hash: the entry asks for this name. */
export const LATE_CHUNK_FILE = `${CHUNKS}/${LATE_CHUNK}.late.js`;

/**
 * What the entry's script loading does before a chunk's script is fetched: a file the manifest names under
 * another name (the late chunk, by its content hash, `metaData.shopChunkFiles`, handed on by the shell as it
 * reads the manifest) is fetched by that name. Plain ES5 in the runtime, as the code around it.
 */
export function lateChunkScript(federationName: string): string {
  const files = `(typeof globalThis === "object" && globalThis[${JSON.stringify(CHUNK_FILES_GLOBAL)}] || {})[${JSON.stringify(federationName)}]`;
  return [
    `var shopChunkFiles = ${files};`,
    'if (shopChunkFiles) for (var shopFile in shopChunkFiles) {',
    '  if (url.slice(-shopFile.length) === shopFile) { script.src = url.slice(0, -shopFile.length) + shopChunkFiles[shopFile]; break; }',
    '}',
  ].join('\n');
}

/**
 * The entry with the late chunk's hash taken out of its chunk map: the hash is a quoted literal there
 * (`6:"68e1422722"`), once; anything else means the runtime's shape changed, and the build stops.
 */
export function entryWithoutHash(entry: string, hash: string): string {
  const quoted = `"${hash}"`;
  const found = entry.split(quoted).length - 1;
  if (found !== 1) {
    throw new Error(
      `shop:late-chunks: the ${LATE_CHUNK} chunk's hash ${hash} is in the entry ${found} times, not once`,
    );
  }
  return entry.replace(quoted, '"late"');
}

interface RspackCompiler {
  rspack: {
    RuntimePlugin: {
      getCompilationHooks(compilation: unknown): {
        createScript: { tap(name: string, fn: (code: string) => string): void };
      };
    };
  };
  hooks: { compilation: { tap(name: string, fn: (compilation: unknown) => void): void } };
}

/**
 * A remote's production build whose one-string deploy costs a returning buyer only its translations
 * (issue 48, decision 0036): the entry (`remoteEntry.js`) asks for the translations as
 * `translations.late.js`, so its bytes do not change when a string does; the manifest, fetched on every
 * visit, records the file's content-hashed name, and the entry's script loading follows it.
 */
export function pluginLateChunks(federationName: string): RsbuildPlugin {
  return {
    name: 'shop:late-chunks',
    setup(api) {
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== 'web') return;
        config.plugins = [
          ...(config.plugins ?? []),
          {
            apply(compiler: RspackCompiler) {
              compiler.hooks.compilation.tap('shop:late-chunks', (compilation) => {
                compiler.rspack.RuntimePlugin.getCompilationHooks(compilation).createScript.tap(
                  'shop:late-chunks',
                  (code) => `${code}\n${lateChunkScript(federationName)}`,
                );
              });
            },
          },
        ];
      });
      api.onAfterBuild(async () => {
        const dist = api.context.distPath;
        const chunks = await readdir(join(dist, CHUNKS)).catch(() => []);
        const pattern = new RegExp(`^${LATE_CHUNK}\\.([0-9a-f]+)\\.js$`);
        const late = chunks.map((name) => pattern.exec(name)).find((match) => match !== null);
        if (!late?.[1]) return;
        const entry = join(dist, 'remoteEntry.js');
        await writeFile(entry, entryWithoutHash(await readFile(entry, 'utf8'), late[1]));
        const files: ChunkFiles = { [LATE_CHUNK_FILE]: `${CHUNKS}/${late[0]}` };
        const manifestFile = join(dist, 'mf-manifest.json');
        const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
          metaData: Record<string, unknown>;
        };
        manifest.metaData[MANIFEST_CHUNK_FILES] = files;
        await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
      });
    },
  };
}
