import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { installedVersion, SINGLETONS } from './shared.ts';

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
 * What an area adds to what the page shares, as contracts' `footprintOf` gives it (its `area` and a list of
 * names by kind); the build adds the versions of the shared singletons it is made with.
 */
export interface AreaFootprint {
  readonly area: string;
}

function withSingletons(footprint: AreaFootprint): AreaFootprint & { singletons: Record<string, string> } {
  return {
    ...footprint,
    singletons: Object.fromEntries(SINGLETONS.map((pkg) => [pkg, installedVersion(pkg)])),
  };
}

/**
 * Records in the build's `mf-manifest.json` which contract versions it was built against
 * (`metaData.shopContracts`), so the shell can refuse a remote built against an incompatible major before
 * running it, and what it adds to what the page shares (`metaData.shopFootprint`, decision 0030), so that
 * deploy, preview and the shell can refuse one whose names another area has.
 */
export function pluginContractRecord(footprint: AreaFootprint): RsbuildPlugin {
  return {
    name: 'shop:contract-record',
    setup(api) {
      api.onAfterBuild(async () => {
        const file = join(api.context.distPath, 'mf-manifest.json');
        const manifest = JSON.parse(await readFile(file, 'utf8')) as { metaData: Record<string, unknown> };
        manifest.metaData.shopContracts = contractVersions();
        manifest.metaData.shopFootprint = withSingletons(footprint);
        await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
      });
    },
  };
}
