import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  version?: string;
  engines: { node: string };
};
const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

/**
 * `npm install` as it runs for the project's root on a machine whose Node is `nodeVersion`: the project's
 * own `.npmrc` and `engines` in a folder of their own (npm checks the root's engines before it resolves
 * anything, so no dependency is needed), npm itself run by this Node told to report the other version.
 */
function npmInstallOn(nodeVersion: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'engines-'));
  copyFileSync(path.join(root, '.npmrc'), path.join(dir, '.npmrc'));
  const { name, engines } = rootPackage;
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '0.0.0', engines }));
  const pretend = path.join(dir, 'node-version.cjs');
  writeFileSync(pretend, `Object.defineProperty(process, 'version', { value: 'v${nodeVersion}' });\n`);
  const result = spawnSync('npm', ['install', '--dry-run', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: `--require ${pretend}`, npm_config_engine_strict: undefined },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Each case starts npm, which takes seconds on a busy machine (5.4 s seen in CI beside other suites). */
const NPM_RUN_MS = 60_000;

describe('the Node version the project needs', () => {
  it('is the major of .nvmrc, and the engines range starts there', () => {
    expect(rootPackage.engines.node).toBe(`>=${nvmrc}`);
  });

  it.each(['20.20.2', '22.22.0'])(
    'makes npm install refuse Node %s, saying which Node is needed',
    (version) => {
      const { status, output } = npmInstallOn(version);
      expect(status).not.toBe(0);
      expect(output).toContain('EBADENGINE');
      expect(output).toContain(`Required: {"node":">=${nvmrc}"}`);
      expect(output).toContain(`"node":"v${version}"`);
    },
    NPM_RUN_MS,
  );

  it.each([`${nvmrc}.0.0`, `${nvmrc}.21.0`])(
    'lets npm install go ahead on Node %s',
    (version) => {
      const { status, output } = npmInstallOn(version);
      expect(output).not.toContain('EBADENGINE');
      expect(status).toBe(0);
    },
    NPM_RUN_MS,
  );
});
