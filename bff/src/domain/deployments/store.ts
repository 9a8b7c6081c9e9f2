import path from 'node:path';
import type { AppConfig } from '../../config.ts';

/** Where deployed versions live: served by the BFF under `/deployments/`. */
export function deploymentStore(config: Pick<AppConfig, 'dataDir'>): string {
  return process.env.DEPLOYMENTS_DIR
    ? path.resolve(process.env.DEPLOYMENTS_DIR)
    : path.join(config.dataDir, 'deployments');
}

/** What the registry hands out for a stored version: a remote's manifest, or the shell's folder. */
export function releaseLocation(area: string, version: string): string {
  return area === 'shell'
    ? `/deployments/shell/${version}/`
    : `/deployments/${area}/${version}/mf-manifest.json`;
}
