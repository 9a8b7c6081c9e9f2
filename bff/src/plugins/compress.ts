import type { Stats } from 'node:fs';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsBrotli, BrotliCache, type StaticFile, staticFileOf } from '../lib/brotli-cache.ts';

/** Room for every built frontend several times over (all five are ≈ 1 MB compressed). */
const BROTLI_CACHE_BYTES = 64 * 1024 * 1024;
/** Files up to this size are brotli-compressed before their first answer (≈ 70–120 ms of one core at 28 KB). */
const AWAIT_BROTLI_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Built frontend files, compressed once at brotli's best quality (lib/brotli-cache.ts). */
    staticCompression: {
      /** Called by the static plugins' `setHeaders`: this reply sends that file. */
      noteFile: (reply: FastifyReply, filePath: string, stats: Stats) => void;
      /** Compresses a file ahead of its first request. */
      warm: (filePath: string, stats: Stats) => Promise<void>;
    };
  }
}

/**
 * gzip/brotli/zstd for JSON and the built frontends (static files are streamed through it), and for the
 * built frontends' text files, brotli at quality 11 once it is ready (made in the background, kept in
 * memory per file content).
 */
export default fp(
  async function compression(fastify: FastifyInstance) {
    const cache = new BrotliCache(BROTLI_CACHE_BYTES);
    const files = new WeakMap<FastifyReply, StaticFile>();

    fastify.decorate('staticCompression', {
      noteFile: (reply: FastifyReply, filePath: string, stats: Stats) => {
        files.set(reply, staticFileOf(filePath, stats));
      },
      warm: (filePath: string, stats: Stats) => cache.warm(staticFileOf(filePath, stats)),
    });

    // Before the compress plugin's own onSend: a file sent from the cache is already encoded, so that
    // plugin leaves it alone.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const file = files.get(reply);
      if (
        !file ||
        request.method !== 'GET' ||
        reply.statusCode !== 200 ||
        reply.hasHeader('content-encoding') ||
        request.headers['x-no-compression'] !== undefined ||
        !acceptsBrotli(request.headers['accept-encoding'])
      ) {
        return done(null, payload);
      }
      const send = (compressed: Buffer | undefined) => {
        if (!compressed) return done(null, payload);
        // The file stream the static plugin opened is not needed any more.
        (payload as { destroy?: () => void } | null)?.destroy?.();
        const vary = String(reply.getHeader('vary') ?? '');
        reply
          .header('content-encoding', 'br')
          .header('content-length', compressed.length)
          .header(
            'vary',
            /accept-encoding/i.test(vary) ? vary : [vary, 'accept-encoding'].filter(Boolean).join(', '),
          )
          .removeHeader('accept-ranges');
        return done(null, compressed);
      };
      const compressed = cache.get(file);
      if (compressed || file.size > AWAIT_BROTLI_BYTES) {
        if (!compressed) void cache.warm(file);
        return send(compressed);
      }
      // A small file not compressed yet (a release's entry or translations, just deployed) is compressed
      // now, once: its first buyer waits a few tens of ms and gets brotli too, instead of the quick
      // encoding's ≈ 15 % more bytes (issue 30). A large one goes out quickly encoded meanwhile.
      cache.warm(file).then(
        () => send(cache.get(file)),
        () => send(undefined),
      );
    });

    await fastify.register(compress, { threshold: 1024 });
  },
  { name: 'compress' },
);
