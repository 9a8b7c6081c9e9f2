// Deployment tool of each team: `npm run deploy|rollback|promote|releases -w <package>` call this;
// `node bff/src/cli/deploy.ts --help` tells the rest. It writes to the same database and deployment store
// as the BFF (DATABASE_URL / DATA_DIR), which picks a change up on the next page load: no restart, no
// rebuild of anything else. Exit codes: 0 done, 1 could not be done (the reason is printed), 2 a command
// line it cannot run (what is wrong, then the usage).
import { userInfo } from 'node:os';
import { type Context, deploy, promoteVersion, register, releases, rollBack } from './deploy-commands.ts';
import { type Invocation, parseInvocation, usage } from './deploy-usage.ts';
import { out, runTool, withDatabase } from './tool-run.ts';

async function run(invocation: Extract<Invocation, { kind: 'run' }>): Promise<void> {
  await withDatabase(async (db, config) => {
    const context: Context = { db, config, actor: process.env.DEPLOYED_BY || userInfo().username, say: out };
    const { command, area } = invocation;
    if (command === 'deploy') await deploy(context, area, invocation);
    else if (command === 'register') {
      await register(context, area, { url: invocation.url ?? '', version: invocation.version ?? '' });
    } else if (command === 'rollback') await rollBack(context, area, invocation.version);
    else if (command === 'promote') await promoteVersion(context, area, invocation.version ?? '');
    else await releases(context, area);
  });
}

await runTool('deploy.ts', usage, parseInvocation, run);
