// Deployment tool of each team: `npm run deploy|rollback|releases -w <package>` call this.
//   node bff/src/cli/deploy.ts deploy <area> [--from <dist dir>]
//   node bff/src/cli/deploy.ts register <area> --url <manifest URL> --version <version>
//   node bff/src/cli/deploy.ts rollback <area>
//   node bff/src/cli/deploy.ts releases <area>
// It writes to the same database and deployment store as the BFF (DATABASE_URL / DATA_DIR), which
// picks a change up on the next page load: no restart, no rebuild of anything else.
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { connectDatabase, migrateToLatest } from '../db/connect.ts';
import { builtContracts, publishBuild } from '../domain/deployments/publish.ts';
import {
  DEPLOYABLE_AREAS,
  type DeployableArea,
  listReleases,
  recordAndPoint,
  rollback,
} from '../domain/deployments/releases.ts';
import { deploymentStore, releaseLocation } from '../domain/deployments/store.ts';

const usage =
  'usage: deploy.ts <deploy|register|rollback|releases> <shell|catalog|basket|custom|account> [options]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, url: { type: 'string' }, version: { type: 'string' } },
});
const [command, area] = positionals;
if (!command || !area) fail(usage);
if (!(DEPLOYABLE_AREAS as readonly string[]).includes(area)) fail(`unknown area "${area}"\n${usage}`);
const target = area as DeployableArea;

const config = loadConfig();
const actor = process.env.DEPLOYED_BY || userInfo().username;
const db = await connectDatabase(config.database);
try {
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : null);
  const packageDir =
    target === 'shell'
      ? path.dirname(config.frontends.shellDist)
      : config.frontends.remotes[target].packageDir;
  const distDir = path.resolve(
    values.from ??
      (target === 'shell' ? config.frontends.shellDist : config.frontends.remotes[target].distDir),
  );

  if (command === 'deploy') {
    const pkg = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const published = await publishBuild(deploymentStore(config), target, distDir, pkg.version);
    const release = await recordAndPoint(db, {
      area: target,
      version: published.version,
      location: releaseLocation(target, published.version),
      contracts: target === 'shell' ? null : await builtContracts(distDir),
      actor,
      action: 'deploy',
    });
    console.log(`${target} ${release.version} is live (${release.location})`);
  } else if (command === 'register') {
    // A build a team published to its own static host or CDN: only the registry points at it.
    if (target === 'shell') fail('the shell is served by the BFF: deploy it instead');
    if (!values.url || !values.version) fail('register needs --url <manifest URL> and --version <version>');
    const url = new URL(values.url);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') fail('--url must be an http(s) URL');
    const release = await recordAndPoint(db, {
      area: target,
      version: values.version,
      location: url.href,
      contracts: null,
      actor,
      action: 'register',
    });
    console.log(`${target} ${release.version} is live (${release.location})`);
  } else if (command === 'rollback') {
    const release = await rollback(db, target, actor);
    if (!release) fail(`${target}: no earlier release to roll back to`);
    console.log(`${target} rolled back to ${release.version} (${release.location})`);
  } else if (command === 'releases') {
    const releases = await listReleases(db, target);
    if (releases.length === 0) console.log(`${target}: no releases yet (the built dist is served)`);
    for (const r of releases) {
      console.log(
        `${r.current ? '*' : ' '} ${r.version.padEnd(24)} ${r.deployed_at}  ${r.deployed_by.padEnd(12)} ${r.location}`,
      );
    }
  } else {
    fail(usage);
  }
} finally {
  await db.destroy();
}
