import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './fixtures.ts';

/** Undoes quoted-printable soft breaks and escapes, so a link split across lines can be read whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest mail in the BFF's outbox addressed to `to`, decoded (files are named by time, so they sort). */
export async function newestMailTo(to: string): Promise<string | undefined> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const mail = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
    if (mail.includes(to)) return mail;
  }
  return undefined;
}

/**
 * The path of the password-reset link mailed to `to` (`/reset-password?token=…`), waiting for the mail:
 * the BFF sends it after answering. Tests run in parallel, so the newest mail *to this buyer* counts.
 */
export async function resetLinkMailedTo(to: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mail = await newestMailTo(to);
      path = mail ? /\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail)?.[0] : undefined;
      return path;
    })
    .toBeTruthy();
  return path as string;
}
