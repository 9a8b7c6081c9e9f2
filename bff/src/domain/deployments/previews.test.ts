import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PREVIEW_COOKIE, PREVIEW_COOKIE_HOURS, SHOP_REQUEST_HEADER } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app.ts';
import { previewCookie, previewLink } from './preview-links.ts';
import { publishBuild } from './publish.ts';
import { listReleases, promote, type Release, recordAndPoint, recordPreview, rollback } from './releases.ts';
import { deploymentStore, releaseLocation } from './store.ts';

type Area = 'catalog' | 'basket';

/** A stand-in remote build whose chunk text marks it. */
function fakeBuild(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-build-'));
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'x', metaData: {} }));
  writeFileSync(path.join(dir, 'static', 'js', 'page.js'), `console.log(${JSON.stringify(label)});`);
  return dir;
}

async function publish(app: FastifyInstance, area: Area, label: string) {
  const published = await publishBuild(deploymentStore(app.config), area, fakeBuild(label), '0.1.0');
  return {
    area,
    version: published.version,
    location: releaseLocation(area, published.version),
    contracts: null,
    actor: 'team',
  };
}

const deploy = async (app: FastifyInstance, area: Area, label: string) =>
  (await recordAndPoint(app.db, { ...(await publish(app, area, label)), action: 'deploy' })).release;

const preview = async (app: FastifyInstance, area: Area, label: string) =>
  (await recordPreview(app.db, await publish(app, area, label))).release;

/** The manifest the registry gives a browser with these cookies. */
async function manifestOf(app: FastifyInstance, area: Area, cookie?: string): Promise<string | undefined> {
  const response = await app.inject({ url: '/api/remotes', headers: cookie ? { cookie } : {} });
  const body = response.json() as { remotes: { name: string; manifestUrl: string }[] };
  return body.remotes.find((remote) => remote.name === area)?.manifestUrl;
}

/** What a link names of a release. */
const linked = (release: Release) => ({ area: release.area as Area, version: release.version });

/** Opens a preview link as a browser would: the cookie it sets (name=value), and where it leads. */
async function open(app: FastifyInstance, link: string, cookie?: string) {
  const url = new URL(link);
  const response = await app.inject({
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  const set = response.cookies.find((c) => c.name === PREVIEW_COOKIE);
  return { response, set, cookie: set ? `${PREVIEW_COOKIE}=${set.value}` : undefined };
}

describe('preview releases', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('publishes a preview without changing what anyone gets; its link gives that browser alone the preview', async () => {
    const live = await deploy(app, 'catalog', 'live');
    const next = await preview(app, 'catalog', 'next');
    expect(await manifestOf(app, 'catalog')).toBe(live.location);
    const listed = await listReleases(app.db, 'catalog');
    expect(listed.find((r) => r.version === next.version)).toMatchObject({ preview: true, current: false });
    expect(listed.find((r) => r.version === live.version)).toMatchObject({ preview: false, current: true });

    const { response, set, cookie } = await open(app, await previewLink(app.db, 'http://shop', linked(next)));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/ready-to-ship');
    expect(set).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: PREVIEW_COOKIE_HOURS * 3600,
    });
    expect(await manifestOf(app, 'catalog', cookie)).toBe(next.location);
    const mine = await app.inject({ url: '/api/preview', headers: { cookie: cookie ?? '' } });
    expect(mine.json()).toEqual({ previews: [{ area: 'catalog', version: next.version }] });
    // Everyone else: the live release, and no previews.
    expect(await manifestOf(app, 'catalog')).toBe(live.location);
    expect((await app.inject({ url: '/api/preview' })).json()).toEqual({ previews: [] });
  });

  it('ignores a forged, damaged or expired cookie', async () => {
    await deploy(app, 'basket', 'live');
    const next = await preview(app, 'basket', 'next');
    const live = await manifestOf(app, 'basket');
    const { value } = await previewCookie(app.db, [{ area: 'basket', version: next.version }]);
    expect(await manifestOf(app, 'basket', `${PREVIEW_COOKIE}=${value}`)).toBe(next.location);

    const [body, signature] = value.split('.') as [string, string];
    // The same claims, signed with another key (anyone can write the body: only the BFF can sign it).
    const forgedBody = Buffer.from(
      JSON.stringify({ p: [['basket', next.version]], u: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url');
    const forged = [
      `${forgedBody}.${signature}`,
      `${body}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${body}x.${signature}`,
      body,
      'garbage',
    ];
    for (const cookie of forged)
      expect(await manifestOf(app, 'basket', `${PREVIEW_COOKIE}=${cookie}`)).toBe(live);

    const nineHoursAgo = Date.now() - 9 * 3600 * 1000;
    const expired = await previewCookie(app.db, [{ area: 'basket', version: next.version }], nineHoursAgo);
    expect(await manifestOf(app, 'basket', `${PREVIEW_COOKIE}=${expired.value}`)).toBe(live);
  });

  it('refuses a link with a changed signature, version or time, or past its time, and sets nothing', async () => {
    const next = await preview(app, 'catalog', 'refused');
    const link = new URL(await previewLink(app.db, 'http://shop', linked(next)));
    const changed = [
      link.href.replace(/sig=[^&]+/, 'sig=AAAA'),
      link.href.replace(/until=\d+/, `until=${Number(link.searchParams.get('until')) + 60}`),
      link.href.replace(`/catalog/${next.version}`, '/catalog/0.1.0-0000000000'),
      link.href.replace('/catalog/', '/basket/'),
      link.href.replace('/catalog/', '/nowhere/'),
      await previewLink(app.db, 'http://shop', linked(next), Date.now() - 8 * 24 * 3600 * 1000),
    ];
    for (const href of changed) {
      const { response, set } = await open(app, href);
      expect(response.statusCode, href).toBe(303);
      expect(response.headers.location).toBe('/?preview=link-refused');
      expect(set, href).toBeUndefined();
    }
  });

  it('previews several areas together; a second link of the same area replaces the first', async () => {
    const catalogA = await preview(app, 'catalog', 'together-a');
    const catalogB = await preview(app, 'catalog', 'together-b');
    const basket = await preview(app, 'basket', 'together');
    let cookie = (await open(app, await previewLink(app.db, 'http://shop', linked(catalogA)))).cookie;
    cookie = (await open(app, await previewLink(app.db, 'http://shop', linked(basket)), cookie)).cookie;
    expect(await manifestOf(app, 'catalog', cookie)).toBe(catalogA.location);
    expect(await manifestOf(app, 'basket', cookie)).toBe(basket.location);
    cookie = (await open(app, await previewLink(app.db, 'http://shop', linked(catalogB)), cookie)).cookie;
    expect(await manifestOf(app, 'catalog', cookie)).toBe(catalogB.location);
    expect(await manifestOf(app, 'basket', cookie)).toBe(basket.location);
  });

  it('once promoted a preview is live for everyone, and a rollback takes it away from everyone', async () => {
    const live = await deploy(app, 'catalog', 'before-promote');
    const next = await preview(app, 'catalog', 'promoted');
    const { cookie } = await open(app, await previewLink(app.db, 'http://shop', linked(next)));
    expect(await promote(app.db, 'catalog', next.version, 'team-lead')).toMatchObject({ outcome: 'again' });
    expect(await manifestOf(app, 'catalog')).toBe(next.location);
    expect(await manifestOf(app, 'catalog', cookie)).toBe(next.location);
    // Its previews have ended: it is a release now.
    expect((await app.inject({ url: '/api/preview', headers: { cookie: cookie ?? '' } })).json()).toEqual({
      previews: [],
    });
    expect((await rollback(app.db, 'catalog', 'team-lead'))?.version).toBe(live.version);
    expect(await manifestOf(app, 'catalog')).toBe(live.location);
    expect(await manifestOf(app, 'catalog', cookie)).toBe(live.location);
    // A version that has been live is a release, not a preview, and its old link is refused.
    expect((await recordPreview(app.db, await publish(app, 'catalog', 'promoted'))).outcome).toBe('released');
    const again = await open(app, await previewLink(app.db, 'http://shop', linked(next)));
    expect(again.response.headers.location).toBe('/?preview=link-refused');
  });

  it('leaves every preview: the cookie is cleared (a state change, so the shop’s own script only)', async () => {
    const refused = await app.inject({ method: 'DELETE', url: '/api/preview' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('csrf');
    const left = await app.inject({
      method: 'DELETE',
      url: '/api/preview',
      headers: { [SHOP_REQUEST_HEADER]: '1' },
    });
    expect(left.statusCode).toBe(204);
    const cleared = left.cookies.find((c) => c.name === PREVIEW_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });
});
