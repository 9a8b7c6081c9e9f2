import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderThread } from './render-thread.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'render-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A render module whose import takes `importMs` (as the real ≈ 2 MB one does on a busy machine). */
function slowModule(name: string, importMs: number): string {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `await new Promise((resolve) => setTimeout(resolve, ${importMs}));
export async function renderFirstView(request) { return { html: '<p>' + request.url + '</p>', key: 'k' }; }`,
  );
  return pathToFileURL(file).href;
}

const quiet = { warn() {}, error() {} } as unknown as FastifyBaseLogger;
const request = (url: string) => ({
  url,
  language: 'en' as const,
  bannerDismissed: false,
  answersJson: null,
});

describe('the server render thread', () => {
  it('keeps a thread that is still importing the module: a late first page, then pages render', async () => {
    const thread = new RenderThread(300);
    try {
      const url = slowModule('slow', 1200);
      // Asked while the module is still being imported: too slow, the page goes without a first view…
      expect(await thread.render(url, request('/a'), quiet)).toBeNull();
      expect(await thread.render(url, request('/b'), quiet)).toBeNull();
      // …but the thread is not thrown away (which would import it again, and again): once imported, it renders.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await thread.render(url, request('/c'), quiet)).toEqual({ html: '<p>/c</p>', key: 'k' });
    } finally {
      await thread.close();
    }
  });

  it('imports the module when warmed, so the first page renders in time', async () => {
    const thread = new RenderThread(300);
    try {
      const url = slowModule('warmed', 600);
      thread.warm(url);
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(await thread.render(url, request('/first'), quiet)).toEqual({ html: '<p>/first</p>', key: 'k' });
    } finally {
      await thread.close();
    }
  });
});
