import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileReads } from './file-reads.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'bff-file-reads-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A FileReads that counts its reads; a file holding `bad` reads as null. */
function counted() {
  const reads: string[] = [];
  const files = new FileReads(async (file) => {
    reads.push(file);
    const text = await readFile(file, 'utf8');
    return text === 'bad' ? null : text;
  }, 2);
  return { files, reads };
}

describe('file reads kept by modification time', () => {
  it('reads a version of a file once, and a changed file again, under a key of its own', async () => {
    const file = path.join(folder, 'a.txt');
    writeFileSync(file, 'one');
    const { files, reads } = counted();
    const first = await files.read(file);
    expect(first?.value).toBe('one');
    expect(await files.read(file)).toEqual(first);
    expect(reads).toHaveLength(1);

    writeFileSync(file, 'two');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = await files.read(file);
    expect(second?.value).toBe('two');
    expect(second?.key).not.toBe(first?.key);
    expect(reads).toHaveLength(2);
  });

  it('keeps no failed read, and answers null for a missing file without reading', async () => {
    const file = path.join(folder, 'b.txt');
    writeFileSync(file, 'bad');
    const { files, reads } = counted();
    expect(await files.read(file)).toBeNull();
    expect(await files.read(file)).toBeNull();
    expect(reads).toHaveLength(2);
    expect(await files.read(path.join(folder, 'missing.txt'))).toBeNull();
    expect(reads).toHaveLength(2);
  });

  it('keeps at most its number of versions, the oldest dropped first', async () => {
    const { files, reads } = counted();
    const names = ['c', 'd', 'e'].map((name) => path.join(folder, `${name}.txt`));
    for (const file of names) writeFileSync(file, file);
    for (const file of names) await files.read(file);
    await files.read(names[2] as string);
    await files.read(names[0] as string);
    expect(reads).toEqual([...names, names[0]]);
  });
});
