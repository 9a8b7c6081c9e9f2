import { DEPLOYABLE_AREAS, type DeployableArea } from '../domain/deployments/releases.ts';
import { parseCommandLine, UsageError } from './tool-run.ts';

/** Each command of the deployment tool, as its usage line and what it does. */
const COMMANDS = {
  deploy: {
    usage: 'deploy <area> [--build] [--from <folder>] [--preview]',
    about: [
      'Publishes a build as an immutable version (<package version>-<hash of its files>) and makes it live.',
      '  --build          build the area first, into a folder of its own (the served dist/ stays as it is)',
      '  --from <folder>  publish this folder instead of the area’s dist/',
      '  --preview        publish it without making it live, and print a preview link: a browser that opens',
      '                   it gets this release (and the live ones of the other areas) for a few hours;',
      '                   promote <version> makes it live. Refused when the live shell would not run it.',
      'The same build always gets the same version: deploying one that exists says so and makes it live.',
      'Before the first deploy, the build being served is kept as a release too, so that deploy can be undone.',
    ],
  },
  register: {
    usage: 'register <area> --url <manifest URL> --version <version>',
    about: [
      'Makes a remote published elsewhere (a static host, a CDN) live: only the registry points at it.',
    ],
  },
  rollback: {
    usage: 'rollback <area> [--to <version>]',
    about: [
      'Makes the release that was live before the current one live again; again goes further back.',
      '  --to <version>  make that kept version live instead (the same as promote)',
    ],
  },
  promote: {
    usage: 'promote <area> <version>',
    about: ['Makes a kept version live (a preview, one rolled back from, or any older one): see releases.'],
  },
  releases: {
    usage: 'releases <area>',
    about: [
      'Lists the area’s versions, newest first: when, by whom, where; * marks the live one, previews say so.',
    ],
  },
} as const;

export type CommandName = keyof typeof COMMANDS;
const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

const AREAS = `<area>: ${DEPLOYABLE_AREAS.join(', ')}`;

/** The whole tool's usage, or one command's. */
export function usage(command?: CommandName): string {
  if (command) {
    const { usage: line, about } = COMMANDS[command];
    return [`usage: deploy.ts ${line}`, '', ...about, AREAS].join('\n');
  }
  return [
    'usage: deploy.ts <command> <area> [options]',
    '',
    'Deploys one area of the shop alone; each team runs it as npm run <command> -w <its package>.',
    ...COMMAND_NAMES.map((name) => `  ${COMMANDS[name].usage}`),
    AREAS,
    'deploy.ts <command> --help tells more of one command.',
  ].join('\n');
}

/** What the command line asked for. */
export type Invocation =
  | { kind: 'help'; command?: CommandName }
  | {
      kind: 'run';
      command: CommandName;
      area: DeployableArea;
      version?: string;
      build: boolean;
      preview: boolean;
      from?: string;
      url?: string;
    };

function isCommand(value: string | undefined): value is CommandName {
  return value !== undefined && (COMMAND_NAMES as string[]).includes(value);
}

/** Reads the tool's arguments (what follows `deploy.ts`). Throws a UsageError for anything it cannot run. */
export function parseInvocation(args: string[]): Invocation {
  const first = args.find((arg) => !arg.startsWith('-'));
  const command = isCommand(first) ? first : undefined;
  const { values, positionals } = parseCommandLine(
    args,
    {
      build: { type: 'boolean' },
      preview: { type: 'boolean' },
      from: { type: 'string' },
      url: { type: 'string' },
      version: { type: 'string' },
      to: { type: 'string' },
    },
    command,
  );
  if (values.help) return { kind: 'help', command };
  const [name, area, version, ...extra] = positionals;
  if (name === undefined) throw new UsageError('no command given');
  if (!command) throw new UsageError(`unknown command "${name}"`);
  if (area === undefined) throw new UsageError('no area given', command);
  if (!(DEPLOYABLE_AREAS as readonly string[]).includes(area)) {
    throw new UsageError(`unknown area "${area}"`, command);
  }
  const allowed: Record<CommandName, string[]> = {
    deploy: ['build', 'from', 'preview'],
    register: ['url', 'version'],
    rollback: ['to'],
    promote: [],
    releases: [],
  };
  for (const option of Object.keys(values)) {
    if (!allowed[command].includes(option)) throw new UsageError(`${command} takes no --${option}`, command);
  }
  const takesVersion = command === 'promote';
  if (takesVersion && version === undefined)
    throw new UsageError('promote needs the version to make live', command);
  const unexpected = takesVersion ? extra : [version, ...extra].filter((arg) => arg !== undefined);
  if (unexpected.length > 0) throw new UsageError(`unexpected argument "${unexpected[0]}"`, command);
  if (command === 'register' && (!values.url || !values.version)) {
    throw new UsageError('register needs --url <manifest URL> and --version <version>', command);
  }
  return {
    kind: 'run',
    command,
    area: area as DeployableArea,
    version: takesVersion ? version : (values.to ?? values.version),
    build: values.build ?? false,
    preview: values.preview ?? false,
    from: values.from,
    url: values.url,
  };
}
