/** Semver contracts a remote's build records; `federation` is the Module Federation runtime it uses (the shell's). */
export const CONTRACT_NAMES = ['contracts', 'platform', 'ui', 'federation'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];
export type ContractVersions = Partial<Record<ContractName, string>>;

export interface ContractMismatch {
  contract: ContractName;
  shell: string;
  remote: string;
}

/** The part of a semver that must match: the major, or the minor while the major is 0. */
export function compatibilityKey(version: string): string | null {
  const match = /^(\d+)\.(\d+)\./.exec(version);
  if (!match) return null;
  return match[1] === '0' ? `0.${match[2]}` : (match[1] ?? null);
}

/** The contracts on which a remote's build and the shell disagree by major. Unknown versions pass. */
export function contractMismatches(shell: ContractVersions, remote: ContractVersions): ContractMismatch[] {
  const mismatches: ContractMismatch[] = [];
  for (const contract of CONTRACT_NAMES) {
    const mine = shell[contract];
    const theirs = remote[contract];
    if (!mine || !theirs) continue;
    const a = compatibilityKey(mine);
    const b = compatibilityKey(theirs);
    if (a !== null && b !== null && a !== b) mismatches.push({ contract, shell: mine, remote: theirs });
  }
  return mismatches;
}

type ManifestLike = {
  metaData?: { shopContracts?: ContractVersions };
  shared?: { name: string; version?: string }[];
};

/**
 * What a remote was built against: the record its build writes into the manifest, else (a dev server's
 * manifest has none) the versions of the shared workspace packages it lists.
 */
export function remoteContracts(manifest: unknown): ContractVersions {
  const m = (manifest ?? {}) as ManifestLike;
  if (m.metaData?.shopContracts) return m.metaData.shopContracts;
  const shared = (name: string) => m.shared?.find((s) => s.name === name)?.version;
  return { platform: shared('@shop/platform'), ui: shared('@shop/ui') };
}
