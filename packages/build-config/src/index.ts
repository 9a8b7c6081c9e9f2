import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildConfigSyncFn, type RsbuildEntry } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { type AreaFootprint, contractVersions, pluginContractRecord } from './contracts.ts';
import { esmFederationRuntime } from './federation-runtime.ts';
import { LATE_CHUNK, pluginLateChunks } from './late-chunks.ts';
import { PAINT_FIRST_ENTRY, type PaintFirstOptions, pluginPaintFirst } from './paint-first.ts';
import { DEV_PORTS } from './ports.ts';
import { pluginLocationFreeSourceMaps, pluginReproducibleFederationFiles } from './reproducible.ts';
import { isShared, sharedTable } from './shared.ts';

export { type AreaFootprint, CONTRACT_PACKAGES, type ContractName, contractVersions } from './contracts.ts';
export type { PaintFirstOptions } from './paint-first.ts';
export { DEV_PORTS } from './ports.ts';
export { SINGLETONS, sharedTable } from './shared.ts';

const API_PROXY = {
  '/api': `http://127.0.0.1:${DEV_PORTS.bff}`,
  '/media': `http://127.0.0.1:${DEV_PORTS.bff}`,
};

/**
 * Where a build goes: the package's `dist/` (what the BFF serves), or the folder `SHOP_BUILD_DIR` names, so
 * that a build can be made without touching the one being served (the deploy tool's `--build`, and the test
 * that builds the same source twice to check that it gives the same files).
 */
const DIST = process.env.SHOP_BUILD_DIR || 'dist';

/** A path as a RegExp matching it literally. */
const inRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Class names of the CSS Modules in a production build: five characters of a hash of the module's path
 * (relative to the package, so every checkout builds the same names) and the class, the same in the
 * browser's and the server's builds. The smallest first view: the catalogue's stylesheet is 2.55 KB gzip,
 * against 2.74 with `<area>-<file>__<class>` names and 3.00 with Rsbuild's `<class>-<6-character hash>`.
 * Development keeps Rsbuild's readable `<path><file>__<class>-<hash>`.
 */
function cssModules(command: string) {
  return command === 'build' ? { localIdentName: '[hash:base64:5]' } : {};
}

/** A build for Node.js: one file (its lazily loaded parts inside), at `file` below `dist`. */
interface ServerBuild {
  entry: string;
  /** The file's path below `dist`, as contracts name it (`FIRST_VIEW_MODULE`, `REMOTE_SERVER_MODULE`). */
  file: string;
}

/** The environment of a server build; `output` and `rspackOutput` add what differs between them. */
function serverEnvironment(
  { entry, file }: ServerBuild,
  { output = {}, rspackOutput = {} }: { output?: object; rspackOutput?: object } = {},
) {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return {
    source: { entry: { [name.replace(/\.[^.]+$/, '')]: entry } },
    output: {
      target: 'node' as const,
      distPath: { root: `${DIST}/${file.slice(0, file.lastIndexOf('/'))}`, js: '' },
      filename: { js: name },
      minify: false,
      ...output,
    },
    // One file: the lazily loaded parts are in it too (a server render waits for them anyway).
    performance: { chunkSplit: { strategy: 'all-in-one' as const } },
    tools: {
      rspack: (config: { output?: Record<string, unknown> }) => {
        config.output = { ...config.output, asyncChunks: false, ...rspackOutput };
      },
    },
  };
}

/**
 * The host: remotes are registered at run time from the BFF's registry, so none are listed here.
 *
 * Environments: `web`, the browser's shell (with Module Federation); `paint-first`, the page's one script
 * tag, which starts the shell's scripts once a page the BFF rendered has painted (paint-first.ts); and, in a
 * production build, `ssr`, the shell's server render (`server`: `FIRST_VIEW_MODULE` in contracts) for
 * Node.js, which the BFF runs to send a page's first view rendered. The server build is one ES module with
 * React and the platform inside; it loads no remote through Module Federation, but renders a remote's page
 * from that remote's own server build when the BFF gives it one (shell/src/server/remote-server-module.ts).
 */
export function shellConfig({
  paintFirst,
  server,
  footprint,
}: {
  paintFirst: PaintFirstOptions;
  server: ServerBuild;
  /** What the shell adds to what the page shares: `footprintOf('shell', FOOTPRINT)` (decision 0030). */
  footprint: AreaFootprint;
}): RsbuildConfigSyncFn {
  return defineConfig(
    ({ command }): RsbuildConfig => ({
      plugins: [
        pluginReact(),
        pluginPaintFirst('web', paintFirst),
        pluginModuleFederation(
          {
            name: 'shell',
            remotes: {},
            shared: sharedTable({ eager: true }),
            // version-first would fetch every remote's entry at start-up: one dead remote would break the page.
            shareStrategy: 'loaded-first',
            dts: false,
            // Browser-only runtime: drops the Module Federation runtime's Node.js loading code (smaller entries).
            experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
          },
          { environment: 'web' },
        ),
        pluginReproducibleFederationFiles(),
        pluginLocationFreeSourceMaps(),
        // Recorded in its manifest too, so the deploy tool can refuse a remote built against another major,
        // or adding a name the shell adds.
        pluginContractRecord(footprint),
      ],
      output: { cssModules: cssModules(command) },
      source: {
        // What the shell was built against; remotes with another major are refused (see shell/src/remotes).
        define: { __SHOP_CONTRACTS__: JSON.stringify(contractVersions()) },
      },
      server: { host: '127.0.0.1', port: DEV_PORTS.shell, proxy: API_PROXY, historyApiFallback: true },
      environments: {
        web: {
          source: { entry: { index: './src/index.ts' } },
          // Emitted beside index.html and linked from it: without it browsers ask for /favicon.ico (a 404 in the console).
          html: { template: './src/index.html', favicon: './src/favicon.svg' },
          resolve: { alias: esmFederationRuntime() },
          // With source maps: production errors stay readable, and Lighthouse asks them of a script this large.
          output: {
            target: 'web',
            distPath: { root: DIST },
            assetPrefix: 'auto',
            sourceMap: { js: 'source-map' },
          },
          // The first view's scripts in three files, split by how often they change, so a shell deploy sends
          // a returning buyer only what it changed (issue 30, decision 0025): `translations`, the shell's
          // strings (≈ 6 KB gzip: a one-string deploy is this file); `code`, its own code (≈ 11 KB); and the
          // entry `index`, the libraries, the shop's packages and the bundler's and Module Federation's
          // runtimes (≈ 157 KB, changed by an upgrade or by a lazily loaded page's change, whose file name
          // the runtime holds). The libraries stay in the entry: a file that only registers modules runs in
          // a task too short for Lighthouse's simulation to see, which then counts its download as holding
          // up the largest paint (split off, simulated LCP on /ready-to-ship 1.36 → 2.47 s while the paint
          // itself never waited for it; the two small files cost ≈ 0.15 s of it). Pages stay lazy chunks,
          // which share their common parts.
          // Every stylesheet of the shell, its lazily loaded pages' CSS Modules too, in the page's one CSS
          // file: a page the BFF rendered is styled before any script runs, as the first view needs.
          performance: {
            chunkSplit: {
              strategy: 'custom',
              splitChunks: {
                chunks: 'async',
                cacheGroups: {
                  styles: {
                    type: 'css/mini-extract',
                    name: 'styles',
                    chunks: 'all',
                    enforce: true,
                    priority: 3,
                  },
                  translations: {
                    test: new RegExp(`^${inRegExp(path.resolve('src', 'i18n'))}[\\\\/][^\\\\/]+\\.json$`),
                    name: 'translations',
                    chunks: 'initial',
                    enforce: true,
                    priority: 2,
                  },
                  code: {
                    test: new RegExp(`^${inRegExp(path.resolve('src'))}[\\\\/]`),
                    name: 'code',
                    chunks: 'initial',
                    enforce: true,
                    priority: 1,
                  },
                },
              },
            },
          },
          // Its page names the paint-first script's file, so that one is built first.
          tools: {
            rspack: (config) => {
              config.dependencies = [PAINT_FIRST_ENTRY];
            },
          },
        },
        // The page's first script, which starts the others once the page has painted (paint-first.ts):
        // its own build, for it must not carry the federation runtime (≈ 100 KB) an entry of `web` gets.
        [PAINT_FIRST_ENTRY]: {
          source: { entry: { [PAINT_FIRST_ENTRY]: { import: paintFirst.entry, html: false } } },
          output: { target: 'web', distPath: { root: DIST }, assetPrefix: 'auto' },
          performance: { chunkSplit: { strategy: 'all-in-one' } },
        },
        // Development serves the browser's shell only (the BFF renders nothing without a built shell).
        ...(command === 'build'
          ? {
              ssr: {
                ...serverEnvironment(server),
                // Nothing loaded through Module Federation on the server: its runtime's entry points load none.
                resolve: {
                  alias: {
                    '@module-federation/enhanced/runtime': './src/server/federation-runtime.server.ts',
                  },
                },
              },
            }
          : {}),
      },
    }),
  );
}

export interface RemoteOptions {
  /** Federation container name, e.g. `catalog_mfe` (contracts' FEDERATION_NAME). */
  name: string;
  port: number;
  /** Exposed page modules: `./ReadyToShip` → file. */
  exposes: Record<string, string>;
  /**
   * The remote's server build (`file`: `REMOTE_SERVER_MODULE` in contracts), for a remote whose pages the
   * BFF renders on the server: a module exporting `pages`, its exposed page modules by expose key.
   */
  server?: ServerBuild;
  /** What the remote adds to what the page shares: `footprintOf('<area>', FOOTPRINT)` (decision 0030). */
  footprint: AreaFootprint;
}

/**
 * The remote's server build: one CommonJS file, with every shared singleton left as a `require` the shell's
 * server render answers with its own copy (shared.ts: the modules the browser builds share, and no more:
 * `@shop/ui/dialog` is bundled, as in the browser). No CSS is emitted: the page links the browser build's.
 */
function remoteServerEnvironment(server: ServerBuild) {
  return serverEnvironment(server, {
    output: {
      externals: [
        ({ request }: { request?: string }, callback: (error?: Error, result?: string) => void) =>
          request && isShared(request) ? callback(undefined, `commonjs ${request}`) : callback(),
      ],
    },
    rspackOutput: { library: { type: 'commonjs2' } },
  });
}

/**
 * A remote: exposes its pages, and in development also builds a small standalone host (src/index.ts) so its
 * team can run it alone with `npm run dev`.
 *
 * A production build does not carry the Module Federation runtime: it uses the one the shell provides
 * (`provideExternalRuntime`), ≈ 18 KB gzip less on every page that loads the remote. Its manifest records
 * the runtime's version with the contracts, so a shell on another major of the runtime refuses the remote
 * with the "being updated" notice instead of running it. The standalone host needs a runtime of its own,
 * so it exists only in development.
 */
export function remoteConfig(options: RemoteOptions): RsbuildConfigSyncFn {
  return defineConfig(({ command }): RsbuildConfig => {
    const production = command === 'build';
    const entry: RsbuildEntry = production ? { exposes: './src/exposes.ts' } : { index: './src/index.ts' };
    return {
      plugins: [
        pluginReact(),
        pluginModuleFederation(
          {
            name: options.name,
            exposes: options.exposes,
            filename: 'remoteEntry.js',
            shared: sharedTable(),
            shareStrategy: 'loaded-first',
            dts: false,
            experiments: {
              externalRuntime: production,
              // Browser-only runtime: drops the Module Federation runtime's Node.js loading code.
              optimization: { target: 'web' },
            },
          },
          { environment: 'web' },
        ),
        pluginContractRecord(options.footprint),
        ...(production ? [pluginLateChunks(options.name)] : []),
        pluginReproducibleFederationFiles(),
        pluginLocationFreeSourceMaps(),
      ],
      html: { title: `${options.name} (standalone)` },
      environments: {
        // A production build is only the federation container (remoteEntry.js and the exposed pages): its
        // entry is the list of exposes, which imports nothing, and no HTML page is emitted.
        web: {
          source: { entry },
          resolve: { alias: esmFederationRuntime() },
          output: { target: 'web', distPath: { root: DIST } },
          tools: { htmlPlugin: !production },
          // The remote's CSS Modules, every component's, in one stylesheet its pages list as their own (the
          // BFF links it in a first view it renders): one request, and no page part unstyled while it loads.
          performance: {
            chunkSplit: {
              strategy: 'split-by-experience',
              override: {
                cacheGroups: {
                  styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true },
                  // The remote's translations (src/i18n/*.json) in a file of their own: a deploy that
                  // changes a string sends a returning buyer that file only, not the code around them nor
                  // the entry, which names it without a hash (late-chunks.ts; issue 48: ≤ 6 KB).
                  [LATE_CHUNK]: {
                    test: /[\\/]src[\\/]i18n[\\/][^\\/]+\.json$/,
                    name: LATE_CHUNK,
                    chunks: 'all',
                    enforce: true,
                  },
                },
              },
            },
          },
        },
        ...(production && options.server ? { ssr: remoteServerEnvironment(options.server) } : {}),
      },
      server: {
        host: '127.0.0.1',
        port: options.port,
        proxy: API_PROXY,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
      // Chunks are fetched relative to wherever the remote is published (BFF path, CDN, dev server).
      output: {
        assetPrefix: 'auto',
        distPath: { root: DIST },
        cssModules: cssModules(command),
      },
      dev: { assetPrefix: 'auto' },
    };
  });
}
