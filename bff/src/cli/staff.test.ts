import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/app.ts';
import { insertEarlierStaff } from '../../test/staff.ts';
import type { DatabaseConfig } from '../config.ts';
import { connectDatabase, dropSchema, migrateUpTo } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { MailMessage } from '../lib/mail-message.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { createBuyer } from '../repositories/buyers.ts';
import { consumeStaffPasswordToken, findStaffByEmail } from '../repositories/staff.ts';

const TOOL = path.join(import.meta.dirname, 'staff.ts');

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/**
 * The staff tool on a database and data folder of its own, as an admin runs it, and that database opened
 * for the test to look into.
 */
function staffTool(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-cli-'));
  const database: Record<string, string> = { DATABASE_URL: '', DATABASE_SCHEMA: '' };
  let config: DatabaseConfig = { kind: 'sqlite', file: path.join(dataDir, 'shop.db') };
  if (testEngine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `test_${randomBytes(6).toString('hex')}`;
    Object.assign(database, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
    config = { kind: 'postgres', url, schema, dropSchemaOnClose: true };
  }
  let db: Kysely<Database> | null = null;
  cleanups.push(async () => {
    if (db && config.kind === 'postgres' && config.schema) await dropSchema(db, config.schema);
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, [TOOL, ...args], {
      env: { ...process.env, PUBLIC_URL: '', SMTP_URL: '', PORT: '', ...database, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  /** The tool's database (after a first command has migrated it). */
  const open = async () => {
    db ??= await connectDatabase(config);
    return db;
  };
  const schema = config.kind === 'postgres' ? config.schema : null;
  return { run, open, schema, outboxDir: path.join(dataDir, 'outbox') };
}

async function queuedMails(db: Kysely<Database>) {
  const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
  return rows.map((row) => ({ ...row, message: JSON.parse(row.message) as MailMessage }));
}

const linkIn = (text: string) => /https?:\/\/\S+\/office\/set-password\?token=[\w%-]+/.exec(text)?.[0];
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('the staff tool', { timeout: 60_000 }, () => {
  const tool = staffTool();

  it.each(['', 'add', 'list', 'disable'])('prints its usage for "%s --help"', (command) => {
    const result = tool.run(...(command ? [command] : []), '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^usage: staff\\.ts ${command || '<command>'}`));
    expect(result.stdout.endsWith('\n')).toBe(true);
    expect(result.stderr).toBe('');
  });

  it.each([
    [[], 'staff.ts: no command given', 'usage: staff.ts <command>'],
    [['hire', 'a@wholesale.gr'], 'staff.ts: unknown command "hire"', 'usage: staff.ts <command>'],
    [['add', '--name', 'Maria'], 'staff.ts: add needs the member’s e-mail address', 'usage: staff.ts add'],
    [
      ['add', 'maria@wholesale.gr'],
      'staff.ts: add needs --name "<the member’s name>"',
      'usage: staff.ts add',
    ],
    [
      ['add', 'maria@wholesale.gr', '--name', '  '],
      'staff.ts: add needs --name "<the member’s name>"',
      'usage: staff.ts add',
    ],
    [
      ['add', 'maria@wholesale.gr', '--name', '\u200B\u200B'],
      'staff.ts: add needs --name "<the member’s name>"',
      'usage: staff.ts add',
    ],
    [
      ['add', 'maria@wholesale.gr', '--name', 'Maria\u202E'],
      'staff.ts: --name has control or text-direction characters',
      'usage: staff.ts add',
    ],
    [
      ['add', 'maria', '--name', 'Maria'],
      'staff.ts: "maria" is not an e-mail address',
      'usage: staff.ts add',
    ],
    // Fullwidth letters look like a buyer's address and are no address registration takes.
    [
      ['add', '\uFF2DARIA@wholesale.gr', '--name', 'Maria'],
      'staff.ts: "\uFF2DARIA@wholesale.gr" is not an e-mail address',
      'usage: staff.ts add',
    ],
    [
      ['add', 'maria@wholesale.gr', '--name'],
      "staff.ts: Option '--name <value>' argument missing",
      'usage: staff.ts add',
    ],
    [
      ['add', 'a@wholesale.gr', 'b@wholesale.gr', '--name', 'A'],
      'staff.ts: unexpected argument "b@wholesale.gr"',
      'usage: staff.ts add',
    ],
    [['list', 'extra'], 'staff.ts: unexpected argument "extra"', 'usage: staff.ts list'],
    [['list', '--nope'], "staff.ts: Unknown option '--nope'", 'usage: staff.ts list'],
    [['disable'], 'staff.ts: disable needs the member’s e-mail address', 'usage: staff.ts disable'],
    [
      ['disable', 'a@wholesale.gr', '--name', 'A'],
      'staff.ts: disable takes no --name',
      'usage: staff.ts disable',
    ],
    [
      ['disable', 'a@wholesale.gr', '--print-link'],
      'staff.ts: disable takes no --print-link',
      'usage: staff.ts disable',
    ],
  ])('refuses %j with one line saying why, the usage and exit code 2', (args, reason, usage) => {
    const result = tool.run(...args);
    expect(result.status).toBe(2);
    const [first, second] = result.stderr.split('\n');
    expect(first).toBe(reason);
    expect(second).toMatch(new RegExp(`^${usage.replace(/[.<>]/g, '\\$&')}`));
    expect(result.stderr).not.toMatch(/ERR_PARSE_ARGS|\n\s+at /);
    expect(result.stdout).toBe('');
  });

  it('adds a member and queues the mail with a one-time link that gives that member', async () => {
    const result = tool.run('add', ' Maria.P@Wholesale.gr ', '--name', 'Maria Papadopoulou');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Added Maria Papadopoulou <maria.p@wholesale.gr>.');
    expect(result.stdout).toMatch(/Invitation to maria\.p@wholesale\.gr queued in the mail outbox/);
    expect(result.stdout).toContain(tool.outboxDir);
    // The link is in the mail only, unless asked for.
    expect(linkIn(result.stdout)).toBeUndefined();

    const db = await tool.open();
    const member = await findStaffByEmail(db, 'maria.p@wholesale.gr');
    expect(member).toMatchObject({ name: 'Maria Papadopoulou', password_hash: null, totp_enabled_at: null });
    const mails = await queuedMails(db);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ purpose: 'staff invite', sent_at: null, attempts: 0 });
    expect(mails[0]?.message).toMatchObject({ to: 'maria.p@wholesale.gr' });
    expect(mails[0]?.message.text).toContain('Maria Papadopoulou');
    const link = linkIn(mails[0]?.message.text ?? '') ?? '';
    expect(link.startsWith('http://localhost:3000/office/set-password?token=')).toBe(true);
    expect(await consumeStaffPasswordToken(db, tokenOf(link))).toBe(member?.id);
    expect(await consumeStaffPasswordToken(db, tokenOf(link))).toBeNull();
  });

  it('refuses to add an e-mail that is taken (exit 1), queuing nothing', async () => {
    const db = await tool.open();
    const before = (await queuedMails(db)).length;
    const result = tool.run('add', 'MARIA.P@wholesale.gr', '--name', 'Another Maria');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('staff.ts: maria.p@wholesale.gr is already a staff member\n');
    expect(result.stdout).toBe('');
    expect(await queuedMails(db)).toHaveLength(before);
  });

  it('lists the members by e-mail with their second factor, disabled state and creation date', () => {
    expect(tool.run('add', 'andreas@wholesale.gr', '--name', 'Andreas').status).toBe(0);
    const result = tool.run('list');
    expect(result.status).toBe(0);
    const [header, ...lines] = result.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^EMAIL\s+NAME\s+2FA\s+DISABLED\s+CREATED$/);
    const today = nowIso().slice(0, 10);
    expect(lines[0]).toMatch(new RegExp(`^andreas@wholesale\\.gr\\s+Andreas\\s+off\\s+no\\s+${today}$`));
    expect(lines[1]).toMatch(
      new RegExp(`^maria\\.p@wholesale\\.gr\\s+Maria Papadopoulou\\s+off\\s+no\\s+${today}$`),
    );
  });

  it('disables a member and revokes their sessions; an unknown e-mail exits 1', async () => {
    const db = await tool.open();
    const member = await findStaffByEmail(db, 'andreas@wholesale.gr');
    const now = nowIso();
    const sessionId = randomUUID();
    await db
      .insertInto('staff_sessions')
      .values({
        id: sessionId,
        token_hash: hashToken(newToken()),
        staff_id: member?.id ?? '',
        verified: 1,
        created_at: now,
        last_seen_at: now,
        expires_at: isoIn(3_600_000),
        revoked_at: null,
      })
      .execute();

    const result = tool.run('disable', 'Andreas@wholesale.gr');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('andreas@wholesale.gr is disabled; their open sessions are revoked.\n');
    expect((await findStaffByEmail(db, 'andreas@wholesale.gr'))?.disabled_at).toEqual(expect.any(String));
    const session = await db
      .selectFrom('staff_sessions')
      .select('revoked_at')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    expect(session?.revoked_at).toEqual(expect.any(String));
    expect(tool.run('list').stdout).toMatch(
      /^andreas@wholesale\.gr\s+Andreas\s+off\s+since \d{4}-\d\d-\d\d\s/m,
    );
    expect(tool.run('disable', 'andreas@wholesale.gr').stdout).toMatch(/already disabled/);

    const unknown = tool.run('disable', 'nobody@wholesale.gr');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe('staff.ts: no staff member nobody@wholesale.gr\n');
  });
});

describe('the staff tool and buyers’ addresses (one address, one person)', { timeout: 60_000 }, () => {
  it('refuses to add a buyer’s address with one line saying why (exit 1), queuing nothing', async () => {
    const tool = staffTool();
    expect(tool.run('list').status).toBe(0);
    const db = await tool.open();
    await createBuyer(db, { email: 'owner@boutique.gr', businessName: 'Boutique', passwordHash: 'x' });
    const result = tool.run('add', ' Owner@Boutique.gr', '--name', 'Owner');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'staff.ts: owner@boutique.gr is a buyer’s account; one address belongs to one person. ' +
        'Add the member with another address (their work address at the shop).\n',
    );
    expect(await findStaffByEmail(db, 'owner@boutique.gr')).toBeUndefined();
    expect(await queuedMails(db)).toHaveLength(0);
  });

  it('lists, below the members, addresses stored as a buyer’s and a member’s before migration 017', async () => {
    const tool = staffTool();
    const db = await tool.open();
    await migrateUpTo(db, '016_contact_message_search_indexes', tool.schema);
    await createBuyer(db, { email: 'anna@wholesale.gr', businessName: 'Anna Boutique', passwordHash: 'x' });
    await insertEarlierStaff(db, { email: 'anna@wholesale.gr', name: 'Anna', passwordHash: null });
    const first = tool.run('list');
    expect(first.status).toBe(0);
    // The migration reports it once, when it runs.
    expect(first.stderr).toContain(
      'Migration 017: 1 e-mail address(es) belong to a buyer and a staff member',
    );
    const result = tool.run('list');
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^anna@wholesale\.gr\s+Anna\s+off\s+no\s/m);
    expect(result.stdout.trimEnd().split('\n').slice(-2)).toEqual([
      'Also a buyer’s account (stored before one address became one person’s; settle each):',
      '  anna@wholesale.gr',
    ]);
  });
});

describe('the staff tool’s links', { timeout: 60_000 }, () => {
  it('uses PUBLIC_URL and prints the link with --print-link', async () => {
    const tool = staffTool({ PUBLIC_URL: 'https://shop.example.gr/' });
    const result = tool.run('add', 'first@wholesale.gr', '--name', 'First Admin', '--print-link');
    expect(result.status).toBe(0);
    const printed = linkIn(result.stdout) ?? '';
    expect(printed.startsWith('https://shop.example.gr/office/set-password?token=')).toBe(true);
    expect(result.stdout).toContain(`Set-password link: ${printed}\n`);
    const db = await tool.open();
    const [mail] = await queuedMails(db);
    expect(linkIn(mail?.message.text ?? '')).toBe(printed);
    const member = await findStaffByEmail(db, 'first@wholesale.gr');
    expect(await consumeStaffPasswordToken(db, tokenOf(printed))).toBe(member?.id);
  });

  it('says the mail goes over SMTP when SMTP_URL is set', () => {
    const tool = staffTool({ SMTP_URL: 'smtp://mail.example.gr:587' });
    const result = tool.run('add', 'second@wholesale.gr', '--name', 'Second');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('the running BFF sends it (over SMTP)');
  });
});
