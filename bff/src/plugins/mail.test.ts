import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

  it('fails a message it cannot write with the reason, and sends the next', async () => {
    // The outbox is a file, so nothing can be written below it.
    const blocked = path.join(outboxDir, 'not-a-folder');
    await writeFile(blocked, '');
    const other = Fastify({ logger: false });
    other.decorate('config', { ...app.config, outboxDir: path.join(blocked, 'outbox') });
    await other.register(mail);
    await other.ready();
    try {
      await expect(other.mailer.send({ to: 'a@example.gr', subject: 'Lost', text: 'Hello' })).rejects.toThrow(
        /ENOTDIR/,
      );
    } finally {
      await other.close();
    }
    await app.mailer.send({ to: 'a@example.gr', subject: 'Next', text: 'Hello' });
    expect((await readdir(outboxDir)).filter((file) => file.endsWith('.eml'))).toHaveLength(1);
  });

  it('lets a process end once its mails are sent, without closing the mailer', async () => {
    // The mail thread holds the process only while it holds a message.
    const script = `
      import Fastify from ${JSON.stringify(import.meta.resolve('fastify'))};
      import mail from ${JSON.stringify(new URL('./mail.ts', import.meta.url).href)};
      const app = Fastify();
      app.decorate('config', { smtpUrl: null, outboxDir: ${JSON.stringify(outboxDir)}, mailFrom: 'shop@wholesale.gr', teamEmail: 't@wholesale.gr' });
      await app.register(mail);
      await app.ready();
      await app.mailer.send({ to: 'a@example.gr', subject: 'From a script', text: 'Hello' });
      console.log('sent');
    `;
    const file = path.join(outboxDir, '..', `${path.basename(outboxDir)}-script.mjs`);
    await writeFile(file, script);
    const run = spawnSync(process.execPath, [file], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('sent');
    expect(run.status).toBe(0);
    await rm(file);
    expect(await readdir(outboxDir)).toHaveLength(1);
  });
});
