import { Worker } from 'node:worker_threads';
import type { FirstView } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderJob, RenderReply, RenderRequest } from './render-worker.ts';

interface Pending {
  resolve: (view: FirstView | null) => void;
  timer: NodeJS.Timeout;
  postedAt: number;
  log: FastifyBaseLogger;
}

/**
 * The shell's server render, in a thread of its own (render-worker.ts), started with the first page to
 * render and kept.
 *
 * Not in the BFF's own thread, for what was measured (2 cores, autocannon on a visitor's product answer):
 * - A render's CPU time no longer holds up the API answers given meanwhile: with pages rendered in a loop
 *   beside the API load, 16.5–17.6 k API answers per second (p99 2–3 ms) and 245–291 pages in 6 s, against
 *   13.5–13.9 k (p99 4 ms) and 242–266 pages with the render in the BFF's thread.
 * - The render module (≈ 2 MB of React, the router, the store and the pages) imported into the BFF's thread
 *   made each API answer dearer afterwards, rendered or not: 18 → 20–21 µs of CPU; imported in another
 *   thread, 17–18 µs.
 * - A render that never yields cannot stop the BFF.
 * It costs a page ≈ 0.5 ms more (the hop to the thread and back: p50 6.7 against 6.0 ms for /ready-to-ship).
 *
 * A render is given up after `timeoutMs` (the page goes out without a first view). A thread that has
 * answered nothing at all since that render was asked for (a render that never yields) is stopped; the next
 * page starts a new one. A new thread that has not answered yet is importing the render module (≈ 2 MB),
 * which takes more than `timeoutMs` on a busy machine: it is stopped only after STUCK_AFTER_MS, since
 * stopping it made every next page import the module again (no page got a first view until the machine
 * calmed down). `warm` imports it at start-up, before the first page asks.
 */
export const STUCK_AFTER_MS = 10_000;

export class RenderThread {
  readonly #timeoutMs: number;
  #worker: Worker | null = null;
  #nextId = 1;
  #lastReplyAt = 0;
  /** When the current thread was started (a thread importing the module has not answered yet). */
  #startedAt = 0;
  readonly #pending = new Map<number, Pending>();

  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs;
  }

  /** The first view from the module at `moduleUrl`, or null (errors are logged on `log`). */
  render(moduleUrl: string, request: RenderRequest, log: FastifyBaseLogger): Promise<FirstView | null> {
    const worker = this.#started();
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const postedAt = performance.now();
      const timer = setTimeout(() => this.#late(id), this.#timeoutMs);
      this.#pending.set(id, { resolve, timer, postedAt, log });
      const job: RenderJob = { id, moduleUrl, request, timeoutMs: this.#timeoutMs };
      worker.postMessage(job);
    });
  }

  /** Imports the module at `moduleUrl` in the thread now (at start-up), so the first page need not wait for it. */
  warm(moduleUrl: string): void {
    const job: RenderJob = { id: this.#nextId++, moduleUrl, request: null, timeoutMs: this.#timeoutMs };
    this.#started().postMessage(job);
  }

  /** Stops the thread; what it was rendering goes out without a first view. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#stopped();
    await worker?.terminate();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url));
    this.#startedAt = performance.now();
    // A server waiting for requests keeps the process alive; the render thread alone does not.
    worker.unref();
    worker.on('message', (reply: RenderReply) => this.#answered(reply));
    worker.on('error', (err) => {
      for (const { log } of this.#pending.values()) log.error({ err }, 'the server render thread failed');
      if (this.#worker === worker) this.#stopped();
    });
    worker.on('exit', () => {
      if (this.#worker === worker) this.#stopped();
    });
    this.#worker = worker;
    return worker;
  }

  #answered(reply: RenderReply): void {
    this.#lastReplyAt = performance.now();
    const pending = this.#pending.get(reply.id);
    if (!pending) return; // given up already
    this.#pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.loadError)
      pending.log.error({ err: reply.loadError }, 'the shell server render could not be loaded');
    if (reply.renderError)
      pending.log.warn({ err: reply.renderError }, 'first view not rendered; the browser renders the page');
    pending.resolve(reply.view);
  }

  #late(id: number): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    pending.log.warn({ timeoutMs: this.#timeoutMs }, 'first view too slow; the browser renders the page');
    pending.resolve(null);
    // Busy with other renders, it has answered some meanwhile; silent since this one was asked for, it is stuck —
    // at once when it has rendered before, after STUCK_AFTER_MS when it is still importing the module.
    const importing = this.#lastReplyAt < this.#startedAt;
    const silentFor = performance.now() - Math.max(this.#lastReplyAt, this.#startedAt);
    if (this.#lastReplyAt < pending.postedAt && (!importing || silentFor >= STUCK_AFTER_MS))
      void this.close();
  }

  /** Forgets the thread: every render waiting on it goes out without a first view. */
  #stopped(): void {
    this.#worker = null;
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      clearTimeout(pending.timer);
      pending.resolve(null);
    }
  }
}
