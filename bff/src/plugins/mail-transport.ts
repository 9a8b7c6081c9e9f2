import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage, SentMail } from '../lib/mail-message.ts';

export type { MailMessage, SentMail };

/** Where mail goes: SMTP when `smtpUrl` is set, otherwise `.eml` files in `outboxDir`. */
export interface TransportSettings {
  smtpUrl: string | null;
  outboxDir: string;
  mailFrom: string;
}

export interface Transport {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** `20261122T101530123Z-<random>.eml`: sorts by time, never collides. */
function outboxFileName(): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Nodemailer over SMTP, or composing each message as a readable RFC 822 `.eml` file written into the
 * outbox folder (openable by any mail client), so the embedded default needs no mail server and tests can
 * read what was sent.
 */
export function createMailTransport({ smtpUrl, outboxDir, mailFrom }: TransportSettings): Transport {
  if (smtpUrl) {
    const smtp = createTransport(smtpUrl, { from: mailFrom });
    return {
      async send(message) {
        const info = await smtp.sendMail(message);
        return { messageId: info.messageId, file: null };
      },
      close: () => smtp.close(),
    };
  }
  const composer = createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: mailFrom },
  );
  let outboxReady: Promise<unknown> | null = null;
  const ensureOutbox = () => {
    outboxReady ??= mkdir(outboxDir, { recursive: true });
    return outboxReady;
  };
  return {
    async send(message) {
      const info = await composer.sendMail(message);
      const file = path.join(outboxDir, outboxFileName());
      await ensureOutbox();
      try {
        await writeFile(file, info.message as Buffer);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        // Someone emptied and removed the outbox folder: make it again.
        outboxReady = null;
        await ensureOutbox();
        await writeFile(file, info.message as Buffer);
      }
      return { messageId: info.messageId, file };
    },
    close: () => composer.close(),
  };
}
