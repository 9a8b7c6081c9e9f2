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

/** The raw text of every .eml in the app's outbox folder, oldest first, once what is due is sent. */
async function outboxFiles(app: FastifyInstance): Promise<string[]> {
  await app.mailOutbox.flush();
  const dir = app.config.outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

/**
 * Every message the app wrote to its outbox folder so far, decoded, oldest first. The mails of orders,
 * samples and custom requests are sent after the answer (the mail outbox): what is due is sent first.
 */
export async function readOutbox(app: FastifyInstance): Promise<string[]> {
  return (await outboxFiles(app)).map(decodeQuotedPrintable);
}

/** A mail from the outbox with its headers and body decoded (`replyTo` is '' when it has none). */
export interface Mail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** `=XX` escapes to bytes (quoted-printable, and the Q form of encoded words). */
function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (adjacent ones joined before decoding, so split characters survive). */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=\s*)+/g, (run) => {
    const trailing = /\s*$/.exec(run)?.[0] ?? '';
    const parts = [...run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)].map(([, kind, data = '']) =>
      kind?.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(parts).toString('utf8') + trailing;
  });
}

/** One .eml as a Mail: unfolded headers, encoded words and the body's transfer encoding undone. */
function parseMail(raw: string): Mail {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qpBytes(body.replace(/=\r?\n/g, '')).toString('utf8')
        : body;
  return {
    to: decodeWords(headers.get('to') ?? ''),
    replyTo: decodeWords(headers.get('reply-to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
  };
}

/** Every mail sent so far as a Mail (to, reply-to, subject, text in UTF-8), oldest first. */
export async function readMails(app: FastifyInstance): Promise<Mail[]> {
  return (await outboxFiles(app)).map(parseMail);
}

/** The mails sent so far to `address` whose subject contains `subject`, oldest first. */
export async function mailsTo(app: FastifyInstance, address: string, subject: string): Promise<Mail[]> {
  return (await readMails(app)).filter((m) => m.to === address && m.subject.includes(subject));
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
