import { describe, expect, it } from 'vitest';
import { contractMismatches, remoteContracts } from './contract-compat.ts';

const shell = { contracts: '1.4.0', platform: '1.2.3', ui: '1.0.0' };

describe('contract compatibility', () => {
  it('accepts remotes built against the same majors, whatever the minor', () => {
    expect(contractMismatches(shell, { contracts: '1.0.0', platform: '1.9.0', ui: '1.0.1' })).toEqual([]);
  });

  it('names every contract whose major differs', () => {
    expect(contractMismatches(shell, { contracts: '1.0.0', platform: '2.0.0', ui: '0.9.0' })).toEqual([
      { contract: 'platform', shell: '1.2.3', remote: '2.0.0' },
      { contract: 'ui', shell: '1.0.0', remote: '0.9.0' },
    ]);
  });

  it('refuses a remote built for another major of the Module Federation runtime (it runs on the shell’s)', () => {
    expect(contractMismatches({ ...shell, federation: '2.9.2' }, { ...shell, federation: '2.14.0' })).toEqual(
      [],
    );
    expect(contractMismatches({ ...shell, federation: '2.9.2' }, { ...shell, federation: '3.0.0' })).toEqual([
      { contract: 'federation', shell: '2.9.2', remote: '3.0.0' },
    ]);
  });

  it('treats a 0.x minor as breaking', () => {
    expect(contractMismatches({ platform: '0.3.0' }, { platform: '0.4.0' })).toHaveLength(1);
  });

  it('reads the record a build writes, else the shared package versions of the manifest', () => {
    expect(remoteContracts({ metaData: { shopContracts: { platform: '2.0.0' } } })).toEqual({
      platform: '2.0.0',
    });
    expect(
      remoteContracts({
        metaData: {},
        shared: [{ name: '@shop/platform', version: '1.0.0' }, { name: 'react' }],
      }),
    ).toEqual({ platform: '1.0.0', ui: undefined });
  });
});
