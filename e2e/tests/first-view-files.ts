import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  FIRST_VIEW_MODULE,
  PAINT_FIRST_ATTRIBUTE,
  REMOTE_SERVER_MODULE,
  type RemoteName,
  type RemoteRoute,
  remoteRouteFor,
} from '@shop/contracts';
import { type FederationManifest, readFederationManifest, sourcesOf } from './federation-manifest.ts';
import { shellScriptsIn } from './shell-scripts.ts';

/**
 * The JavaScript of a page's first view, read from the production build without a browser: the files a
 * browser downloads for it, and their gzip bytes as `npm run bench -- weight` counts them
 * (scripts/bench/page-weight.mjs: gzip level 9 of each script's body, which is the built file).
 */

export type Area = 'shell' | RemoteName;

/** Where the build is: the checkout's root and the build folder in each package (`dist`, or `SHOP_BUILD_DIR`). */
export interface BuildLocation {
  root: string;
  folder: string;
}

/** A part the first view renders that its code loads lazily: the chunk holding `source` is fetched too. */
export interface LazyPart {
  area: Area;
  /** The module's source file in its package, e.g. `src/contact/ContactForm.tsx`. */
  source: string;
}

export interface FirstViewFile {
  area: Area;
  /** Relative to the area's build folder, as its page or manifest names it. */
  file: string;
  /** Why the browser fetches it. */
  reason: 'page script' | 'remote entry' | 'page module' | 'shared fallback' | 'lazy part';
}

export interface FirstViewWeight {
  route: string;
  files: Array<FirstViewFile & { gzipBytes: number }>;
  gzipBytes: number;
}

type RemoteFile = Omit<FirstViewFile, 'area'>;

const packageDirOf = (build: BuildLocation, area: Area): string =>
  path.join(build.root, area === 'shell' ? 'shell' : `${area}-mfe`);

const buildDirOf = (build: BuildLocation, area: Area): string =>
  path.resolve(packageDirOf(build, area), build.folder);

const gzipBytesOf = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

const PAINT_FIRST_SCRIPT = new RegExp(`<script\\b[^>]*\\s${PAINT_FIRST_ATTRIBUTE}\\b[^>]*></script>`, 'g');

/**
 * The shell's scripts the served page names: all of index.html's for a page the BFF renders; without a first
 * view the BFF leaves out the paint-first script (withScriptsDeferred in bff/src/rendering/first-view.ts).
 */
function shellScripts(shellDir: string, rendered: boolean): string[] {
  const page = path.join(shellDir, 'index.html');
  if (!existsSync(page)) throw new Error(`${page} is missing: build the shop first`);
  const html = readFileSync(page, 'utf8');
  return shellScriptsIn(rendered ? html : html.replace(PAINT_FIRST_SCRIPT, '')).map((src) =>
    src.replace(/^\.?\//, ''),
  );
}

/**
 * The remote's files for its page: its entry and the exposed module's synchronous scripts (what the BFF
 * preloads, and what the runtime then loads), and the remote's own copy of any shared package the page
 * imports that the shell does not provide (the shell provides its shared packages eagerly, inside its own
 * scripts, and with `loaded-first` a remote then uses those: build-config's shared.ts).
 */
function remoteScripts(
  manifest: FederationManifest,
  route: RemoteRoute,
  providedByShell: ReadonlySet<string>,
): RemoteFile[] {
  const pageModule = manifest.exposeScripts.get(route.module);
  if (!manifest.remoteEntry || !pageModule) {
    throw new Error(`The ${route.remote} build has no entry or does not expose ${route.module}`);
  }
  // Without mf-stats.json, every shared package the remote declares counts as imported.
  const imported = manifest.exposeRequires?.get(route.module) ?? [...manifest.sharedScripts.keys()];
  const fallbacks = imported
    .filter((name) => !providedByShell.has(name))
    .flatMap((name) => manifest.sharedScripts.get(name) ?? []);
  return [
    { file: manifest.remoteEntry, reason: 'remote entry' },
    ...pageModule.map((file): RemoteFile => ({ file, reason: 'page module' })),
    ...fallbacks.map((file): RemoteFile => ({ file, reason: 'shared fallback' })),
  ];
}

/**
 * The lazily loaded chunk that holds a module, found by the source maps beside the chunks. A module imported
 * lazily from two places is also inside the other place's chunk (the contact form is in the contact page's
 * too): the chunk made for its own import holds the least beside it, so the smallest one is taken.
 */
function lazyChunkOf(build: BuildLocation, part: LazyPart): string {
  const dir = buildDirOf(build, part.area);
  const wanted = path.join(packageDirOf(build, part.area), part.source);
  const chunks = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    // Lazily loaded chunks only: the page's own scripts hold modules too, and are counted anyway.
    .filter((file) => file.endsWith('.js.map') && file.includes(`async${path.sep}`))
    .filter((map) => sourcesOf(path.join(dir, map), packageDirOf(build, part.area)).includes(wanted))
    .map((map) => map.slice(0, -'.map'.length))
    .sort((a, b) => statSync(path.join(dir, a)).size - statSync(path.join(dir, b)).size);
  const chunk = chunks[0];
  if (chunk === undefined) {
    throw new Error(`No lazy chunk of ${part.area} holds ${part.source}: moved? (e2e/first-view-budgets.ts)`);
  }
  return chunk.split(path.sep).join('/');
}

/** Whether the BFF sends the route's page with a first view (bff/src/rendering/first-view.ts). */
function renderedOnServer(build: BuildLocation, route: RemoteRoute | undefined): boolean {
  const shellRenders = existsSync(path.join(buildDirOf(build, 'shell'), FIRST_VIEW_MODULE));
  return (
    shellRenders && (!route || existsSync(path.join(buildDirOf(build, route.remote), REMOTE_SERVER_MODULE)))
  );
}

/** The files a browser downloads for the first view of `route` (`/product/:id`), once each. */
export function firstViewFiles(
  build: BuildLocation,
  route: string,
  lazyParts: readonly LazyPart[] = [],
): FirstViewFile[] {
  const remoteRoute = remoteRouteFor(route);
  const shellDir = buildDirOf(build, 'shell');
  const files: FirstViewFile[] = shellScripts(shellDir, renderedOnServer(build, remoteRoute)).map((file) => ({
    area: 'shell',
    file,
    reason: 'page script',
  }));
  if (remoteRoute) {
    const provided = new Set(readFederationManifest(shellDir).sharedScripts.keys());
    const manifest = readFederationManifest(buildDirOf(build, remoteRoute.remote));
    for (const script of remoteScripts(manifest, remoteRoute, provided)) {
      files.push({ area: remoteRoute.remote, ...script });
    }
  }
  for (const part of lazyParts)
    files.push({ area: part.area, file: lazyChunkOf(build, part), reason: 'lazy part' });
  // A file named twice (a preload the runtime then uses) is fetched once.
  return files.filter(
    (file, index) =>
      files.findIndex((other) => other.area === file.area && other.file === file.file) === index,
  );
}

export function firstViewWeight(
  build: BuildLocation,
  route: string,
  lazyParts: readonly LazyPart[] = [],
): FirstViewWeight {
  const files = firstViewFiles(build, route, lazyParts).map((file) => ({
    ...file,
    gzipBytes: gzipBytesOf(path.join(buildDirOf(build, file.area), file.file)),
  }));
  return { route, files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
