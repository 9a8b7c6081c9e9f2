import { FEDERATION_NAME, REMOTE_NAMES } from '@shop/contracts';
import { CompositionRefused } from '@shop/platform';
import { describe, expect, it, vi } from 'vitest';
import { contractCheckPlugin } from './contract-check-plugin.ts';
import { IncompatibleRemoteError } from './incompatible-remote-error.ts';

const SHELL = { contracts: '1.3.0', platform: '3.0.0', ui: '1.2.0', federation: '2.9.2' };

/** What the runtime hands the hook when a remote's manifest arrives. */
function snapshotOf(name: string, shopContracts: Record<string, string>) {
  return { moduleInfo: { name }, manifestJson: { metaData: { shopContracts } } } as never;
}

describe('the contract check, for every remote the shell composes', () => {
  const check = contractCheckPlugin(SHELL).loadRemoteSnapshot as (args: never) => unknown;
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it.each(REMOTE_NAMES.map((name) => FEDERATION_NAME[name]))(
    '%s: built against the same majors it loads; against another contracts major it is refused',
    (name) => {
      const same = snapshotOf(name, { ...SHELL, contracts: '1.9.0' });
      expect(check(same)).toBe(same);
      expect(() => check(snapshotOf(name, { ...SHELL, contracts: '2.0.0' }))).toThrow(
        IncompatibleRemoteError,
      );
      expect(() => check(snapshotOf(name, { ...SHELL, contracts: '2.0.0' }))).toThrow(
        `Remote "${name}" was built against incompatible contracts: contracts 2.0.0 (shell has 1.3.0)`,
      );
    },
  );
});

describe('the footprint check (decision 0030)', () => {
  const check = contractCheckPlugin(SHELL).loadRemoteSnapshot as (args: never) => unknown;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const withFootprint = (name: string, area: string, endpoints: string[]) =>
    ({
      moduleInfo: { name },
      manifestJson: { metaData: { shopContracts: SHELL, shopFootprint: { area, endpoints } } },
    }) as never;

  it('refuses a remote whose manifest adds an endpoint another area holds, before its code runs', () => {
    const first = withFootprint('catalog_mfe', 'catalog', ['catalogAttachBrandLogo']);
    expect(check(first)).toBe(first);
    // An older basket release that still injected catalog's name (or a CDN build never deployed here).
    const second = withFootprint('basket_mfe', 'basket', ['catalogAttachBrandLogo']);
    expect(() => check(second)).toThrow(CompositionRefused);
    expect(() => check(second)).toThrow(/endpoint catalogAttachBrandLogo already added by catalog/);
  });

  it("admits an area's own next release, and one whose manifest records no footprint", () => {
    const next = withFootprint('catalog_mfe', 'catalog', ['catalogAttachBrandLogo', 'catalogGetProduct']);
    expect(check(next)).toBe(next);
    const old = snapshotOf('account_mfe', SHELL);
    expect(check(old)).toBe(old);
  });
});
