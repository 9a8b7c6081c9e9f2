import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const FRONTENDS = ['shell', 'catalog-mfe', 'basket-mfe', 'custom-mfe', 'account-mfe'];

describe("a frontend's CSS Modules", () => {
  it.each(FRONTENDS)(
    '%s: no two share a file name (their class names are <area>-<file>__<class>)',
    (frontend) => {
      const files = execFileSync(
        'git',
        ['ls-files', '--cached', '--others', '--exclude-standard', `${frontend}/src`],
        {
          cwd: root,
          encoding: 'utf8',
        },
      )
        .split('\n')
        .filter((file) => file.endsWith('.module.css'));
      expect(files.length).toBeGreaterThan(0);
      const names = files.map((file) => path.basename(file));
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated, files.filter((file) => repeated.includes(path.basename(file))).join(', ')).toEqual([]);
    },
  );
});
