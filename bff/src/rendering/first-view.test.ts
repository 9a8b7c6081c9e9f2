import { FIRST_VIEW_ATTRIBUTE, PAINT_FIRST_ATTRIBUTE, RUN_AFTER_PAINT_ATTRIBUTE } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { withFirstView, withScriptsDeferred } from './first-view.ts';

/** The head of the shell's page as its build writes it (build-config's paint-first plugin). */
const HEAD =
  `<script defer src="/static/js/paint-first.1a.js" ${PAINT_FIRST_ATTRIBUTE}></script>` +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
  `<link rel="preload" as="script" href="/static/js/vendor.2b.js" fetchpriority="low" ${RUN_AFTER_PAINT_ATTRIBUTE}>` +
  `<link rel="preload" as="script" href="/static/js/index.3c.js" fetchpriority="low" ${RUN_AFTER_PAINT_ATTRIBUTE}>` +
  '<link href="/static/css/index.4d.css" rel="stylesheet">' +
  '<link rel="preload" as="script" href="/remotes/catalog/remoteEntry.js" fetchpriority="low">';
const PAGE = `<html><head>${HEAD}</head><body><div id="root"></div></body></html>`;

describe('the shell page and its first view', () => {
  it('keeps the paint-first start when the page carries a rendered first view', () => {
    const page = withFirstView(PAGE, { html: '<h1>About us</h1>', key: 'en.banner' });
    expect(page).toContain(`<div id="root" ${FIRST_VIEW_ATTRIBUTE}="en.banner"><h1>About us</h1></div>`);
    expect(page).toContain(HEAD);
  });

  it('sends the shell’s scripts as plain deferred scripts, in order, when there is no first view', () => {
    const page = withFirstView(PAGE, null);
    expect(page).not.toContain(PAINT_FIRST_ATTRIBUTE);
    expect(page).not.toContain(RUN_AFTER_PAINT_ATTRIBUTE);
    expect(page).toContain(
      '<script defer src="/static/js/vendor.2b.js"></script><script defer src="/static/js/index.3c.js"></script>',
    );
    // What is not the shell's own is left as it was.
    expect(page).toContain(
      '<link rel="preload" as="script" href="/remotes/catalog/remoteEntry.js" fetchpriority="low">',
    );
    expect(page).toContain('<link href="/static/css/index.4d.css" rel="stylesheet">');
    expect(page).toContain('<div id="root"></div>');
  });

  it('leaves a page built without the paint-first start as it is', () => {
    const plain = '<head><script defer src="/static/js/index.js"></script></head><div id="root"></div>';
    expect(withScriptsDeferred(plain)).toBe(plain);
  });
});
