import { buildApp } from './app.ts';
import { loadConfig, startupProblem } from './config.ts';
import { makeWritableFolder } from './lib/writable-folder.ts';
import { startupFailure } from './startup-problems.ts';

const config = loadConfig();

/** A start that cannot work says why in one line, with what to do; no stack trace (startup-problems.ts). */
function cannotStart(why: string): never {
  console.error(`The shop cannot start: ${why}`);
  process.exit(1);
}

const problem = startupProblem(config);
if (problem) cannotStart(problem);
try {
  // Before anything writes there: a data folder that cannot be made says so here, rather than hanging.
  makeWritableFolder(config.dataDir);
} catch (err) {
  cannotStart(startupFailure(err, config));
}
const app = await buildApp(config).catch((err: unknown) => cannotStart(startupFailure(err, config)));

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A stuck connection must not keep the process alive forever.
  const timer = setTimeout(() => {
    app.log.error('graceful shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    // Ready no more: a load balancer's next check takes this instance out while it still serves.
    app.lifecycle.draining = true;
    if (config.shutdownDrainMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close(); // stops accepting, finishes requests in flight, then onClose hooks close the database
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.host, port: config.port });
  const shown = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`\n  Wholesale shop running at http://${shown}:${config.port}\n`);
} catch (err) {
  await app.close().catch(() => undefined);
  cannotStart(startupFailure(err, config));
}
