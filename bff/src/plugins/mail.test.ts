import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import mail from './mail.ts';

let outboxDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  app = Fastify({ logger: false });
  app.decorate('config', {
    smtpUrl: null,
    outboxDir,
    mailFrom: 'Wholesale Shop <orders@wholesale.gr>',
    teamEmail: 'team@wholesale.gr',
  } as unknown as AppConfig);
  await app.register(mail);
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe('mailer (outbox transport)', () => {
  it('writes each message as a readable .eml file', async () => {
    const sent = await app.mailer.send({
      to: 'buyer@example.gr',
      subject: 'Λάβαμε την παραγγελία σας WS-2026-000001',
      text: 'Ευχαριστούμε! Thank you for your order request.',
      html: '<p>Ευχαριστούμε!</p>',
    });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(sent.file).toBe(path.join(outboxDir, files[0] ?? ''));

    const eml = await readFile(sent.file ?? '', 'utf8');
    expect(eml).toMatch(/^To: buyer@example\.gr$/m);
    expect(eml).toMatch(/^From: Wholesale Shop <orders@wholesale\.gr>$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // Greek subject, RFC 2047 encoded
    expect(eml).toMatch(/^Message-ID: </m);
    expect(eml).toContain('multipart/alternative');
  });

  it('keeps every message (unique file names)', async () => {
    await Promise.all(
      [1, 2, 3].map((n) =>
        app.mailer.send({ to: app.mailer.teamAddress, subject: `Message ${n}`, text: 'Hello' }),
      ),
    );
    expect(await readdir(outboxDir)).toHaveLength(3);
  });

  it('writes again into an outbox someone emptied and removed', async () => {
    await app.mailer.send({ to: 'a@example.gr', subject: 'First', text: 'Hello' });
    await rm(outboxDir, { recursive: true, force: true });
    await app.mailer.send({ to: 'a@example.gr', subject: 'Second', text: 'Hello' });
    expect(await readdir(outboxDir)).toHaveLength(1);
  });
});
