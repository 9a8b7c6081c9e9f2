import { loadRemote } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAME, type RemoteName, type SeedFirstView } from '@shop/contracts';
import type { ComponentType } from 'react';
import { isCompositionRefusal, isIncompatibleRemote } from './incompatible-remote-error.ts';
import { loadRegistry, reregisterRemote } from './registry.ts';
import { reportRefusal } from './report-refusal.ts';
import { withRetry } from './with-retry.ts';

/** A remote's page module: the page, and the first reads it can be given from the page's answers. */
export type PageModule = { default: ComponentType; seedFirstView?: SeedFirstView };

const pending = new Map<string, Promise<PageModule>>();

async function load(remote: RemoteName, module: string): Promise<PageModule> {
  await loadRegistry();
  const id = `${FEDERATION_NAME[remote]}/${module.replace(/^\.\//, '')}`;
  return withRetry(
    async () => {
      const loaded = await loadRemote<PageModule>(id);
      if (!loaded || typeof loaded.default !== 'function') {
        throw new Error(`Remote module ${id} has no page component`);
      }
      return loaded;
    },
    {
      attempts: 3,
      baseDelayMs: 250,
      beforeRetry: () => void reregisterRemote(remote),
      isPermanent: isIncompatibleRemote,
    },
  );
}

/**
 * Loads a remote's page module, once: a route loader starts it as navigation begins and the lazy component
 * picks up the same promise. A failure is forgotten, so Retry really loads again.
 */
export function loadRemotePage(remote: RemoteName, module: string): Promise<PageModule> {
  const key = `${remote}:${module}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = load(remote, module).catch(async (error: unknown) => {
      pending.delete(key);
      if (isCompositionRefusal(error)) {
        const entries = await loadRegistry().catch(() => null);
        reportRefusal(remote, error, entries?.get(remote)?.version);
      }
      await reregisterRemote(remote).catch(() => undefined);
      throw error;
    });
    pending.set(key, promise);
  }
  return promise;
}
