import type { AreaName } from '@shop/contracts';
import { claimNames } from './shared-names.ts';

/** One key of the browser's storage, named after the area that owns it. */
export interface AreaStorageKey {
  /** The key as stored: `<area>.<name>`. */
  readonly key: string;
  /** The stored text, or null when there is none or storage cannot be read (privacy modes). */
  read(): string | null;
  /** Stores the text; where storage is full or disabled it simply is not kept. */
  write(value: string): void;
  remove(): void;
}

/**
 * A storage key of an area's own (decision 0030): every frontend of the page shares one localStorage and
 * one sessionStorage, so the key is `<area>.<name>` and is claimed for the area when the module that names
 * it loads. Storage can throw (privacy modes, quotas): reads then find nothing, writes are not kept.
 */
export function areaStorageKey(
  area: AreaName,
  name: string,
  where: 'local' | 'session' = 'local',
  /** The key it had before it was the area's: a value found there is moved here on its first read. */
  formerKey?: string,
): AreaStorageKey {
  const key = `${area}.${name}`;
  claimNames('storageKeys', area, [key]);
  const storage = () => (where === 'local' ? window.localStorage : window.sessionStorage);
  return {
    key,
    read() {
      try {
        const value = storage().getItem(key);
        const former = value === null && formerKey ? storage().getItem(formerKey) : null;
        if (former === null || !formerKey) return value;
        storage().setItem(key, former);
        storage().removeItem(formerKey);
        return former;
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        storage().setItem(key, value);
      } catch {
        // not kept; the page keeps working
      }
    },
    remove() {
      try {
        storage().removeItem(key);
      } catch {
        // nothing stored can be read either
      }
    },
  };
}
