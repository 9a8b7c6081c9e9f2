import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { FolderNotWritableError } from './lib/writable-folder.ts';
import { startupFailure } from './startup-problems.ts';

const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/srv/shop' });
const slowly = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Adds to an app the part that is slow to start (a plugin's registration, a hook). */
type SetUp = (app: ReturnType<typeof Fastify>) => unknown;

/** The error a Fastify start gives when `setUp`'s part takes longer than the plugin timeout. */
async function timeoutOf(setUp: SetUp) {
  const app = Fastify({ pluginTimeout: 20 });
  try {
    await setUp(app);
    await app.ready();
  } catch (err) {
    return err;
  } finally {
    await app.close().catch(() => undefined);
  }
  throw new Error('no timeout');
}

describe('startupFailure', () => {
  // Fastify documents FST_ERR_PLUGIN_TIMEOUT, but what arrives is avvio's code (or the hook's).
  it.each<[string, SetUp, string, RegExp]>([
    [
      'a plugin',
      (app) =>
        app.register(async function slowPlugin() {
          await slowly();
        }),
      'AVV_ERR_PLUGIN_EXEC_TIMEOUT',
      /\(Plugin did not start in time: 'slowPlugin'\)/,
    ],
    [
      'a fastify-plugin',
      (app) =>
        app.register(
          fp(
            async () => {
              await slowly();
            },
            { name: 'slow-one' },
          ),
        ),
      'AVV_ERR_PLUGIN_EXEC_TIMEOUT',
      /\(Plugin did not start in time: 'slow-one'\)/,
    ],
    [
      'an onReady hook',
      (app) => {
        app.addHook('onReady', async function linkEverything() {
          await slowly();
        });
      },
      'FST_ERR_HOOK_TIMEOUT',
      /\(A callback for 'onReady' hook "linkEverything" timed out\)/,
    ],
  ])('explains %s that does not start in time', async (_, setUp, code, what) => {
    const err = await timeoutOf(setUp);
    expect((err as { code: string }).code).toBe(code);
    const line = startupFailure(err, config);
    expect(line).toMatch(/^a part of the BFF did not start within Fastify's 10 s \(/);
    expect(line).toMatch(what);
    expect(line).toMatch(/Try again; if it stays, start with LOG_LEVEL=info to see the step that waits\.$/);
    expect(line).not.toContain('\n');
  });

  it('names the folder that cannot be written and the setting that moves it', () => {
    const refused = new FolderNotWritableError('/proc/shop', '/proc/shop', 'ENOENT', {
      what: 'data',
      variable: 'DATA_DIR',
    });
    expect(startupFailure(refused, config)).toBe(
      'the data folder /proc/shop cannot be written (/proc/shop: no folder can be made there): ENOENT. ' +
        'Choose another with DATA_DIR=…, or let this user write there.',
    );
    const deployments = new FolderNotWritableError('/ro/deploy', '/ro', 'EROFS', {
      what: 'deployments',
      variable: 'DEPLOYMENTS_DIR',
    });
    expect(startupFailure(deployments, config)).toMatch(/Choose another with DEPLOYMENTS_DIR=…/);
  });

  it('still says what any other error says, its first line', () => {
    expect(startupFailure(new Error('something odd\n    at somewhere'), config)).toBe('something odd');
  });
});
