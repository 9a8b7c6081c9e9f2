/** Tiny files of each kind, for tests: real signatures, padded to look like files. */
const pad = (head: Buffer | number[], size = 64): Buffer => {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(head).copy(bytes);
  return bytes;
};

export const samples = {
  png: pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  jpeg: pad([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  webp: pad(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])),
  pdf: pad(Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n', 'latin1')),
  /** "MZ" header of a Windows executable. */
  exe: pad([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
  gif: pad(Buffer.from('GIF89a')),
  svg: pad(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 80),
} as const;
