import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/app.ts';
import { connectDatabase } from '../db/connect.ts';

const TOOL = path.join(import.meta.dirname, 'deploy.ts');

/**
 * A catalogue package as the tool sees one: its package.json, a build script that writes what `source.txt`
 * says into the folder it is given (SHOP_BUILD_DIR, as the real build does), and a served `dist/`.
 */
function catalogPackage(served: string | null) {
  const root = mkdtempSync(path.join(tmpdir(), 'deploy-cli-'));
  const packageDir = path.join(root, 'catalog-mfe');
  mkdirSync(packageDir);
  writeFileSync(
    path.join(packageDir, 'build.mjs'),
    `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const source = readFileSync('source.txt', 'utf8');
if (source === 'broken') process.exit(3);
const out = process.env.SHOP_BUILD_DIR || 'dist';
mkdirSync(out + '/static/js', { recursive: true });
writeFileSync(out + '/mf-manifest.json', JSON.stringify({ name: 'catalog_mfe', metaData: {} }));
writeFileSync(out + '/static/js/page.js', 'console.log(' + JSON.stringify(source) + ');');
`,
  );
  writeFileSync(
    path.join(packageDir, 'package.json'),
    JSON.stringify({ name: 'catalog-mfe', version: '0.1.0', scripts: { build: 'node build.mjs' } }),
  );
  const setSource = (text: string) => writeFileSync(path.join(packageDir, 'source.txt'), text);
  if (served !== null) {
    setSource(served);
    expect(spawnSync('npm', ['run', 'build', '--silent'], { cwd: packageDir }).status).toBe(0);
  }
  return { root, packageDir, dist: path.join(packageDir, 'dist'), setSource };
}

/** A finished build elsewhere, for `--from`; with the contract versions its build recorded, if given. */
function buildFolder(label: string, shopContracts?: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalog-build-'));
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'catalog_mfe', metaData: shopContracts ? { shopContracts } : {} }),
  );
  writeFileSync(path.join(dir, 'static', 'js', 'page.js'), `console.log(${JSON.stringify(label)});`);
  return dir;
}

const schemas: string[] = [];
afterAll(async () => {
  for (const schema of schemas) {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const db = await connectDatabase({ kind: 'postgres', url, schema, dropSchemaOnClose: true });
    await db.destroy();
  }
});

/** The team's tool on a database and data folder of its own, as a team runs it. */
function teamTool(frontendRoot: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deploy-data-'));
  const database: Record<string, string> = { DATABASE_URL: '' };
  if (testEngine === 'postgres') {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    Object.assign(database, { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', DATABASE_SCHEMA: schema });
  }
  return (...args: string[]) => {
    const result = spawnSync(process.execPath, [TOOL, ...args], {
      env: {
        ...process.env,
        ...database,
        DATA_DIR: dataDir,
        FRONTEND_ROOT: frontendRoot,
        DEPLOYED_BY: 'team-catalog',
      },
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
}

const versionIn = (text: string) => /catalog (0\.1\.0-[0-9a-f]{10})/.exec(text)?.[1];

describe('the deployment tool', { timeout: 60_000 }, () => {
  const { root } = catalogPackage(null);
  const tool = teamTool(root);

  it.each(['', 'deploy', 'register', 'rollback', 'promote', 'releases'])(
    'prints its usage for "%s --help", ending its line',
    (command) => {
      const result = tool(...(command ? [command] : []), '--help');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^usage: deploy\\.ts ${command || '<command>'}`));
      expect(result.stdout.endsWith('\n')).toBe(true);
      expect(result.stderr).toBe('');
    },
  );

  it('also prints a command’s usage for --help after its area, as npm run rollback -w … -- --help passes it', () => {
    const result = tool('rollback', 'catalog', '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: deploy\.ts rollback <area>/);
  });

  it.each([
    [['rollback', 'catalog', '--nope'], "deploy.ts: Unknown option '--nope'", 'usage: deploy.ts rollback'],
    [
      ['deploy', 'catalog', '--from'],
      "deploy.ts: Option '--from <value>' argument missing",
      'usage: deploy.ts deploy',
    ],
    [['releases', 'catalog', '--build'], 'deploy.ts: releases takes no --build', 'usage: deploy.ts releases'],
    [['releases'], 'deploy.ts: no area given', 'usage: deploy.ts releases'],
    [['releases', 'catalogue'], 'deploy.ts: unknown area "catalogue"', 'usage: deploy.ts releases'],
    [['ship', 'catalog'], 'deploy.ts: unknown command "ship"', 'usage: deploy.ts <command>'],
    [[], 'deploy.ts: no command given', 'usage: deploy.ts <command>'],
    [['promote', 'catalog'], 'deploy.ts: promote needs the version to make live', 'usage: deploy.ts promote'],
    [['rollback', 'catalog', 'extra'], 'deploy.ts: unexpected argument "extra"', 'usage: deploy.ts rollback'],
  ])('refuses %j with one line saying why, the usage and exit code 2', (args, reason, usage) => {
    const result = tool(...args);
    expect(result.status).toBe(2);
    const [first, second] = result.stderr.split('\n');
    expect(first).toBe(reason);
    expect(second).toMatch(new RegExp(`^${usage.replace(/[.<>]/g, '\\$&')}`));
    expect(result.stderr).not.toMatch(/ERR_PARSE_ARGS|\n\s+at /);
    expect(result.stderr.endsWith('\n')).toBe(true);
    expect(result.stdout).toBe('');
  });
});

describe('deploying, rolling back and promoting a remote', { timeout: 60_000 }, () => {
  it('keeps the build served before the first deploy as a release, so the first deploy can be undone', () => {
    const tool = teamTool(catalogPackage('served before').root);
    const deployed = tool('deploy', 'catalog', '--from', buildFolder('autumn'));
    expect(deployed.status).toBe(0);
    const [kept, live] = deployed.stdout.trimEnd().split('\n');
    expect(kept).toMatch(/^catalog 0\.1\.0-\w+: the build served until now is kept as a release/);
    expect(live).toMatch(
      /^catalog 0\.1\.0-\w+ is live \(\/deployments\/catalog\/0\.1\.0-\w+\/mf-manifest\.json\)$/,
    );

    const rolledBack = tool('rollback', 'catalog');
    expect(rolledBack.status).toBe(0);
    expect(rolledBack.stdout).toBe(
      `catalog rolled back to ${versionIn(kept ?? '')} (/deployments/catalog/${versionIn(kept ?? '')}/mf-manifest.json)\n`,
    );
    const listed = tool('releases', 'catalog').stdout;
    expect(listed).toMatch(
      new RegExp(`^\\* ${versionIn(kept ?? '')} .*team-catalog .*\\(served before the first deploy\\)$`, 'm'),
    );

    // Nothing before the initial build: said so, with the versions a promote can make live.
    const again = tool('rollback', 'catalog');
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(
      `catalog: no earlier release to roll back to (kept versions: ${versionIn(live ?? '')}, ${versionIn(kept ?? '')}; promote makes one of them live)\n`,
    );
  });

  it('makes any kept version live again with promote (or rollback --to), recorded like a deploy', () => {
    const tool = teamTool(catalogPackage('served before').root);
    const a = versionIn(tool('deploy', 'catalog', '--from', buildFolder('A')).stdout.split('\n')[1] ?? '');
    const b = versionIn(tool('deploy', 'catalog', '--from', buildFolder('B')).stdout);
    expect(tool('rollback', 'catalog').stdout).toContain(`rolled back to ${a}`);

    const promoted = tool('promote', 'catalog', b ?? '');
    expect(promoted.status).toBe(0);
    expect(promoted.stdout).toBe(`catalog ${b} is live again (/deployments/catalog/${b}/mf-manifest.json)\n`);
    expect(tool('releases', 'catalog').stdout).toMatch(new RegExp(`^\\* ${b} `, 'm'));
    expect(tool('promote', 'catalog', b ?? '').stdout).toBe(
      `catalog ${b} is already live: nothing changed\n`,
    );
    // A rollback after a promotion returns to what was live before it.
    expect(tool('rollback', 'catalog').stdout).toContain(`rolled back to ${a}`);
    expect(tool('rollback', 'catalog', '--to', b ?? '').stdout).toContain(`catalog ${b} is live again`);

    const unknown = tool('promote', 'catalog', '0.1.0-0000000000');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^catalog has no version "0\.1\.0-0000000000"; kept versions: .*\n$/);
  });

  it('gives a build that exists its version and says so instead of making a new one', () => {
    const tool = teamTool(catalogPackage('served before').root);
    const winter = buildFolder('winter');
    const deployed = tool('deploy', 'catalog', '--from', winter);
    expect(deployed.status, deployed.stderr).toBe(0);
    const first = versionIn(deployed.stdout.split('\n')[1] ?? '');
    const same = tool('deploy', 'catalog', '--from', winter);
    expect(same.status).toBe(0);
    expect(same.stdout).toMatch(
      new RegExp(`^catalog ${first} is already live \\(published .* by team-catalog\\): nothing changed\\n$`),
    );

    tool('deploy', 'catalog', '--from', buildFolder('spring'));
    const back = tool('deploy', 'catalog', '--from', winter);
    expect(back.stdout).toMatch(
      new RegExp(`^catalog ${first} was already published \\(.*\\): it is live again`),
    );
    // Three versions in all: the served build, winter and spring.
    expect(tool('releases', 'catalog').stdout.trimEnd().split('\n')).toHaveLength(3);
  });

  it('--build builds into a folder of its own, leaving the served dist/ as it was', () => {
    const pkg = catalogPackage('served before');
    const tool = teamTool(pkg.root);
    const served = readFileSync(path.join(pkg.dist, 'static', 'js', 'page.js'), 'utf8');
    pkg.setSource('summer');
    const deployed = tool('deploy', 'catalog', '--build');
    expect(deployed.status, deployed.stderr).toBe(0);
    expect(deployed.stdout).toMatch(/is live/);
    expect(readFileSync(path.join(pkg.dist, 'static', 'js', 'page.js'), 'utf8')).toBe(served);
    // The same source built again is the same version.
    const again = tool('deploy', 'catalog', '--build');
    expect(again.stdout).toContain(
      `catalog ${versionIn(deployed.stdout.split('\n').at(-2) ?? '')} is already live`,
    );

    pkg.setSource('broken');
    const broken = tool('deploy', 'catalog', '--build');
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/the build of catalog failed \(exit code 3\): nothing was deployed\n$/);
  });

  it('has nothing to keep for an area never built, and says so on rollback', () => {
    const tool = teamTool(catalogPackage(null).root);
    const deployed = tool('deploy', 'catalog', '--from', buildFolder('first'));
    expect(deployed.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(tool('rollback', 'catalog').status).toBe(1);
  });
});

describe('previewing a release before it goes live', { timeout: 60_000 }, () => {
  /** The live shell's build, as the tool reads it: the contract versions it was built against. */
  function withShell(root: string, contracts: string): void {
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html>');
    writeFileSync(
      path.join(root, 'shell', 'dist', 'mf-manifest.json'),
      JSON.stringify({ metaData: { shopContracts: { contracts, platform: '3.0.0' } } }),
    );
  }

  /** The tool, with a live shell built against contracts 1.7.0, and `deploy --preview` of a new build. */
  function previewTool() {
    const { root } = catalogPackage('served before');
    withShell(root, '1.7.0');
    const tool = teamTool(root);
    const preview = (label: string, contracts: string) =>
      tool('deploy', 'catalog', '--from', buildFolder(label, { contracts }), '--preview');
    return { tool, preview };
  }

  it('publishes with --preview without making it live, prints the link, lists it, and promote makes it live', () => {
    const { tool, preview } = previewTool();
    const previewed = preview('preview', '1.9.0');
    expect(previewed.status, previewed.stderr).toBe(0);
    const lines = previewed.stdout.trimEnd().split('\n');
    const kept = versionIn(lines[0] ?? '');
    const version = versionIn(lines[1] ?? '');
    expect(lines.slice(1)).toEqual([
      `catalog ${version} is published for preview; buyers still get the live release`,
      'preview link (opens for 7 days; a browser that opens it previews for 8 hours):',
      expect.stringMatching(
        new RegExp(`^  http://127\\.0\\.0\\.1:3000/preview/catalog/${version}\\?until=\\d+&sig=[\\w-]{43}$`),
      ),
      `make it live: npm run promote -w catalog-mfe -- ${version}`,
    ]);
    const listed = tool('releases', 'catalog').stdout;
    expect(listed).toMatch(new RegExp(`^\\* ${kept} `, 'm'));
    expect(listed).toMatch(
      new RegExp(
        `^  ${version} .*team-catalog .*\\(preview: not live; promote -- ${version} makes it live\\)$`,
        'm',
      ),
    );

    // The same build again: a new link for the same preview.
    const again = preview('preview', '1.9.0');
    expect(again.stdout).toMatch(
      new RegExp(
        `^catalog ${version} was published for preview already \\(.* by team-catalog\\): a new link$`,
        'm',
      ),
    );

    const promoted = tool('promote', 'catalog', version ?? '');
    expect(promoted.stdout).toBe(
      `catalog ${version} is live (/deployments/catalog/${version}/mf-manifest.json); its previews end\n`,
    );
    expect(tool('releases', 'catalog').stdout).toMatch(
      new RegExp(`^\\* ${version} .*team-catalog .*mf-manifest\\.json$`, 'm'),
    );
    // Live once, it is a release: no preview of it.
    const late = preview('preview', '1.9.0');
    expect(late.status).toBe(1);
    expect(late.stderr).toMatch(
      new RegExp(
        `^catalog ${version} has been live already .*: it is a release, not a preview; npm run promote -w catalog-mfe -- ${version} makes it live\n$`,
      ),
    );
    // And rollback returns to the build served before.
    expect(tool('rollback', 'catalog').stdout).toContain(`rolled back to ${kept}`);
  });

  it('refuses a preview built against another contracts major than the live shell, before publishing anything', () => {
    const { tool, preview } = previewTool();
    const refused = preview('next major', '2.0.0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'catalog was built against contracts 2.0.0, the live shell against 1.7.0: another major, so the shell would refuse to run it; rebuild it against contracts 1.x (nothing was published)\n',
    );
    expect(tool('releases', 'catalog').stdout).not.toContain('preview');
  });

  it('refuses a remote that names its translations in its manifest while the live shell predates that', () => {
    const { tool, preview } = previewTool();
    const refused = preview('chunk files', '1.11.0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      "catalog (contracts 1.11.0) names its translations' file in its manifest, which a shell built against contracts 1.7.0 does not hand on (decision 0036): deploy the shell first, built against contracts 1.11.0 or later (nothing was published)\n",
    );
    expect(tool('releases', 'catalog').stdout).not.toContain('preview');
  });
});

describe('refusing a build whose footprint meets a live release of another area (decision 0030)', {
  timeout: 60_000,
}, () => {
  const footprint = (area: string, extra: Record<string, unknown>) => ({
    area,
    endpoints: [],
    tags: [],
    slices: [],
    namespaces: [area],
    routes: [],
    storageKeys: [],
    events: [],
    globalCss: [],
    singletons: { react: '19.3.1' },
    ...extra,
  });

  /** A build folder for `--from` whose manifest records a footprint. */
  function footprintBuild(label: string, recorded: Record<string, unknown>): string {
    const dir = buildFolder(label);
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'catalog_mfe', metaData: { shopFootprint: recorded } }),
    );
    return dir;
  }

  /** The tool, with the basket's served build adding `basketGetBasket` and the route `/basket`. */
  function withLiveBasket() {
    const { root } = catalogPackage('served before');
    const dist = path.join(root, 'basket-mfe', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({
        name: 'basket_mfe',
        metaData: {
          shopFootprint: footprint('basket', { endpoints: ['basketGetBasket'], routes: ['/basket'] }),
        },
      }),
    );
    return teamTool(root);
  }

  it.each([
    ['deploy', []],
    ['deploy --preview', ['--preview']],
  ])('%s: refuses a catalogue build serving a route the live basket serves, naming both', (_label, flags) => {
    const tool = withLiveBasket();
    const build = footprintBuild(
      'route clash',
      footprint('catalog', { routes: ['/Basket/', '/ready-to-ship'] }),
    );
    const refused = tool('deploy', 'catalog', '--from', build, ...flags);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      "catalog adds what the live releases of other areas add, so the shell would refuse to mount it: route /Basket/ (also basket's); rename or drop them in catalog (nothing was published)\n",
    );
    expect(tool('releases', 'catalog').stdout).not.toContain('route clash');
    expect(tool('releases', 'catalog').stdout.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a build adding names that are not its own, whatever is live', () => {
    const tool = withLiveBasket();
    const build = footprintBuild('foreign', footprint('catalog', { endpoints: ['attachBrandLogo'] }));
    const refused = tool('deploy', 'catalog', '--from', build);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `catalog's build adds names that are not its own: endpoint names must start with "catalog": attachBrandLogo (nothing was published)\n`,
    );
  });

  it('publishes a build whose names are its own; a singleton at another major is refused for preview, said on deploy', () => {
    const tool = withLiveBasket();
    const own = footprint('catalog', { endpoints: ['catalogGetProduct'], routes: ['/product/:id'] });
    const deployed = tool('deploy', 'catalog', '--from', footprintBuild('own names', own));
    expect(deployed.status, deployed.stderr).toBe(0);
    expect(deployed.stdout).not.toContain('note:');

    const nextReact = { ...own, singletons: { react: '20.0.0' } };
    const previewed = tool('deploy', 'catalog', '--from', footprintBuild('react 20', nextReact), '--preview');
    expect(previewed.status).toBe(1);
    expect(previewed.stderr).toContain('react 20.0.0 (basket has 19.3.1: another major)');
    const upgraded = tool('deploy', 'catalog', '--from', footprintBuild('react 20', nextReact));
    expect(upgraded.status, upgraded.stderr).toBe(0);
    expect(upgraded.stdout).toContain(
      'note: react 20.0.0 (basket has 19.3.1: another major); the page holds one copy, so deploy basket with the same major soon',
    );
  });
});
