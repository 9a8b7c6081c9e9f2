import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written by the outbox transport; null over SMTP. */
  file: string | null;
}

export interface Mailer {
  /** Sends (or writes to the outbox) one message; rejects when the transport fails. */
  send(message: MailMessage): Promise<SentMail>;
  /** The shop team's address, for mails the team must act on. */
  teamAddress: string;
}

/** `20261122T101530123Z-<random>.eml`: sorts by time, never collides. */
function outboxFileName(): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * `fastify.mailer`: from MAIL_FROM; SMTP when SMTP_URL is set, otherwise each message is written as a readable
 * RFC 822 `.eml` file into `<DATA_DIR>/outbox/` (openable by any mail client), so the embedded
 * default needs no mail server and tests can read what was sent.
 */
export default fp(
  async function mail(fastify: FastifyInstance) {
    const { smtpUrl, outboxDir, mailFrom, teamEmail } = fastify.config;
    let send: Mailer['send'];

    if (smtpUrl) {
      const smtp = createTransport(smtpUrl, { from: mailFrom });
      send = async (message) => {
        const info = await smtp.sendMail(message);
        return { messageId: info.messageId, file: null };
      };
      fastify.addHook('onClose', async () => smtp.close());
    } else {
      const composer = createTransport(
        { streamTransport: true, buffer: true, newline: 'unix' },
        { from: mailFrom },
      );
      // The folder is made once, and again only if it has gone (someone emptied the outbox).
      let outboxReady: Promise<unknown> | null = null;
      const ensureOutbox = () => {
        outboxReady ??= mkdir(outboxDir, { recursive: true });
        return outboxReady;
      };
      send = async (message) => {
        const info = await composer.sendMail(message);
        const file = path.join(outboxDir, outboxFileName());
        await ensureOutbox();
        try {
          await writeFile(file, info.message as Buffer);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          outboxReady = null;
          await ensureOutbox();
          await writeFile(file, info.message as Buffer);
        }
        return { messageId: info.messageId, file };
      };
    }

    const mailer: Mailer = {
      teamAddress: teamEmail,
      async send(message) {
        const sent = await send(message);
        fastify.log.info(
          { subject: message.subject, messageId: sent.messageId, file: sent.file },
          'mail sent',
        );
        return sent;
      },
    };
    fastify.decorate('mailer', mailer);
  },
  { name: 'mail', decorators: { fastify: ['config'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
