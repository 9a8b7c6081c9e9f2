import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailMessage, SentMail, TransportSettings } from './mail-transport.ts';
import type { SendAnswer, SendRequest } from './mail-worker.ts';

export type { MailMessage, SentMail } from './mail-transport.ts';

export interface Mailer {
  /** Sends (or writes to the outbox) one message; rejects when the transport fails. */
  send(message: MailMessage): Promise<SentMail>;
  /** The shop team's address, for mails the team must act on. */
  teamAddress: string;
}

interface Waiting {
  resolve(sent: SentMail): void;
  reject(error: Error): void;
}

/**
 * The mail thread (mail-worker.ts), started at the first message: composing a MIME message costs ≈ 0.3 ms
 * of CPU and writing it about as much, which on the thread that answers requests slowed the answers sent
 * around a burst of orders (issue 30). A thread that stops fails the messages it held (the outbox tries
 * them again) and the next message starts another. It keeps the process alive only while it holds one.
 */
function mailThread(settings: TransportSettings) {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function start(): Worker {
    const started = new Worker(new URL('./mail-worker.ts', import.meta.url), { workerData: settings });
    started.on('message', (answer: SendAnswer) => {
      const caller = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (waiting.size === 0) started.unref();
      if (!caller) return;
      if ('error' in answer) caller.reject(new Error(answer.error));
      else caller.resolve(answer.sent);
    });
    const stopped = (error: Error) => {
      if (worker === started) worker = null;
      for (const caller of waiting.values()) caller.reject(error);
      waiting.clear();
    };
    started.on('error', stopped);
    started.on('exit', (code) => stopped(new Error(`the mail thread stopped (exit code ${code})`)));
    return started;
  }

  return {
    send(message: MailMessage): Promise<SentMail> {
      worker ??= start();
      worker.ref();
      const id = nextId++;
      const sent = new Promise<SentMail>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, message } satisfies SendRequest);
      return sent;
    },
    async close(): Promise<void> {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}

/**
 * `fastify.mailer`: from MAIL_FROM; SMTP when SMTP_URL is set, otherwise each message is written as a readable
 * RFC 822 `.eml` file into `<DATA_DIR>/outbox/` (openable by any mail client), so the embedded default needs
 * no mail server and tests can read what was sent (mail-transport.ts). Sent from a thread of its own.
 */
export default fp(
  async function mail(fastify: FastifyInstance) {
    const { smtpUrl, outboxDir, mailFrom, teamEmail } = fastify.config;
    const thread = mailThread({ smtpUrl, outboxDir, mailFrom });
    fastify.addHook('onClose', () => thread.close());

    const mailer: Mailer = {
      teamAddress: teamEmail,
      async send(message) {
        const sent = await thread.send(message);
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
