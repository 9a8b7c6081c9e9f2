import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAME, type RemoteEntry, type RemoteName, type RemoteRegistry } from '@shop/contracts';
import { contractCheckPlugin } from './contract-check-plugin.ts';
import { withRetry } from './with-retry.ts';

registerPlugins([contractCheckPlugin(__SHOP_CONTRACTS__)]);

let registry: Promise<Map<RemoteName, RemoteEntry>> | null = null;

async function fetchRegistry(): Promise<Map<RemoteName, RemoteEntry>> {
  const response = await fetch('/api/remotes', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  const body = (await response.json()) as RemoteRegistry;
  return new Map(body.remotes.map((entry) => [entry.name, entry]));
}

function register(entry: RemoteEntry): void {
  // The registry may give a path on this origin or an absolute URL (another host or a CDN).
  const manifest = new URL(entry.manifestUrl, window.location.origin).href;
  // force: a re-registration (after a failed load) must drop the runtime's cached container.
  registerRemotes([{ name: FEDERATION_NAME[entry.name], entry: manifest }], { force: true });
}

/** Asks the BFF where each remote lives (nothing is baked into the shell's build) and registers them. */
export function loadRegistry(): Promise<Map<RemoteName, RemoteEntry>> {
  registry ??= withRetry(fetchRegistry, { attempts: 3, baseDelayMs: 300 }).then(
    (entries) => {
      for (const entry of entries.values()) register(entry);
      return entries;
    },
    (error: unknown) => {
      registry = null;
      throw error;
    },
  );
  return registry;
}

/** Registers one remote again, so the next load fetches its manifest and entry afresh. */
export async function reregisterRemote(name: RemoteName): Promise<void> {
  const entries = await loadRegistry();
  const entry = entries.get(name);
  if (entry) register(entry);
}
