import { readFile } from 'node:fs/promises';

/** A JSON file's value; null when it cannot be read or is not JSON. */
export async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}
