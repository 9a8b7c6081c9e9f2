import { spawn } from 'node:child_process';
import path from 'node:path';
import { startCommand } from '../lib/start-command.ts';
import { makeWritableFolder } from '../lib/writable-folder.ts';
import { type RunningProcess, runProcess, stopProcess, waitUntil } from './processes.ts';

const SERVER = path.join(import.meta.dirname, '..', 'server.ts');

/** One BFF process of the cluster: its own port and data folder (its cache), the shared database. */
export class Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly dataDir: string;
  /** The settings it runs with (those of every instance of the cluster). */
  readonly env: Record<string, string>;
  private process: RunningProcess | null = null;

  constructor(name: string, port: number, dataDir: string, env: Record<string, string>) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.dataDir = dataDir;
    this.env = env;
  }

  get pid(): number | undefined {
    return this.process?.child.pid;
  }

  get running(): boolean {
    const child = this.process?.child;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  /** What it printed last (for error messages). */
  output(): string {
    return this.process?.output() ?? '';
  }

  /** Starts the process; resolves once it is ready (`GET /api/health/ready` answers 200). */
  async start(): Promise<void> {
    if (this.running) throw new Error(`${this.name} is running`);
    makeWritableFolder(this.dataDir);
    // As `npm start` runs it (its memory settings), with the cluster's own settings over them.
    const start = startCommand();
    const child = spawn(process.execPath, [...start.flags, SERVER], {
      env: {
        ...process.env,
        ...start.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = runProcess(this.name, child);
    await waitUntil(this.name, this.process, async () => (await fetch(`${this.url}/api/health/ready`)).ok);
  }

  /** SIGTERM: drains and exits within 10 s. SIGKILL: gone at once, as in a crash. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    if (this.process) await stopProcess(this.process, signal);
  }
}
