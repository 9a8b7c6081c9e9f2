import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, registerBuyer, sendOrderRequest } from '../../../test/index.ts';
import { readMails } from '../../../test/outbox.ts';

/** Headers a sender can set to steer a link built from the request (issue 44, 2). */
const FORGED = {
  origin: 'https://evil.example',
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

const linksIn = (text: string) => [...new Set([...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]))];

describe.each([
  { name: 'without PUBLIC_URL (the loopback default)', overrides: {}, origin: 'http://localhost:3000' },
  {
    name: 'with PUBLIC_URL, behind a proxy',
    overrides: {
      publicUrl: 'https://shop.example.gr',
      linkOrigin: 'https://shop.example.gr',
      trustProxy: true,
    },
    origin: 'https://shop.example.gr',
  },
])('links in mails $name', ({ overrides, origin }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(overrides);
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every link of every mail to `to` so far. */
  const linksTo = async (to: string) =>
    (await readMails(app)).filter((mail) => mail.to === to).flatMap((mail) => linksIn(mail.text));

  it('a password reset link follows configuration, never the request’s Origin, Host or X-Forwarded-*', async () => {
    const { email } = await registerBuyer(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: FORGED,
      payload: { email },
    });
    expect(answer.statusCode).toBe(202);
    await app.mailOutbox.flush();
    await expect.poll(() => linksTo(email)).toEqual([expect.stringMatching(/\/reset-password\?token=/)]);
    const [link] = await linksTo(email);
    expect(new URL(link ?? '').origin).toBe(origin);
  });

  it('a buyer’s message with forged headers sends the team a link to the shop', async () => {
    const buyer = await registerBuyer(app);
    const call = caller(app, buyer);
    const order = await sendOrderRequest(call, '1', { S: 3, M: 2 });
    const before = (await linksTo(app.config.teamEmail)).length;
    const posted = await call(
      'POST',
      `/api/orders/${order.reference}/messages`,
      { body: 'Can the dresses come in navy?' },
      FORGED,
    );
    expect(posted.statusCode).toBe(201);
    await app.mailOutbox.flush();
    const links = (await linksTo(app.config.teamEmail)).slice(before);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(origin);
  });
});
