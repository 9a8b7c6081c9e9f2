import { type RemoteEntry, remoteRouteFor } from '@shop/contracts';
import type { AppConfig } from '../config.ts';
import { readServedManifest } from './served-manifest.ts';

/** The parts of a Module Federation manifest (`mf-manifest.json`) that name a page's files. */
interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** The files a remote's page needs first: its entry and the exposed module's own scripts and styles. */
export interface RemotePageAssets {
  scripts: string[];
  styles: string[];
}

const NONE: RemotePageAssets = { scripts: [], styles: [] };

/**
 * Where a remote's files live, from its manifest: beside the manifest when its public path is `auto`
 * (how every remote here is built), else the public path it names.
 */
function baseOf(manifest: FederationManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto') return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** The entry and the exposed module's synchronous files for `module` (e.g. `./ReadyToShip`). */
export function pageAssetsOf(
  manifest: FederationManifest,
  manifestUrl: string,
  module: string,
): RemotePageAssets {
  const expose = manifest.exposes?.find((entry) => entry.path === module);
  const entry = manifest.metaData?.remoteEntry;
  if (!expose || !entry?.name) return NONE;
  const base = baseOf(manifest, manifestUrl);
  const at = (file: string) => (/^[a-z][a-z0-9+.-]*:|^\//i.test(file) ? file : `${base}${file}`);
  const entryFile = entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  return {
    scripts: [at(entryFile), ...(expose.assets?.js?.sync ?? []).map(at)],
    styles: (expose.assets?.css?.sync ?? []).map(at),
  };
}

/**
 * The files of the remote page a path shows, from the manifest this BFF serves for it (a remote on another
 * origin is left to the runtime: its manifest is preloaded, not read here). None when there is no such
 * remote page or its manifest cannot be read.
 */
export async function remotePageAssets(
  config: Pick<AppConfig, 'dataDir' | 'frontends'>,
  registry: readonly RemoteEntry[],
  pathname: string,
): Promise<RemotePageAssets> {
  const route = remoteRouteFor(pathname);
  const manifestUrl = registry.find((entry) => entry.name === route?.remote)?.manifestUrl;
  if (!route || !manifestUrl) return NONE;
  const served = await readServedManifest(config, manifestUrl);
  return served ? pageAssetsOf(served.manifest as FederationManifest, manifestUrl, route.module) : NONE;
}
