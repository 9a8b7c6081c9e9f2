import { FEDERATION_NAME, REMOTE_ROUTES, type RemoteName } from '@shop/contracts';
import { describe, expect, it } from 'vitest';

type PageModules = Record<string, () => Promise<{ default: unknown }>>;

/**
 * A remote's side of the contract with the shell, runnable in the team's own CI without building the
 * others: every route the shared route table gives to the remote is exposed, nothing else is, and each
 * exposed module loads the way the shell mounts it (`loadRemote('<name>_mfe/<Module>')` → a module whose
 * default export is a page). `pages` is the remote's `import.meta.glob` of its page modules from its `src/`
 * (those of `routes/`, or of its feature folders): each exposed file is looked up by its path there
 * (`./src/routes/LoginPage.tsx` → `./routes/LoginPage.tsx`).
 */
export function describeRemoteContract(
  remote: RemoteName,
  exposes: Record<string, string>,
  pages: PageModules,
) {
  describe(`${remote}: contract with the shell`, () => {
    const owned = REMOTE_ROUTES.filter((route) => route.remote === remote);

    it('is known to the shell under its federation name', () => {
      expect(FEDERATION_NAME[remote]).toBe(`${remote}_mfe`);
    });

    it.each(owned)('exposes $module for $path', ({ module }) => {
      expect(Object.keys(exposes)).toContain(module);
    });

    it.each(Object.entries(exposes))('%s default-exports a page component', async (_module, file) => {
      const load = pages[file.replace(/^\.\/src\//, './')];
      expect(load, file).toBeDefined();
      const loaded = await load?.();
      expect(typeof loaded?.default).toBe('function');
    });

    it('exposes nothing the shell does not route to', () => {
      const routed = new Set(owned.map((route) => route.module));
      expect(Object.keys(exposes).filter((module) => !routed.has(module))).toEqual([]);
    });
  });
}
