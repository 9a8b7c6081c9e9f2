import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  type ContractVersions,
  contractMismatches,
  manifestFootprint,
  remoteContracts,
} from '@shop/contracts';
import { admitFootprint } from '@shop/platform';
import { IncompatibleRemoteError } from './incompatible-remote-error.ts';

/**
 * Checks each remote's manifest as it arrives, before any of its code runs: a remote built against
 * another major of contracts, platform or ui is refused with a log line naming it and the versions, and so
 * is one whose recorded footprint adds a name another area on the page has (the platform's CompositionRefused,
 * decision 0030). Either way the page shows that remote's "being updated" notice.
 */
export function contractCheckPlugin(shell: ContractVersions): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-contract-check',
    loadRemoteSnapshot(args) {
      if (args.manifestJson) {
        const mismatches = contractMismatches(shell, remoteContracts(args.manifestJson));
        if (mismatches.length > 0) {
          const error = new IncompatibleRemoteError(args.moduleInfo.name, mismatches);
          console.error(`[shell] refusing to mount: ${error.message}`);
          throw error;
        }
        const footprint = manifestFootprint(args.manifestJson);
        if (footprint) {
          try {
            admitFootprint(footprint);
          } catch (error) {
            console.error(`[shell] refusing to mount: ${(error as Error).message}`);
            throw error;
          }
        }
      }
      return args;
    },
  };
}
