import type { ChildProcess } from 'node:child_process';

/** A child process of the cluster and what it printed (the last 20 000 characters, for error messages). */
export interface RunningProcess {
  name: string;
  child: ChildProcess;
  output(): string;
  /** Resolves once the process has exited (at once if it has). */
  exited(): Promise<void>;
}

export function runProcess(name: string, child: ChildProcess): RunningProcess {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return { name, child, output: () => output, exited: () => exit };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `ready` every 100 ms until it is true; fails when the process exits first or after `timeoutMs`,
 * with what it printed.
 */
export async function waitUntil(
  what: string,
  process: RunningProcess,
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { exitCode, signalCode } = process.child;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(`${what} exited (${exitCode ?? signalCode}):\n${process.output()}`);
    }
    if (await ready().catch(() => false)) return;
    await pause(100);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${process.output()}`);
}

/** Sends a signal and waits for the exit (SIGKILL after `graceMs`). */
export async function stopProcess(
  process: RunningProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 12_000,
) {
  const { child } = process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await process.exited();
  clearTimeout(timer);
}
