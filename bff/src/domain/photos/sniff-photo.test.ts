import { describe, expect, it } from 'vitest';
import { samples } from '../uploads/test-files.ts';
import { sniffPhoto } from './sniff-photo.ts';
import { HEIC_HEAD, solid } from './test-photos.ts';

/** An ISO BMFF file's start: an `ftyp` box of these brands. */
function ftyp(major: string, compatible: string[], size = 16 + 4 * compatible.length): Buffer {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => {
    box.write(brand, 16 + 4 * i, 'latin1');
  });
  return Buffer.concat([box, Buffer.alloc(32)]);
}

describe('sniffPhoto', () => {
  it('recognises JPEG, PNG and WebP by their signatures', () => {
    expect(sniffPhoto(samples.jpeg)).toBe('jpeg');
    expect(sniffPhoto(samples.png)).toBe('png');
    expect(sniffPhoto(samples.webp)).toBe('webp');
  });

  it('recognises HEIC and AVIF by a still-image brand of their ftyp box', async () => {
    expect(sniffPhoto(HEIC_HEAD)).toBe('heif');
    expect(sniffPhoto(ftyp('heix', []))).toBe('heif');
    expect(sniffPhoto(ftyp('msf1', ['hevc']))).toBe('heif');
    expect(sniffPhoto(ftyp('avif', ['mif1', 'miaf']))).toBe('heif');
    // A brand further down the list counts too.
    expect(sniffPhoto(ftyp('isom', ['miaf', 'mif1']))).toBe('heif');
    expect(sniffPhoto(await solid(16, 16, 'avif'))).toBe('heif');
  });

  it('refuses other ISO BMFF files and malformed ftyp boxes', () => {
    expect(sniffPhoto(ftyp('isom', ['iso2', 'mp41']))).toBeNull(); // an MP4 video
    expect(sniffPhoto(ftyp('qt  ', []))).toBeNull(); // a QuickTime movie
    expect(sniffPhoto(ftyp('heic', [], 12))).toBeNull(); // box shorter than its own fields
    expect(sniffPhoto(ftyp('isom', ['mif1'], 4096))).toBeNull(); // box longer than the bytes
    expect(sniffPhoto(ftyp('heic', []).subarray(0, 12))).toBeNull();
  });

  it('refuses GIF, SVG, PDF, executables, random and empty bytes', async () => {
    expect(sniffPhoto(await solid(16, 16, 'gif'))).toBeNull();
    expect(sniffPhoto(samples.gif)).toBeNull();
    expect(sniffPhoto(samples.svg)).toBeNull();
    expect(
      sniffPhoto(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(sniffPhoto(samples.pdf)).toBeNull();
    expect(sniffPhoto(samples.exe)).toBeNull();
    expect(sniffPhoto(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffPhoto(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffPhoto(new Uint8Array(0))).toBeNull();
    expect(sniffPhoto(Buffer.from('d2c1f0a9e8b7c6d5e4f3a2b1c0d9e8f7', 'hex'))).toBeNull();
  });
});
