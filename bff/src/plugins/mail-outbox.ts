import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isoIn, nowIso } from '../lib/time.ts';
import {
  claimMails,
  dueMails,
  markMailFailed,
  markMailsSent,
  pruneSentMails,
  type QueuedMail,
} from '../repositories/mail-outbox.ts';

/**
 * Mails are queued by the domain with the event they announce (`enqueueMails` in the event's transaction);
 * this is what sends them.
 */
export interface MailOutbox {
  /** Sends what is due now, in the background: call it once the event's transaction has committed. */
  nudge(): void;
  /** Sends everything due and resolves once nothing due is left (tests, shutdown). */
  flush(): Promise<void>;
}

/** Tries of one mail before it is given up (about a day and a half with the back-off below). */
const MAX_ATTEMPTS = 12;
/** How often due mails are looked for without a nudge (retries, mails of a crashed instance). */
const SWEEP_MS = 15_000;
const BATCH = 20;
/** How long a sent mail's row is kept. */
const KEEP_SENT_MS = 7 * 24 * 3_600_000;

/** 10 s, 20 s, 40 s … at most an hour between tries. */
function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** attempts, 3_600_000);
}

/**
 * `fastify.mailOutbox`: the mails of orders, samples and custom requests are written to `mail_outbox` in
 * the same transaction as what they announce and sent after the answer by whichever BFF instance gets
 * there first; a failed send is tried again with back-off. Delivery is at least once: an instance that
 * dies between sending and recording it sends that mail again after its lease.
 */
export default fp(
  async function mailOutbox(fastify: FastifyInstance) {
    const { db, mailer, log } = fastify;
    const leaseMs = fastify.config.mailLeaseSeconds * 1000;
    let running: Promise<void> | null = null;
    let again = false;
    let closed = false;

    /** Records a failed try of one mail: tried again after a back-off, or given up after MAX_ATTEMPTS. */
    async function failed(mail: QueuedMail, err: unknown): Promise<void> {
      const attempts = mail.attempts + 1;
      const retryAt = attempts < MAX_ATTEMPTS ? isoIn(retryDelayMs(mail.attempts)) : null;
      log.error({ err, mail: mail.id, attempts, retryAt }, `${mail.purpose} mail failed`);
      await markMailFailed(db, mail, err instanceof Error ? err.message : String(err), retryAt);
    }

    /**
     * Sends a batch of due mails: taken in one statement, sent side by side (an event's mails, the buyer's
     * and the team's, go out together), the sent ones recorded in one statement. Under a burst of orders
     * this is two writes per batch instead of two per mail, which on SQLite's one writer is what the
     * requests wait behind.
     */
    async function deliver(due: readonly QueuedMail[]): Promise<void> {
      const mine = await claimMails(db, due, isoIn(leaseMs));
      const sent: string[] = [];
      await Promise.all(
        mine.map(async (mail) => {
          try {
            await mailer.send(mail.message);
            sent.push(mail.id);
          } catch (err) {
            await failed(mail, err);
          }
        }),
      );
      await markMailsSent(db, sent);
    }

    async function deliverDue(): Promise<void> {
      for (;;) {
        const due = await dueMails(db, nowIso(), BATCH);
        await deliver(due);
        if (due.length < BATCH) return;
      }
    }

    /** One delivery pass at a time; a nudge during a pass asks for another one after it. */
    function run(): Promise<void> {
      if (closed) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await deliverDue();
          } while (again && !closed);
        } catch (err) {
          log.error({ err }, 'mail outbox pass failed');
        } finally {
          running = null;
        }
      })();
      return running;
    }

    const outbox: MailOutbox = {
      nudge() {
        void run();
      },
      async flush() {
        await run();
        while (running) await running;
      },
    };
    fastify.decorate('mailOutbox', outbox);

    let sweep: NodeJS.Timeout | null = null;
    // Mails left by an earlier run (a crash, a mail server that was down) go out once the BFF is up.
    fastify.addHook('onReady', async () => {
      sweep = setInterval(() => {
        void run();
        pruneSentMails(db, isoIn(-KEEP_SENT_MS)).catch((err: unknown) =>
          log.error({ err }, 'mail outbox prune failed'),
        );
      }, SWEEP_MS);
      sweep.unref();
      outbox.nudge();
    });
    fastify.addHook('preClose', async () => {
      if (sweep) clearInterval(sweep);
      closed = true;
      while (running) await running;
    });
  },
  { name: 'mail-outbox', dependencies: ['db', 'mail'], decorators: { fastify: ['config'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}
