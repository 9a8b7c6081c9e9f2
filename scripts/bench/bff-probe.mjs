// Preloaded into every BFF the bench starts (`node --import ./scripts/bench/bff-probe.mjs`, see startBff):
// on SIGUSR2 it writes to the file BENCH_PROBE_FILE names what it saw since the last SIGUSR2 — the longest
// the main thread's event loop was held (ms), its 99th percentile, how many times it was sampled — and the
// memory as it is now: the main thread's V8 heap and the memory outside it (process.memoryUsage), libvips'
// operation cache (sharp.cache()), the process's resident memory split into anonymous and file-backed
// (/proc/self/status). Then it starts the loop's figures afresh. It changes nothing the BFF does.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_PROBE_FILE;
const MB = 1024 * 1024;
const mb = (bytes) => Math.round((bytes / MB) * 10) / 10;

/** VmRSS, RssAnon, RssFile of this process (kB in /proc), in MB. */
function resident() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') };
}

/**
 * libvips' cache as the BFF's own sharp sees it (the same module), or null while the BFF has not loaded sharp
 * (loading it here would add what it measures).
 */
function vipsCache() {
  const require = createRequire(path.join(process.cwd(), 'bff', 'package.json'));
  try {
    const loaded = require.cache[require.resolve('sharp')];
    return loaded ? mb(loaded.exports.cache().memory.current * MB) : null;
  } catch {
    return null;
  }
}

if (file) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    const memory = process.memoryUsage();
    writeFileSync(
      file,
      JSON.stringify({
        maxMs: ms(delay.max),
        p99Ms: ms(delay.percentile(99)),
        count: delay.count,
        memory: {
          ...resident(),
          heapUsed: mb(memory.heapUsed),
          heapTotal: mb(memory.heapTotal),
          external: mb(memory.external),
          arrayBuffers: mb(memory.arrayBuffers),
          vipsCache: vipsCache(),
        },
      }),
    );
    delay.reset();
  });
}
