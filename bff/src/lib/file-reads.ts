import { stat } from 'node:fs/promises';

/**
 * Reads of files, kept by path and modification time: a rebuilt or redeployed file is read again, an
 * unchanged one is not. A read that gives null (the file cannot be read, or not as what it should be) is
 * not kept: the file may be being written.
 */
export class FileReads<T> {
  readonly #read: (file: string) => Promise<T | null>;
  readonly #max: number;
  readonly #kept = new Map<string, Promise<T | null>>();

  /** `read` answers null rather than throwing; at most `max` versions are kept, the oldest dropped first. */
  constructor(read: (file: string) => Promise<T | null>, max = 16) {
    this.#read = read;
    this.#max = max;
  }

  /** The file's value, and a key naming this version of it; null when it is missing or cannot be read. */
  async read(file: string): Promise<{ key: string; value: T } | null> {
    let modified: number;
    try {
      modified = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    const key = `${file}@${modified}`;
    let kept = this.#kept.get(key);
    if (!kept) {
      kept = this.#read(file);
      void kept.then((value) => value === null && this.#kept.delete(key));
      if (this.#kept.size >= this.#max) this.#kept.delete(this.#kept.keys().next().value as string);
      this.#kept.set(key, kept);
    }
    const value = await kept;
    return value === null ? null : { key, value };
  }
}
