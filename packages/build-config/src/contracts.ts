import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { installedVersion } from './shared.ts';

/**
 * The packages that carry semver contracts between the shell and the remotes: the shared workspace
 * packages, and the Module Federation runtime, which a remote's production build takes from the shell.
 */
export const CONTRACT_PACKAGES = {
  contracts: '@shop/contracts',
  platform: '@shop/platform',
  ui: '@shop/ui',
  federation: '@module-federation/runtime',
} as const;
export type ContractName = keyof typeof CONTRACT_PACKAGES;

export function contractVersions(): Record<ContractName, string> {
  const versions = {} as Record<ContractName, string>;
  for (const [name, pkg] of Object.entries(CONTRACT_PACKAGES) as [ContractName, string][]) {
    versions[name] = installedVersion(pkg);
  }
  return versions;
}

/**
 * Records in the remote's `mf-manifest.json` (`metaData.shopContracts`) which contract versions it was
 * built against, so the shell can refuse a remote built against an incompatible major before running it.
 */
export function pluginContractRecord(): RsbuildPlugin {
  return {
    name: 'shop:contract-record',
    setup(api) {
      api.onAfterBuild(async () => {
        const file = join(api.context.distPath, 'mf-manifest.json');
        const manifest = JSON.parse(await readFile(file, 'utf8')) as { metaData: Record<string, unknown> };
        manifest.metaData.shopContracts = contractVersions();
        await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
      });
    },
  };
}
