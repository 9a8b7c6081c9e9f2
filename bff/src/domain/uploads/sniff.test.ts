import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniff.ts';
import { samples } from './test-files.ts';

describe('sniffContentType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
  ] as const)('recognises %s by its first bytes', (kind, type) => {
    expect(sniffContentType(samples[kind])).toBe(type);
  });

  it.each([
    ['a Windows executable', samples.exe],
    ['a GIF', samples.gif],
    ['an SVG (may carry script)', samples.svg],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['a truncated PNG signature', samples.png.subarray(0, 4)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffContentType(bytes)).toBeNull();
  });
});
