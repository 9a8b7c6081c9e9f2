import { existsSync, type Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from '../domain/cache-policy.ts';
import { servedToBrowsers, warmFirstView } from '../rendering/first-view.ts';
import { sendShellPage, shellPage } from '../rendering/shell-page.ts';

/**
 * Serves the built frontends when they exist (the default `npm start`): the shell at `/` and each
 * remote's dist under `/remotes/<name>/`. Page navigations that match no file fall back to the
 * shell's index.html (see not-found.ts). In a real deployment the remotes live on a CDN instead.
 */
export default fp(
  async function frontends(fastify: FastifyInstance) {
    const { shellDist, remotes } = fastify.config.frontends;
    let decorated = false;

    const serve = async (root: string, prefix: string, crossOrigin: boolean) => {
      await fastify.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: !decorated,
        cacheControl: false,
        index: false,
        allowedPath: servedToBrowsers,
        setHeaders: (reply: FastifyReply, filePath: string, stats: Stats) => {
          fastify.staticCompression.noteFile(reply, filePath, stats);
          reply.header('cache-control', cacheControlFor(filePath));
          if (crossOrigin) {
            // A shell on another origin loads these: manifests by fetch, chunks by <script>.
            reply.header('access-control-allow-origin', '*');
            reply.header('cross-origin-resource-policy', 'cross-origin');
          }
        },
      });
      decorated = true;
      served.push(root);
    };
    const served: string[] = [];

    // The shell first: `reply.sendFile` (used for `/`) keeps the first registration's headers.
    if (existsSync(shellDist)) {
      await serve(shellDist, '/', false);
      // `/` itself is a page navigation: the shell's index, never cached.
      fastify.get('/', { schema: { hide: true } }, async (request, reply) => {
        if (!(await sendShellPage(fastify, request, reply))) reply.callNotFound();
        return reply;
      });
      // The page links `favicon.svg`; clients that ask for the classic path anyway get the same icon, not a 404.
      if (existsSync(path.join(shellDist, 'favicon.svg'))) {
        fastify.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
          reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.svg', shellDist),
        );
      }
    } else {
      fastify.log.info(
        { dir: path.relative(process.cwd(), shellDist) },
        'shell not built; serving the API only',
      );
    }
    for (const [name, remote] of Object.entries(remotes)) {
      if (existsSync(remote.distDir)) await serve(remote.distDir, `/remotes/${name}/`, true);
      else fastify.log.debug({ remote: name, dir: remote.distDir }, 'remote not built; not served');
    }

    // The first visitors get the best compression too: every served file is compressed in the background
    // once the server is ready (a few seconds of zlib's thread pool), not only after its first request.
    fastify.addHook('onReady', (done) => {
      void warmAll(fastify, served);
      // The server render's thread imports the shell's render module now, not when the first page asks.
      void shellPage(fastify)
        .then((shell) => (shell ? warmFirstView(shell.dir) : undefined))
        .catch((err: unknown) => fastify.log.warn({ err }, 'the server render was not warmed'));
      done();
    });
  },
  {
    name: 'frontends',
    dependencies: ['db', 'remote-registry', 'compress', 'previews'],
    decorators: { fastify: ['config'] },
  },
);

/** Compresses the files under the given folders, two at a time, so requests keep the thread pool too. */
async function warmAll(fastify: FastifyInstance, roots: readonly string[]): Promise<void> {
  const files: string[] = [];
  for (const root of roots) {
    try {
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        // The same rule as for requests, on the path below the served folder.
        if (entry.isFile() && servedToBrowsers(`/${path.relative(root, file)}`)) files.push(file);
      }
    } catch {
      // a folder removed since start: nothing to warm there
    }
  }
  const next = async (): Promise<void> => {
    for (let file = files.shift(); file; file = files.shift()) {
      try {
        await fastify.staticCompression.warm(file, await stat(file));
      } catch {
        // gone since it was listed
      }
    }
  };
  await Promise.all([next(), next()]);
}
