import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { samples } from '../domain/uploads/test-files.ts';
import type { Cluster } from './cluster.ts';
import { type Answer, ShopClient } from './shop-client.ts';
import { clusterTestsRun, startTestCluster } from './test-cluster.ts';

/** Buyers submitting at once, each one order after another. */
const CLIENTS = 12;
/** How long the load runs at least, and at most (the test fails if the scenario has not played out by then). */
const LOAD_MS = 20_000;
const MAX_LOAD_MS = 60_000;
/** Submits acknowledged before the kill, while the instance is dead, and after its restart. */
const ACKS_PER_PHASE = 10;
/** The instance stays dead at least this long: HAProxy's checks (every second) notice it meanwhile. */
const DEAD_MS = 3_000;
/** Attempts per request that fails without an answer of the shop's own (connection lost, 502/503/504). */
const ATTEMPTS = 8;
const RETRY_PAUSE_MS = 150;

interface Figures {
  sent: number;
  acknowledged: number;
  failed: number;
  retried: number;
  uploadsSent: number;
  uploadsAccepted: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** No answer of the BFF's own: the connection broke, or HAProxy answered for an instance that died. */
const lost = (answer: Answer | null) => answer === null || [502, 503, 504].includes(answer.status);

/** Sends a request again (the same one: for a submit, the same Idempotency-Key) while it is lost. */
async function withRetries(send: () => Promise<Answer>): Promise<{ answers: Answer[]; attempts: number }> {
  const answers: Answer[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const answer = await send().catch(() => null);
    if (answer) answers.push(answer);
    if (!lost(answer)) return { answers, attempts: attempt };
    await pause(RETRY_PAUSE_MS);
  }
  return { answers, attempts: ATTEMPTS };
}

/**
 * Under a load of order submits through HAProxy, one instance is killed (SIGKILL: no drain, requests in
 * flight cut) and started again (issue 29). Clients retry a lost submit with the same Idempotency-Key, as
 * the basket page does. Prints the figures.
 */
describe.runIf(clusterTestsRun('chaos.test.ts'))('kill -9 of an instance under order load', () => {
  it('keeps every acknowledged order once, gives a retried submit the same order, loses no accepted upload', async () => {
    const shop = await startTestCluster({ AUTH_RATE_LIMIT_MAX: '100000' });
    try {
      const { cluster } = shop;
      const clients = await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const client = new ShopClient();
          await client.register(cluster.url);
          return client;
        }),
      );
      const figures: Figures = {
        sent: 0,
        acknowledged: 0,
        failed: 0,
        retried: 0,
        uploadsSent: 0,
        uploadsAccepted: 0,
      };
      /** Each submit's key, by buyer, and the references of its 2xx answers. */
      const submits: { email: string; key: string; references: string[] }[] = [];
      const uploads: { client: ShopClient; id: string; bytes: Buffer }[] = [];
      const started = Date.now();
      let loading = true;

      async function buyRepeatedly(client: ShopClient, index: number): Promise<void> {
        for (let round = 0; loading; round++) {
          if ((round + index) % 3 === 0) {
            // A logo of its own bytes; an upload is not retried (no idempotency key): kept only if accepted.
            const bytes = Buffer.concat([samples.png, randomBytes(2048)]);
            const form = new FormData();
            form.append('file', new Blob([bytes], { type: 'image/png' }), 'logo.png');
            figures.uploadsSent += 1;
            const sent = await client.call(cluster.url, 'POST', '/api/uploads', form).catch(() => null);
            if (sent?.status === 201) uploads.push({ client, id: (sent.body as { id: string }).id, bytes });
          }
          const added = await withRetries(() => client.addLine(cluster.url));
          if (added.attempts > 1) figures.retried += 1;
          if (added.answers.at(-1)?.status !== 200) continue;
          const key = randomUUID();
          const submit = { email: client.email, key, references: [] as string[] };
          submits.push(submit);
          const { answers, attempts } = await withRetries(() => client.submitOrder(cluster.url, key));
          if (attempts > 1) figures.retried += 1;
          for (const answer of answers) {
            if (answer.status === 200 || answer.status === 201) {
              submit.references.push((answer.body as { reference: string }).reference);
            }
          }
        }
      }

      const acknowledged = () => submits.filter((submit) => submit.references.length > 0).length;
      const chaos = killAndRestart(cluster, acknowledged, started).finally(() => {
        loading = false;
      });
      const [{ killed, restarted, elapsed }] = await Promise.all([chaos, ...clients.map(buyRepeatedly)]);

      figures.sent = submits.length;
      figures.acknowledged = submits.filter((submit) => submit.references.length > 0).length;
      figures.failed = figures.sent - figures.acknowledged;
      figures.uploadsAccepted = uploads.length;
      const stored = await shop.query<{ email: string; key: string; reference: string }>(
        `select b.email, o.idempotency_key as key, o.reference
           from $schema.order_requests o join $schema.buyers b on b.id = o.buyer_id`,
      );
      console.log(
        `chaos: ${CLIENTS} buyers for ${(elapsed.end / 1000).toFixed(1)} s; ${cluster.instances[1]?.name} killed (SIGKILL) at ${(elapsed.kill / 1000).toFixed(1)} s (${killed} submits acknowledged), started again at ${(elapsed.restart / 1000).toFixed(1)} s (${restarted})\n` +
          `  submits sent ${figures.sent}, acknowledged ${figures.acknowledged}, failed ${figures.failed}, submits or lines retried ${figures.retried}; orders stored ${stored.length}; uploads sent ${figures.uploadsSent}, accepted ${figures.uploadsAccepted}`,
      );

      // The shop took orders before the kill, while the instance was dead, and after its restart.
      expect(killed).toBeGreaterThanOrEqual(ACKS_PER_PHASE);
      expect(restarted - killed).toBeGreaterThanOrEqual(ACKS_PER_PHASE);
      expect(figures.acknowledged - restarted).toBeGreaterThanOrEqual(ACKS_PER_PHASE);
      // A kill cut requests in flight: their clients retried (a submit, or the line before it: which one
      // the kill cuts is chance), or lost an upload (not retried).
      expect(figures.retried + (figures.uploadsSent - figures.uploadsAccepted)).toBeGreaterThan(0);
      for (const submit of submits.filter((s) => s.references.length > 0)) {
        const orders = stored.filter((order) => order.email === submit.email && order.key === submit.key);
        expect(orders, `order of ${submit.key}`).toHaveLength(1);
        // Every answer to the key, the replays of retries included, names that one order.
        expect(new Set(submit.references)).toEqual(new Set([orders[0]?.reference]));
      }
      // Nothing stored that no client sent (a submit cut after its commit is an order its client never saw acknowledged).
      const sentKeys = new Set(submits.map((submit) => `${submit.email} ${submit.key}`));
      for (const order of stored) expect(sentKeys.has(`${order.email} ${order.key}`)).toBe(true);
      for (const upload of uploads) {
        const read = await upload.client.call(cluster.url, 'GET', `/api/uploads/${upload.id}`);
        expect(read.status, `upload ${upload.id}`).toBe(200);
        expect(read.bytes.equals(upload.bytes)).toBe(true);
      }
      // The restarted instance serves again.
      expect((await fetch(`${cluster.instances[1]?.url}/api/health/ready`)).status).toBe(200);
    } finally {
      await shop.stop();
    }
  }, 120_000);
});

/**
 * The scenario, paced by the load's progress: once ACKS_PER_PHASE submits are acknowledged the second
 * instance is killed; once as many more are acknowledged without it (and it has been dead DEAD_MS), it is
 * started again (ready when this resolves); the load then goes on until as many more are acknowledged and
 * LOAD_MS have passed. Fails when that takes more than MAX_LOAD_MS. Resolves with the submits acknowledged
 * at the kill and at the restart, and when (ms into the load) each happened.
 */
async function killAndRestart(cluster: Cluster, acknowledged: () => number, started: number) {
  const victim = cluster.instances[1];
  if (!victim) throw new Error('no second instance');
  const reach = async (count: number, notBefore: number) => {
    while (acknowledged() < count || Date.now() < notBefore) {
      if (Date.now() - started > MAX_LOAD_MS) {
        throw new Error(
          `${acknowledged()} submits acknowledged in ${MAX_LOAD_MS / 1000} s: the scenario did not play out`,
        );
      }
      await pause(50);
    }
  };
  await reach(ACKS_PER_PHASE, started);
  await victim.stop('SIGKILL');
  const killed = acknowledged();
  const kill = Date.now() - started;
  await reach(killed + ACKS_PER_PHASE, Date.now() + DEAD_MS);
  const restarted = acknowledged();
  const restart = Date.now() - started;
  await victim.start();
  await reach(acknowledged() + ACKS_PER_PHASE, started + LOAD_MS);
  return { killed, restarted, elapsed: { kill, restart, end: Date.now() - started } };
}
