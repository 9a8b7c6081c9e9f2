import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, BrotliCache, MIN_BYTES, staticFileOf } from './brotli-cache.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'brotli-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a file of compressible text and returns it as the static plugin would see it. */
function write(name: string, text: string) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return staticFileOf(file, statSync(file));
}

const script = (word: string) => `console.log(${JSON.stringify(word)});\n`.repeat(200);

describe('BrotliCache', () => {
  it('has nothing before a file is warmed, then its exact content compressed', async () => {
    const cache = new BrotliCache(1024 * 1024);
    const file = write('a.js', script('first'));
    expect(cache.get(file)).toBeUndefined();
    await cache.warm(file);
    const compressed = cache.get(file);
    expect(compressed?.length).toBeLessThan(file.size / 10);
    expect(brotliDecompressSync(compressed as Buffer).toString()).toBe(script('first'));
  });

  it('never answers a rewritten file with the old bytes', async () => {
    const cache = new BrotliCache(1024 * 1024);
    const before = write('b.js', script('old'));
    await cache.warm(before);
    const after = write('b.js', script('new-content'));
    expect(cache.get(after)).toBeUndefined();
    await cache.warm(after);
    expect(brotliDecompressSync(cache.get(after) as Buffer).toString()).toBe(script('new-content'));
  });

  it('skips a file that changed between the request and the compression', async () => {
    const cache = new BrotliCache(1024 * 1024);
    const seen = write('c.js', script('seen'));
    write('c.js', script('changed-meanwhile'));
    utimesSync(seen.path, new Date(), new Date(Date.now() + 5000));
    await cache.warm(seen);
    expect(cache.get(seen)).toBeUndefined();
  });

  it('leaves small files and binary types to the on-the-fly compression', async () => {
    const cache = new BrotliCache(1024 * 1024);
    const small = write('small.js', 'x'.repeat(MIN_BYTES - 1));
    const image = write('photo.png', script('not really a png'));
    await cache.warm(small);
    await cache.warm(image);
    expect(cache.get(small)).toBeUndefined();
    expect(cache.get(image)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('forgets the least recently used files beyond its size', async () => {
    const first = write('d1.js', script('one'));
    const second = write('d2.js', script('two'));
    const third = write('d3.js', script('three'));
    const sizeOf = async (file: ReturnType<typeof write>) => {
      const probe = new BrotliCache(1024 * 1024);
      await probe.warm(file);
      return probe.bytes;
    };
    // Room for any two of them, not for all three.
    const [one, two, three] = [await sizeOf(first), await sizeOf(second), await sizeOf(third)] as const;
    const limit = one + Math.max(two, three);
    expect(limit).toBeLessThan(one + two + three);
    const cache = new BrotliCache(limit);
    await cache.warm(first);
    await cache.warm(second);
    cache.get(first); // used again: the second is now the least recently used
    await cache.warm(third);
    expect(cache.get(first)).toBeDefined();
    expect(cache.get(second)).toBeUndefined();
    expect(cache.get(third)).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(limit);
  });

  it('compresses a file once when it is asked for many times at once', async () => {
    const cache = new BrotliCache(1024 * 1024);
    const file = write('e.js', script('together'));
    const runs = [cache.warm(file), cache.warm(file), cache.warm(file)];
    expect(new Set(runs).size).toBe(1);
    await Promise.all(runs);
    expect(cache.get(file)).toBeDefined();
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5, gzip', true],
    ['BR', true],
    ['*', true],
    ['gzip, *;q=0.1', true],
    ['gzip, deflate', false],
    ['br;q=0, *', false],
    ['*;q=0', false],
    ['identity', false],
    [undefined, false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
