import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  INITIAL_ANSWERS_ELEMENT_ID,
  type InitialAnswers,
  LANGUAGE_COOKIE,
  PHOTO_SIZES,
  PHOTO_WIDTHS,
  photoSrcSet,
  REMOTE_NAMES,
  type RemoteName,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, registerBuyer, type TestBuyer } from '../../test/index.ts';
import type { RemoteLocation } from '../config.ts';

const BLOCK = new RegExp(`<script type="application/json" id="${INITIAL_ANSWERS_ELEMENT_ID}">(.*?)</script>`);

describe('the first API answers in the shell page', () => {
  let app: FastifyInstance;
  let root: string;
  let buyer: TestBuyer;
  let remotes: Record<RemoteName, RemoteLocation>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bff-answers-'));
    mkdirSync(path.join(root, 'dist'), { recursive: true });
    writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<!doctype html><head><title>Shop</title></head><div id="root"></div>',
    );
    remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        { packageDir: root, distDir: path.join(root, name), manifestUrl: null },
      ]),
    ) as Record<RemoteName, RemoteLocation>;
    app = await buildTestApp({ frontends: { shellDist: path.join(root, 'dist'), remotes } });
    // The page's reads go over a connection to the BFF itself (own-read.ts).
    await app.listen({ host: '127.0.0.1', port: 0 });
    buyer = await registerBuyer(app, { businessName: 'Boutique </script><script>alert(1)</script>' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function page(url: string, cookies: Record<string, string> = {}) {
    const res = await app.inject({ url, headers: { accept: 'text/html' }, cookies });
    expect(res.statusCode, res.body).toBe(200);
    const block = BLOCK.exec(res.body)?.[1];
    return { html: res.body, answers: block ? (JSON.parse(block) as InitialAnswers) : null };
  }

  it('answers a visitor’s catalogue page as the API answers the visitor, with no price and no basket', async () => {
    const { html, answers } = await page('/ready-to-ship?colours=blue,red&page=1');
    const api = await app.inject({
      url: '/api/products?colours=red%2Cblue',
      headers: { 'accept-language': 'en' },
    });
    expect(answers).toEqual({
      language: 'en',
      answers: { '/auth/me': { buyer: null }, '/products?colours=red%2Cblue': api.json() },
    });
    expect(html).not.toMatch(/price/i);
    // The first card's image loads beside the scripts.
    const first = api.json<{ items: Array<{ image: string }> }>().items[0]?.image;
    expect(html).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`);
  });

  it('answers a buyer in the language the shell keeps in its cookie, prices and basket included', async () => {
    const cookies = { ...buyer.cookies, [LANGUAGE_COOKIE]: 'gr' };
    const { html, answers } = await page('/product/1', cookies);
    const product = await caller(app, buyer)('GET', '/api/products/1', undefined, {
      'accept-language': 'gr',
    });
    const basket = await caller(app, buyer)('GET', '/api/basket');
    expect(answers?.language).toBe('gr');
    expect(answers?.answers['/products/1']).toEqual(product.json());
    expect(product.json()).toMatchObject({ audience: 'buyer', product: { priceCents: expect.any(Number) } });
    expect(answers?.answers['/basket']).toEqual(basket.json());
    expect(answers?.answers['/auth/me']).toEqual({ buyer: buyer.buyer });
    const photo = product.json<{ product: { images: string[] } }>().product.images[0];
    expect(html).toContain(`<link rel="preload" as="image" href="${photo}" fetchpriority="high">`);
  });

  it('preloads a photographed product’s photo as its page will pick it: the AVIF versions, the page’s sizes', async () => {
    await app.db
      .insertInto('product_photos')
      .values({
        id: 'photo-9',
        product_id: '9',
        position: 0,
        key: 'abcdefabcdefabcdefabcdef',
        width: 1600,
        height: 2000,
        widths: JSON.stringify(PHOTO_WIDTHS),
        alt_en: 'Front view',
        created_at: new Date().toISOString(),
      })
      .execute();
    const { html } = await page('/product/9');
    const versions = photoSrcSet(
      { key: 'abcdefabcdefabcdefabcdef', widths: PHOTO_WIDTHS, width: 1600, height: 2000 },
      'avif',
    );
    expect(versions).toContain('/media/photos/abcdefabcdefabcdefabcdef-720.avif 720w');
    expect(html).toContain(
      `<link rel="preload" as="image" href="/media/photos/abcdefabcdefabcdefabcdef-480.jpg" imagesrcset="${versions}" imagesizes="${PHOTO_SIZES.detail}" type="image/avif" fetchpriority="high">`,
    );
  });

  it('leaves out what fails, and cannot be broken out of by the data', async () => {
    const { html, answers } = await page('/product/no-such-product', buyer.cookies);
    expect(Object.keys(answers?.answers ?? {})).toEqual(['/auth/me', '/basket']);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it('sends the page without answers when the BFF cannot ask itself: the frontends ask instead', async () => {
    const quiet = await buildTestApp({ frontends: { shellDist: path.join(root, 'dist'), remotes } });
    try {
      const res = await quiet.inject({ url: '/ready-to-ship', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain(INITIAL_ANSWERS_ELEMENT_ID);
    } finally {
      await quiet.close();
    }
  });

  it('ignores a language cookie the shop does not speak', async () => {
    const { answers } = await page('/', { [LANGUAGE_COOKIE]: 'fr' });
    expect(answers).toEqual({ language: 'en', answers: { '/auth/me': { buyer: null } } });
  });
});
