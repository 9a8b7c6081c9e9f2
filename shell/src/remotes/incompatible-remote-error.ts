import type { ContractMismatch } from '@shop/contracts';

/** A remote built against another major of a shared contract: mounting it could corrupt the shared store. */
export class IncompatibleRemoteError extends Error {
  readonly remote: string;
  readonly mismatches: ContractMismatch[];

  constructor(remote: string, mismatches: ContractMismatch[]) {
    const detail = mismatches.map((m) => `${m.contract} ${m.remote} (shell has ${m.shell})`).join(', ');
    super(`Remote "${remote}" was built against incompatible contracts: ${detail}`);
    this.name = 'IncompatibleRemoteError';
    this.remote = remote;
    this.mismatches = mismatches;
  }
}

/** The runtime may wrap what a hook throws; recognise ours by name or message as well. */
export function isIncompatibleRemote(error: unknown): boolean {
  if (error instanceof IncompatibleRemoteError) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return text.includes('incompatible contracts') || text.includes('IncompatibleRemoteError');
}
