import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The files Module Federation writes beside a build, both served with it. */
const FEDERATION_FILES = ['mf-manifest.json', 'mf-stats.json'];

/**
 * The same document with every `usedIn` list sorted. Module Federation lists, for each shared module, the
 * exposed modules that use it in the order the build happened to finish them, which differs between two
 * builds of the same source (`./ReadyToShip`, `./ProductDetail` one time, the other way round the next).
 */
export function withSortedUsedIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSortedUsedIn);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      key === 'usedIn' && Array.isArray(entry) ? [...entry].sort() : withSortedUsedIn(entry),
    ]),
  );
}

/**
 * Makes a build reproducible: the same source gives the same bytes, so the deploy tool, whose version is a
 * hash of what is served, gives it the same version. Registered after any plugin that rewrites the manifest.
 */
export function pluginReproducibleFederationFiles(): RsbuildPlugin {
  return {
    name: 'shop:reproducible-federation-files',
    setup(api) {
      api.onAfterBuild(async () => {
        for (const name of FEDERATION_FILES) {
          const file = join(api.context.distPath, name);
          const text = await readFile(file, 'utf8').catch(() => null);
          if (text === null) continue;
          await writeFile(file, `${JSON.stringify(withSortedUsedIn(JSON.parse(text)), null, 2)}\n`);
        }
      });
    },
  };
}

/**
 * Source maps that name each source by its path in the package (`webpack://<name>/./src/App.tsx`), not
 * relative to wherever the build was written: the deploy tool builds in a temporary folder, `npm run build`
 * into `dist/`, and a map naming `../../../../src/App.tsx` in one and `../../../../../work/shop/shell/src/App.tsx`
 * in the other has the same content-hashed name with other bytes, which the file pool (bff file-pool.ts)
 * rightly refuses to share: the whole release was then served from its own folder and a returning buyer
 * fetched every file again (issue 48).
 */
export const SOURCE_NAMES = 'webpack://[namespace]/[resource-path]';

export function pluginLocationFreeSourceMaps(): RsbuildPlugin {
  return {
    name: 'shop:location-free-source-maps',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.output = { ...config.output, devtoolModuleFilenameTemplate: SOURCE_NAMES };
      });
    },
  };
}
