import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../bff/src/server.ts', import.meta.url));

/**
 * A BFF of a test's own (production mode, serving the composed build) on its own port and data folder,
 * for tests that stop and restart the server. The data folder outlives a restart.
 */
export class OwnBff {
  readonly port: number;
  readonly origin: string;
  private folder: string | null = null;
  private child: ChildProcess | null = null;
  private output = '';

  /** Settings of this server's own (`BUYER_APPROVAL=manual`, `STAFF_2FA=required`, …). */
  private readonly env: Record<string, string>;

  constructor(port: number, env: Record<string, string> = {}) {
    this.port = port;
    this.env = env;
    this.origin = `http://127.0.0.1:${port}`;
  }

  /** Its data folder, made on first use (a spec skipped against a running shop makes none). */
  get dataDir(): string {
    this.folder ??= mkdtempSync(join(tmpdir(), `shop-e2e-own-bff-${this.port}-`));
    return this.folder;
  }

  /** Starts the server and resolves once /api/health answers. */
  async start(): Promise<void> {
    if (this.child) throw new Error('already running');
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '10000',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`BFF exited with ${child.exitCode}:\n${this.output}`);
      try {
        const response = await fetch(`${this.origin}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`BFF on ${this.port} did not become healthy:\n${this.output}`);
  }

  /** Kills the server at once (SIGKILL), as a crash would, and waits until it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
