// The shop team's accounts for the office: `npm run staff -w bff -- <command>`; `--help` tells the rest.
// It writes to the same database as the BFF (DATABASE_URL / DATA_DIR). An invitation is queued in the mail
// outbox table, and the running BFF sends it (over SMTP_URL, or into <DATA_DIR>/outbox/ without it).
// Exit codes: 0 done, 1 could not be done (the reason is printed), 2 a command line it cannot run (what is
// wrong, then the usage).
import { normaliseText, textProblem } from '@shop/contracts';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { staffInviteMail } from '../domain/office/mails.ts';
import { findBuyerByEmail, normalizeEmail } from '../repositories/buyers.ts';
import { enqueueMails } from '../repositories/mail-outbox.ts';
import {
  createStaff,
  createStaffPasswordToken,
  disableStaff,
  emailsOfBuyerAndStaff,
  findStaffByEmail,
  listStaff,
} from '../repositories/staff.ts';
import { CommandFailure, out, parseCommandLine, runTool, UsageError, withDatabase } from './tool-run.ts';

/** How long the mailed set-password link works (staffInviteMail says 72 hours). */
const INVITE_TTL_HOURS = 72;

const COMMANDS = {
  add: {
    usage: 'add <email> --name "<name>" [--print-link]',
    about: [
      'Adds a member of the shop team and mails them a one-time link to choose their password',
      `(valid ${INVITE_TTL_HOURS} hours). The mail is queued; the running BFF sends it.`,
      '  --name <name>  the name the office shows for the member (required)',
      '  --print-link   print the link too (a first admin on a shop that sends no mail yet)',
    ],
  },
  list: {
    usage: 'list',
    about: ['Lists every member by e-mail: name, second factor on or off, disabled since when, created.'],
  },
  disable: {
    usage: 'disable <email>',
    about: ['Disables a member: they cannot sign in any more, and their open sessions end now.'],
  },
} as const;

type CommandName = keyof typeof COMMANDS;
const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

function usage(command?: CommandName): string {
  if (command) {
    const { usage: line, about } = COMMANDS[command];
    return [`usage: staff.ts ${line}`, '', ...about].join('\n');
  }
  return [
    'usage: staff.ts <command> [options]',
    '',
    'Manages the shop team’s office accounts; run it as npm run staff -w bff -- <command>.',
    ...COMMAND_NAMES.map((name) => `  ${COMMANDS[name].usage}`),
    'staff.ts <command> --help tells more of one command.',
  ].join('\n');
}

type Invocation =
  | { kind: 'help'; command?: CommandName }
  | { kind: 'add'; email: string; name: string; printLink: boolean }
  | { kind: 'list' }
  | { kind: 'disable'; email: string };

function isCommand(value: string | undefined): value is CommandName {
  return value !== undefined && (COMMAND_NAMES as string[]).includes(value);
}

/** The e-mail format the API checks (ajv-formats, as registration and login do): one address, one spelling. */
const EMAIL = fullFormats.email as RegExp;

function parseInvocation(args: string[]): Invocation {
  const first = args.find((arg) => !arg.startsWith('-'));
  const command = isCommand(first) ? first : undefined;
  const { values, positionals } = parseCommandLine(
    args,
    {
      name: { type: 'string' },
      'print-link': { type: 'boolean' },
    },
    command,
  );
  if (values.help) return { kind: 'help', command };
  const [name, email, ...extra] = positionals;
  if (name === undefined) throw new UsageError('no command given');
  if (!command) throw new UsageError(`unknown command "${name}"`);
  const allowed: Record<CommandName, string[]> = { add: ['name', 'print-link'], list: [], disable: [] };
  for (const option of Object.keys(values)) {
    if (!allowed[command].includes(option)) throw new UsageError(`${command} takes no --${option}`, command);
  }
  if (command === 'list') {
    if (email !== undefined) throw new UsageError(`unexpected argument "${email}"`, command);
    return { kind: 'list' };
  }
  if (email === undefined) throw new UsageError(`${command} needs the member’s e-mail address`, command);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`, command);
  if (!EMAIL.test(email.trim())) throw new UsageError(`"${email}" is not an e-mail address`, command);
  if (command === 'disable') return { kind: 'disable', email: email.trim() };
  const memberName = normaliseText(values.name ?? '', 'line');
  const nameProblem = textProblem(memberName, 'line', true);
  if (nameProblem === 'required') throw new UsageError('add needs --name "<the member’s name>"', command);
  if (nameProblem) throw new UsageError('--name has control or text-direction characters', command);
  return { kind: 'add', email: email.trim(), name: memberName, printLink: values['print-link'] ?? false };
}

type Say = (line: string) => void;

async function add(
  db: Kysely<Database>,
  config: AppConfig,
  input: Extract<Invocation, { kind: 'add' }>,
  say: Say,
): Promise<void> {
  // The member, their link and its mail are stored together or not at all.
  const { staff, link } = await db.transaction().execute(async (trx) => {
    const email = normalizeEmail(input.email);
    // Migration 017's triggers refuse it too (also when a buyer registers meanwhile); this says why.
    if (await findBuyerByEmail(trx, email)) {
      throw new CommandFailure(
        `staff.ts: ${email} is a buyer’s account; one address belongs to one person. ` +
          'Add the member with another address (their work address at the shop).',
      );
    }
    const staff = await createStaff(trx, { email, name: input.name });
    if (!staff) throw new CommandFailure(`staff.ts: ${email} is already a staff member`);
    const token = await createStaffPasswordToken(trx, staff.id, INVITE_TTL_HOURS);
    const link = `${config.linkOrigin}/office/set-password?token=${encodeURIComponent(token)}`;
    await enqueueMails(trx, 'staff invite', [staffInviteMail(staff, link)]);
    return { staff, link };
  });
  say(`Added ${staff.name} <${staff.email}>.`);
  const delivery = config.smtpUrl ? 'over SMTP' : `into ${config.outboxDir}`;
  say(
    `Invitation to ${staff.email} queued in the mail outbox: the running BFF sends it (${delivery}). ` +
      `Its link works once, for ${INVITE_TTL_HOURS} hours.`,
  );
  if (input.printLink) say(`Set-password link: ${link}`);
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

async function list(db: Kysely<Database>, say: Say): Promise<void> {
  const members = await listStaff(db);
  if (members.length === 0) {
    say('No staff members yet. Add one with: npm run staff -w bff -- add <email> --name "<name>"');
    return;
  }
  const rows = [
    ['EMAIL', 'NAME', '2FA', 'DISABLED', 'CREATED'],
    ...members.map((m) => [
      m.email,
      m.name,
      m.totp_enabled_at ? 'on' : 'off',
      m.disabled_at ? `since ${day(m.disabled_at)}` : 'no',
      day(m.created_at),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    say(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
  const shared = await emailsOfBuyerAndStaff(db);
  if (shared.length > 0) {
    say('');
    say('Also a buyer’s account (stored before one address became one person’s; settle each):');
    for (const email of shared) say(`  ${email}`);
  }
}

async function disable(db: Kysely<Database>, email: string, say: Say): Promise<void> {
  const before = await findStaffByEmail(db, email);
  if (!before || !(await disableStaff(db, email))) {
    throw new CommandFailure(`staff.ts: no staff member ${email.toLowerCase()}`);
  }
  say(
    before.disabled_at
      ? `${before.email} was already disabled (since ${day(before.disabled_at)}); any open sessions are revoked.`
      : `${before.email} is disabled; their open sessions are revoked.`,
  );
}

async function run(invocation: Exclude<Invocation, { kind: 'help' }>): Promise<void> {
  await withDatabase(async (db, config) => {
    if (invocation.kind === 'add') await add(db, config, invocation, out);
    else if (invocation.kind === 'list') await list(db, out);
    else await disable(db, invocation.email, out);
  });
}

await runTool('staff.ts', usage, parseInvocation, run);
