import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a Module Federation build says about its files, read from `mf-manifest.json` (what the BFF and the
 * runtime read) and `mf-stats.json` (which shared packages each exposed module imports). Only the parts the
 * first-view weight needs; a part missing from a manifest is an error, not zero bytes.
 */
export interface FederationManifest {
  /** The container's entry, relative to the build folder (`remoteEntry.js`); none for the host. */
  remoteEntry: string | undefined;
  /** Each exposed module's synchronous scripts (`./ReadyToShip` → files), the ones its import waits for. */
  exposeScripts: Map<string, string[]>;
  /** Each shared package's own scripts (`react` → files): a remote's fallback copy, a host's provided one. */
  sharedScripts: Map<string, string[]>;
  /** The shared packages each exposed module imports; undefined without `mf-stats.json`. */
  exposeRequires: Map<string, string[]> | undefined;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const texts = (value: unknown): string[] => list(value).filter((item) => typeof item === 'string');
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** `exposes` or `shared` of a manifest as a map from each entry's key field to one of its lists. */
function byKey(entries: unknown, key: string, pick: (entry: unknown) => string[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const entry of list(entries)) {
    const name = text(field(entry, key));
    if (name !== undefined) map.set(name, pick(entry));
  }
  return map;
}

const syncScripts = (entry: unknown) => texts(field(field(field(entry, 'assets'), 'js'), 'sync'));

export function readFederationManifest(buildDir: string): FederationManifest {
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the shop first`);
  const manifest = readJson(manifestFile);
  const entry = field(field(manifest, 'metaData'), 'remoteEntry');
  const entryName = text(field(entry, 'name'));
  const entryPath = text(field(entry, 'path'));
  const statsFile = path.join(buildDir, 'mf-stats.json');
  return {
    // As the BFF names it in its preloads (bff/src/rendering/remote-page-assets.ts).
    remoteEntry: entryName
      ? entryPath
        ? `${entryPath.replace(/\/$/, '')}/${entryName}`
        : entryName
      : undefined,
    exposeScripts: byKey(field(manifest, 'exposes'), 'path', syncScripts),
    sharedScripts: byKey(field(manifest, 'shared'), 'name', syncScripts),
    exposeRequires: existsSync(statsFile)
      ? byKey(field(readJson(statsFile), 'exposes'), 'path', (expose) => texts(field(expose, 'requires')))
      : undefined,
  };
}

/**
 * The source files a source map says its script was built from, as absolute paths. The builds name a source
 * by its path in its package (`webpack://shell/./src/App.tsx`, build-config's pluginLocationFreeSourceMaps);
 * the bundler's own runtime modules (`webpack://webpack/runtime/…`) are not files and are left out.
 */
export function sourcesOf(mapFile: string, packageDir: string): string[] {
  const map = readJson(mapFile);
  const root = path.resolve(path.dirname(mapFile), text(field(map, 'sourceRoot')) ?? '');
  return texts(field(map, 'sources')).flatMap((source) => {
    const inPackage = /^webpack:\/\/[^/]*\/(\..*)$/.exec(source);
    if (inPackage) return [path.resolve(packageDir, inPackage[1] ?? '')];
    if (source.startsWith('webpack://')) return [];
    return [path.resolve(root, source)];
  });
}
