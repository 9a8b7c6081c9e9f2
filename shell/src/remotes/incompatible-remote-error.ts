import type { ContractMismatch } from '@shop/contracts';
import { CompositionRefused } from '@shop/platform';

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

/**
 * A remote that cannot run beside the others however often it is loaded: built against another contract
 * major, or adding to what the page shares a name another area on the page has already added (the
 * platform's CompositionRefused, decision 0030). The runtime may wrap what a hook or a module throws;
 * recognise them by name or message as well.
 */
export function isIncompatibleRemote(error: unknown): boolean {
  if (error instanceof IncompatibleRemoteError || error instanceof CompositionRefused) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return (
    text.includes('incompatible contracts') ||
    text.includes('IncompatibleRemoteError') ||
    text.includes('CompositionRefused')
  );
}

/** A remote refused because a name it adds is another area's (decision 0030): reported to the BFF. */
export function isCompositionRefusal(error: unknown): boolean {
  if (error instanceof CompositionRefused) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return text.includes('CompositionRefused');
}
