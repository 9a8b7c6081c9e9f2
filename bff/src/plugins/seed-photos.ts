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
 * The demo catalogue's sample photographs (`SEED_PHOTOS`), never in the way of a start: the photos the cache
 * holds are linked in as the BFF gets ready (under a second); once it listens, if products are still
 * without, a separate process draws theirs at the lowest CPU priority (cli/seed-photos.ts `--gentle`, ≈ 2–3 minutes on two cores
 * the first time on a machine) and each product's are linked in as it reports them ready. Until then the
 * catalogue shows its drawn placeholders. What was drawn stays in the cache, so a stop loses nothing: the
 * next start goes on from there. The drawing process ends with the BFF.
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
    // Links run one after the other: each looks at what is still without photos.
    let linking: Promise<unknown> = Promise.resolve();

    const link = (products?: string[]) => {
      linking = linking.then(() =>
        seedProductPhotos(fastify.db, config.photosDir, {
          cacheDir: config.seedPhotoCacheDir,
          draw: false,
          log: fastify.log,
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

    // What the cache holds is linked in before the BFF answers (hard links and a few rows: under a second),
    // so a start with a full cache serves the photos from its first page, as before.
    fastify.addHook('onReady', async () => {
      await link();
    });

    fastify.addHook('onListen', async () => {
      // Not awaited: the start is over; the drawing goes on beside the requests.
      void (async () => {
        const missing = await productsWithoutSamplePhotos(fastify.db);
        const wanted = config.seedPhotoProducts;
        const still = wanted ? missing.filter((product) => wanted.includes(product.id)) : missing;
        if (still.length > 0 && !stopped) drawTheRest();
      })().catch((err: unknown) => fastify.log.warn({ err }, 'sample photos: not started'));
    });

    fastify.addHook('onClose', async () => {
      stopped = true;
      const child = drawing as ChildProcess | null;
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
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
