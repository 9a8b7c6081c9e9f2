import { describe, expect, it } from 'vitest';
import { readTextFile } from './read-text-file.ts';

const TEXT = 'code;name_gr\nWF-1001;Λινό φόρεμα\n';

describe('reading an import file', () => {
  it('reads UTF-8, with or without its mark', async () => {
    expect(await readTextFile(new Blob([TEXT]))).toBe(TEXT);
    expect(await readTextFile(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), TEXT]))).toBe(TEXT);
  });

  it('reads UTF-16 with its mark', async () => {
    const units = new Uint16Array([0xfeff, ...[...TEXT].map((c) => c.charCodeAt(0))]);
    expect(await readTextFile(new Blob([units]))).toBe(TEXT);
  });

  it('reads the Greek code page a Greek Excel writes', async () => {
    // "Λινό" in Windows-1253.
    const greek = new Uint8Array([0xcb, 0xe9, 0xed, 0xfc]);
    expect(await readTextFile(new Blob([greek]))).toBe('Λινό');
  });
});
