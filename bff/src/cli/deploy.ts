// Deployment tool of each team: `npm run deploy|rollback|promote|releases -w <package>` call this;
// `node bff/src/cli/deploy.ts --help` tells the rest. It writes to the same database and deployment store
// as the BFF (DATABASE_URL / DATA_DIR), which picks a change up on the next page load: no restart, no
// rebuild of anything else. Exit codes: 0 done, 1 could not be done (the reason is printed), 2 a command
// line it cannot run (what is wrong, then the usage).
import { userInfo } from 'node:os';
import { loadConfig } from '../config.ts';
import { connectDatabase, migrateToLatest } from '../db/connect.ts';
import {
  CommandFailure,
  type Context,
  deploy,
  promoteVersion,
  register,
  releases,
  rollBack,
} from './deploy-commands.ts';
import { type Invocation, parseInvocation, UsageError, usage } from './deploy-usage.ts';

const out = (text: string) => process.stdout.write(`${text}\n`);
const err = (text: string) => process.stderr.write(`${text}\n`);

async function run(invocation: Extract<Invocation, { kind: 'run' }>): Promise<void> {
  const config = loadConfig();
  const db = await connectDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : null);
    const context: Context = { db, config, actor: process.env.DEPLOYED_BY || userInfo().username, say: out };
    const { command, area } = invocation;
    if (command === 'deploy') await deploy(context, area, invocation);
    else if (command === 'register') {
      await register(context, area, { url: invocation.url ?? '', version: invocation.version ?? '' });
    } else if (command === 'rollback') await rollBack(context, area, invocation.version);
    else if (command === 'promote') await promoteVersion(context, area, invocation.version ?? '');
    else await releases(context, area);
  } finally {
    await db.destroy();
  }
}

try {
  const invocation = parseInvocation(process.argv.slice(2));
  if (invocation.kind === 'help') out(usage(invocation.command));
  else await run(invocation);
} catch (error) {
  if (error instanceof UsageError) {
    err(`deploy.ts: ${error.message}`);
    err(usage(error.command));
    process.exitCode = 2;
  } else if (error instanceof CommandFailure) {
    err(error.message);
    process.exitCode = 1;
  } else {
    // Anything else (the database unreachable, a folder not writable): its message, not a stack trace.
    err(`deploy.ts: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
