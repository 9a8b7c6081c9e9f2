import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  FEDERATION_NAME,
  REMOTE_REGISTRY_ELEMENT_ID,
  type RemoteEntry,
  type RemoteName,
  type RemoteRegistry,
} from '@shop/contracts';
import { chunkFilesPlugin } from './chunk-files-plugin.ts';
import { contractCheckPlugin } from './contract-check-plugin.ts';
import { withRetry } from './with-retry.ts';

registerPlugins([contractCheckPlugin(__SHOP_CONTRACTS__), chunkFilesPlugin()]);

let registry: Promise<Map<RemoteName, RemoteEntry>> | null = null;

/**
 * The registry the BFF put into the page it served (a JSON data block), read once: a later load (after a
 * failure) asks the BFF again. Null without one (the dev server's page) or when it cannot be read.
 */
function registryInPage(): RemoteRegistry | null {
  const element = document.getElementById(REMOTE_REGISTRY_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const body = JSON.parse(element.textContent ?? '') as RemoteRegistry;
    return Array.isArray(body?.remotes) ? body : null;
  } catch {
    return null;
  }
}

async function fetchRegistry(): Promise<Map<RemoteName, RemoteEntry>> {
  const inPage = registryInPage();
  if (inPage) return new Map(inPage.remotes.map((entry) => [entry.name, entry]));
  const response = await fetch('/api/remotes', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  const body = (await response.json()) as RemoteRegistry;
  return new Map(body.remotes.map((entry) => [entry.name, entry]));
}

function register(entry: RemoteEntry): void {
  // A remote newer than this shell (the BFF lists it, this build has no route to it): nothing to register.
  const name = FEDERATION_NAME[entry.name];
  if (!name) return;
  // The registry may give a path on this origin or an absolute URL (another host or a CDN).
  const manifest = new URL(entry.manifestUrl, window.location.origin).href;
  // force: a re-registration (after a failed load) must drop the runtime's cached container.
  registerRemotes([{ name, entry: manifest }], { force: true });
}

/**
 * Learns where each remote lives (nothing is baked into the shell's build) — from the page, else by asking
 * the BFF — and registers them.
 */
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
