import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_VIEW_MODULE, REMOTE_SERVER_MODULE } from '@shop/contracts';
import type { BuildLocation, LazyPart } from './first-view-files.ts';

/**
 * A small made-up production build, laid out as the real one (a shell, a catalogue remote with a server
 * build, a custom-made one without): for checking the first-view count on files whose parts are known.
 */
export interface FixtureBuild {
  build: BuildLocation;
  /** The home page's lazily loaded form, whose module is also in the (bigger) contact page's chunk. */
  lazyParts: readonly LazyPart[];
  /** What a new import does to a built file (relative to the root): about 3 KB more of gzip. */
  addImport(file: string): void;
}

const SHELL_PAGE = `<!doctype html><html><head>
<script defer src="static/js/paint-first.js" data-paint-first></script>
<link rel="preload" as="script" href="static/js/index.js" fetchpriority="low" data-run-after-paint>
</head><body><div id="root"></div></body></html>`;

const scripts = (files: string[]) => ({ js: { sync: files, async: [] } });

function remoteManifest(module: string, shared: Record<string, string[]>) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [{ path: module, assets: scripts(['static/js/async/common.js', 'static/js/async/expose.js']) }],
    shared: Object.entries(shared).map(([name, files]) => ({ name, assets: scripts(files) })),
  };
}

export function withFixtureBuild(check: (fixture: FixtureBuild) => void): void {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-first-view-'));
  const write = (file: string, content: string | object) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  };
  // Distinct contents of distinct sizes: each file's gzip bytes differ.
  const code = (bytes: number) => randomBytes(bytes).toString('base64');
  try {
    write('shell/dist/index.html', SHELL_PAGE);
    write(`shell/dist/${FIRST_VIEW_MODULE}`, 'export {}');
    write('shell/dist/mf-manifest.json', {
      shared: [{ name: 'react', assets: scripts(['static/js/index.js']) }],
    });
    write('shell/dist/static/js/paint-first.js', code(200));
    write('shell/dist/static/js/index.js', code(9000));
    write('shell/dist/static/js/async/form.js', code(900));
    write('shell/dist/static/js/async/form.js.map', { sources: ['../../../../src/Form.tsx'] });
    write('shell/dist/static/js/async/contact-page.js', code(1500));
    write('shell/dist/static/js/async/contact-page.js.map', {
      sources: ['../../../../src/Form.tsx', '../../../../src/ContactPage.tsx'],
    });

    const catalogShared = {
      react: ['static/js/async/react.js'],
      i18next: ['static/js/async/i18next.js'],
      'new-lib': ['static/js/async/new-lib.js'],
    };
    write('catalog-mfe/dist/mf-manifest.json', remoteManifest('./ReadyToShip', catalogShared));
    write('catalog-mfe/dist/mf-stats.json', {
      exposes: [{ path: './ReadyToShip', requires: ['react', 'new-lib'] }],
    });
    write(`catalog-mfe/dist/${REMOTE_SERVER_MODULE}`, 'module.exports = {}');
    write('custom-mfe/dist/mf-manifest.json', remoteManifest('./CustomMade', {}));
    for (const remote of ['catalog-mfe', 'custom-mfe']) {
      for (const file of ['remoteEntry.js', 'static/js/async/common.js', 'static/js/async/expose.js']) {
        write(`${remote}/dist/${file}`, code(1200));
      }
    }
    for (const file of Object.values(catalogShared).flat()) write(`catalog-mfe/dist/${file}`, code(700));

    check({
      build: { root, folder: 'dist' },
      lazyParts: [{ area: 'shell', source: 'src/Form.tsx' }],
      addImport: (file) => appendFileSync(path.join(root, file), code(3000)),
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
