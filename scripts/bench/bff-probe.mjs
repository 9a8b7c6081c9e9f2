// Preloaded into a BFF the bench starts (`node --import ./scripts/bench/loop-watch.mjs`, see startBff's
// `watchLoop`): watches the main thread's event loop and, on SIGUSR2, writes what it saw since the last
// SIGUSR2 to the file BENCH_LOOP_FILE names — the longest the loop was held (ms), its 99th percentile and
// how many times it was sampled — then starts afresh. It changes nothing the BFF does.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    writeFileSync(
      file,
      JSON.stringify({ maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)), count: delay.count }),
    );
    delay.reset();
  });
}
