import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { contractVersions, pluginContractRecord } from './contracts.ts';
import { DEV_PORTS } from './ports.ts';
import { sharedTable } from './shared.ts';

export { CONTRACT_PACKAGES, type ContractName, contractVersions } from './contracts.ts';
export { DEV_PORTS } from './ports.ts';
export { SINGLETONS, sharedTable } from './shared.ts';

const API_PROXY = {
  '/api': `http://127.0.0.1:${DEV_PORTS.bff}`,
  '/media': `http://127.0.0.1:${DEV_PORTS.bff}`,
};

/** The host: remotes are registered at run time from the BFF's registry, so none are listed here. */
export function shellConfig(): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedTable(),
        // version-first would fetch every remote's entry at start-up: one dead remote would break the page.
        shareStrategy: 'loaded-first',
        dts: false,
        // Browser-only runtime: drops the Module Federation runtime's Node.js loading code (smaller entries).
        experiments: { optimization: { target: 'web' } },
      }),
    ],
    source: {
      entry: { index: './src/index.ts' },
      // What the shell was built against; remotes with another major are refused (see shell/src/remotes).
      define: { __SHOP_CONTRACTS__: JSON.stringify(contractVersions()) },
    },
    // Emitted beside index.html and linked from it: without it browsers ask for /favicon.ico (a 404 in the console).
    html: { template: './src/index.html', favicon: './src/favicon.svg' },
    server: { host: '127.0.0.1', port: DEV_PORTS.shell, proxy: API_PROXY, historyApiFallback: true },
    output: { distPath: { root: 'dist' }, assetPrefix: 'auto' },
  });
}

export interface RemoteOptions {
  /** Federation container name, e.g. `catalog_mfe` (contracts' FEDERATION_NAME). */
  name: string;
  port: number;
  /** Exposed page modules: `./ReadyToShip` → file. */
  exposes: Record<string, string>;
}

/**
 * A remote: exposes its pages, and also builds a small standalone host (src/index.ts) so its team can run
 * it alone with `npm run dev`.
 */
export function remoteConfig(options: RemoteOptions): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        filename: 'remoteEntry.js',
        shared: sharedTable(),
        shareStrategy: 'loaded-first',
        dts: false,
        // Browser-only runtime: drops the Module Federation runtime's Node.js loading code (smaller entries).
        experiments: { optimization: { target: 'web' } },
      }),
      pluginContractRecord(),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { title: `${options.name} (standalone)` },
    server: {
      host: '127.0.0.1',
      port: options.port,
      proxy: API_PROXY,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    // Chunks are fetched relative to wherever the remote is published (BFF path, CDN, dev server).
    output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
    dev: { assetPrefix: 'auto' },
  });
}
