// How the command-line tools of this folder run (deploy.ts, staff.ts): the errors that end a run and the
// exit codes they give (0 done, 1 could not be done, 2 a command line it cannot run), and the BFF's database.
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { type AppConfig, loadConfig } from '../config.ts';
import { connectDatabase, migrateToLatest } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

/** A command line that cannot be run: one line saying why, then the usage; the tool exits with 2. */
export class UsageError<Command extends string = string> extends Error {
  readonly command: Command | undefined;
  constructor(message: string, command?: Command) {
    super(message);
    this.command = command;
  }
}

/** A command that could not do what it was asked (exit code 1), with the reason. */
export class CommandFailure extends Error {}

/**
 * The tool's arguments read by node:util's parseArgs (positionals, `--help`/`-h` and `options`); what it
 * refuses becomes a UsageError of `command`.
 */
export function parseCommandLine<Options extends ParseArgsOptionsConfig, Command extends string>(
  args: string[],
  options: Options,
  command?: Command,
) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { help: { type: 'boolean', short: 'h' }, ...options },
    });
  } catch (error) {
    // node:util's parseArgs says what is wrong in its first sentence; the rest is advice for programmers.
    const message = (error as Error).message.split('. ')[0]?.replace(/\.$/, '') ?? 'invalid arguments';
    throw new UsageError(message, command);
  }
}

/** Runs `work` on the BFF's database (DATABASE_URL / DATA_DIR), migrated first, and closes it after. */
export async function withDatabase(
  work: (db: Kysely<Database>, config: AppConfig) => Promise<void>,
): Promise<void> {
  const config = loadConfig();
  const db = await connectDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : null);
    await work(db, config);
  } finally {
    await db.destroy();
  }
}

/** Prints one line of the tool's report. */
export const out = (text: string) => process.stdout.write(`${text}\n`);
const err = (text: string) => process.stderr.write(`${text}\n`);

/**
 * Runs the tool `name` on its command line: `--help` prints the usage, anything else is `run`; what that
 * throws is printed (a UsageError with the usage) and sets the exit code.
 */
export async function runTool<Command extends string, Invocation extends { kind: string; command?: Command }>(
  name: string,
  usage: (command?: Command) => string,
  parseInvocation: (args: string[]) => Invocation,
  run: (invocation: Exclude<Invocation, { kind: 'help' }>) => Promise<void>,
): Promise<void> {
  try {
    const invocation = parseInvocation(process.argv.slice(2));
    if (invocation.kind === 'help') out(usage(invocation.command));
    else await run(invocation as Exclude<Invocation, { kind: 'help' }>);
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${name}: ${error.message}`);
      err(usage(error.command as Command | undefined));
      process.exitCode = 2;
    } else if (error instanceof CommandFailure) {
      err(error.message);
      process.exitCode = 1;
    } else {
      // Anything else (the database unreachable, a folder not writable): its message, not a stack trace.
      err(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
}
