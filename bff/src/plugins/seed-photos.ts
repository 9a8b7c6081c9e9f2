import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setPriority } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { versionFiles } from '../domain/photos/photo-store.ts';
import { productsWithoutSamplePhotos, seedProductPhotos } from '../seed/photos/seed-photos.ts';

const DRAWING_TOOL = path.join(import.meta.dirname, '..', 'cli', 'seed-photos.ts');

/**
 * The demo catalogue's sample photographs (`SEED_PHOTOS`), never in the way of a start: once the BFF listens,
 * the photos the cache holds are linked in, product by product, each product's showing as soon as they are in
 * (under a second on SQLite; on PostgreSQL every version file is written into the database, decision 0023:
 * 10–15 s for the whole catalogue, longer than Fastify lets a start take). Then, if products are still
 * without, a separate process draws theirs at the lowest CPU priority (cli/seed-photos.ts `--gentle`, ≈ 2–3
 * minutes on two cores the first time on a machine) and each product's are linked in as it reports them
 * ready. Until then the catalogue shows its drawn placeholders. What was drawn stays in the cache, so a stop
 * loses nothing: the next start goes on from there. The drawing and the linking end with the BFF.
 */
export default fp(
  async function samplePhotos(fastify: FastifyInstance) {
    const { config } = fastify;
    if (!config.seedPhotos) {
      fastify.decorate('samplePhotos', { drawingPid: () => null });
      return;
    }
    let drawing: ChildProcess | null = null;
    let stopped = false;
    // A stop begins no further product: the one being linked is finished, so no photo is left half shared.
    const stopping = new AbortController();
    // Links run one after the other: each looks at what is still without photos.
    let linking: Promise<unknown> = Promise.resolve();
    // The work begun once the BFF listens, for a stop to wait for (it uses the database the stop closes).
    let background: Promise<unknown> = Promise.resolve();

    const link = (products?: string[]) => {
      linking = linking.then(() =>
        seedProductPhotos(fastify.db, config.photosDir, {
          cacheDir: config.seedPhotoCacheDir,
          draw: false,
          log: fastify.log,
          // One product at a time: the requests keep the rest of the database pool and the CPU.
          productsAtOnce: 1,
          signal: stopping.signal,
          sharePhoto: (photo) => fastify.sharedFiles.sharePhotos(versionFiles(photo)),
          ...(products ? { products } : {}),
        }).catch((err: unknown) => fastify.log.warn({ err }, 'sample photos: linking failed')),
      );
      return linking;
    };

    const drawTheRest = () => {
      const args = [DRAWING_TOOL, '--gentle', '--report'];
      if (config.seedPhotoProducts) args.push('--products', config.seedPhotoProducts.join(','));
      const child = spawn(process.execPath, args, {
        env: { ...process.env, SEED_PHOTO_CACHE_DIR: config.seedPhotoCacheDir },
        // The IPC channel closes when this process ends, however it ends: the drawing then stops too.
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      drawing = child;
      try {
        if (child.pid) setPriority(child.pid, 19);
      } catch {
        // A system that does not let it lower the priority: it still draws, one product at a time.
      }
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-2000);
      });
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const ready = (JSON.parse(line) as { ready?: unknown }).ready;
        if (typeof ready === 'string' && !stopped) void link([ready]);
      });
      child.on('exit', (code, signal) => {
        drawing = null;
        if (stopped) return;
        if (code === 0) fastify.log.info('sample photos: all drawn');
        else fastify.log.warn({ code, signal, errors }, 'sample photos: the drawing stopped');
        void link();
      });
      fastify.log.info({ pid: child.pid }, 'sample photos: drawing the missing ones in the background');
    };

    fastify.decorate('samplePhotos', { drawingPid: () => drawing?.pid ?? null });

    // Nothing of it in a start-up hook (onReady, a plugin's body): what a start awaits must end within Fastify's
    // 10 s, and linking the cache into PostgreSQL does not on a busy machine ("onReady hook timed out").
    fastify.addHook('onListen', async () => {
      // Not awaited: the start is over; the linking, then the drawing, go on beside the requests.
      background = (async () => {
        await link();
        if (stopped) return;
        const missing = await productsWithoutSamplePhotos(fastify.db);
        const wanted = config.seedPhotoProducts;
        const still = wanted ? missing.filter((product) => wanted.includes(product.id)) : missing;
        if (still.length > 0 && !stopped) drawTheRest();
      })().catch((err: unknown) => fastify.log.warn({ err }, 'sample photos: not started'));
    });

    fastify.addHook('onClose', async () => {
      stopped = true;
      stopping.abort();
      const child = drawing as ChildProcess | null;
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await background;
      await linking;
    });
  },
  { name: 'seed-photos', dependencies: ['db'], decorators: { fastify: ['config'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The background drawing of sample photographs: its process while it runs. */
    samplePhotos: { drawingPid: () => number | null };
  }
}
