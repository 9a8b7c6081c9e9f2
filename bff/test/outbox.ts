import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Undoes quoted-printable soft breaks and escapes so links in .eml bodies can be matched. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Is this .eml addressed to `email`? Its To line, not a mention: the team's copy of a buyer's event names
 * the buyer in Reply-To.
 */
export function isAddressedTo(message: string, email: string): boolean {
  return message.split('\n').includes(`To: ${email}`);
}

/**
 * Every message the app wrote to its outbox folder so far, decoded, oldest first. The mails of orders,
 * samples and custom requests are sent after the answer (the mail outbox): what is due is sent first.
 */
export async function readOutbox(app: FastifyInstance): Promise<string[]> {
  await app.mailOutbox.flush();
  const dir = app.config.outboxDir;
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map(async (f) => decodeQuotedPrintable(await readFile(path.join(dir, f), 'utf8'))),
  );
}

/** Waits (briefly) for a message matching `predicate`; mails may be sent after the response. */
export async function waitForMail(
  app: FastifyInstance,
  predicate: (message: string) => boolean,
  timeoutMs = 3000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(app)).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('expected mail not found in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
