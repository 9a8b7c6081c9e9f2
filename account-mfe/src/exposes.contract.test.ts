import { FEDERATION_NAME, REMOTE_ROUTES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { EXPOSES } from './exposes.ts';

/**
 * This remote's side of the contract with the shell, runnable in the team's own CI without building the
 * others: every route the shared route table gives to 'account' is exposed, and each exposed module loads
 * the way the shell mounts it (`loadRemote('account_mfe/<Module>')` → a module whose default export is a page).
 */
const modules = import.meta.glob<{ default: unknown }>('./routes/*Page.tsx');

describe('contract with the shell', () => {
  const owned = REMOTE_ROUTES.filter((route) => route.remote === 'account');

  it('is known to the shell under its federation name', () => {
    expect(FEDERATION_NAME.account).toBe('account_mfe');
  });

  it.each(owned)('exposes $module for $path', ({ module }) => {
    expect(Object.keys(EXPOSES)).toContain(module);
  });

  it.each(Object.entries(EXPOSES))('%s default-exports a page component', async (_module, file) => {
    const load = modules[`./routes/${file.split('/').pop()}`];
    expect(load, file).toBeDefined();
    const loaded = await load!();
    expect(typeof loaded.default).toBe('function');
  });

  it('exposes nothing the shell does not route to', () => {
    const routed = new Set(owned.map((route) => route.module));
    expect(Object.keys(EXPOSES).filter((module) => !routed.has(module))).toEqual([]);
  });
});
