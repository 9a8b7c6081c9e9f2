import { createHash } from 'node:crypto';

/** A deterministic pseudo-random sequence in [0, 1) for a seed text (mulberry32 on the seed's SHA-256). */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` bytes of noise around 128, roughly bell-shaped (the mean of two uniform draws). */
export function noiseBytes(random: () => number, count: number): Buffer {
  const bytes = Buffer.alloc(count);
  for (let i = 0; i < count; i++) bytes[i] = Math.floor((random() + random()) * 127.99);
  return bytes;
}
