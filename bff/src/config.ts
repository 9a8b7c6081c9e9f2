import path from 'node:path';
import { DEFAULT_VAT_RATE_BASIS_POINTS, REMOTE_NAMES, type RemoteName } from '@shop/contracts';

/** Everything the BFF reads from the environment, resolved once at start-up. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /**
   * Pino level. Default: `warn` in production (a log line per request costs more than the catalogue query
   * it reports; errors and warnings are still logged), `info` in development, `silent` in tests.
   */
  logLevel: string;
  /** PUBLIC_URL as configured (its https turns on HSTS and Secure cookies); null when not set. */
  publicUrl: string | null;
  /**
   * The origin of every link the shop mails (and the quote PDF's website): PUBLIC_URL, else
   * `http://localhost:<port>`, which serves only a shop that listens on loopback (`startupProblem` refuses
   * the rest in production). Never read from a request: Origin, Host and X-Forwarded-* are the sender's.
   */
  linkOrigin: string;
  /** Honour X-Forwarded-* (only behind a proxy you control). */
  trustProxy: boolean;
  database: DatabaseConfig;
  dataDir: string;
  outboxDir: string;
  uploadsDir: string;
  /** Product photos' responsive versions, named by content (DATA_DIR/photos). */
  photosDir: string;
  /**
   * Whether the seeded catalogue gets its sample photographs (SEED_PHOTOS; by default with the demo data,
   * outside tests): drawn once per machine into the cache by a background process at low priority after the
   * BFF listens (≈ 2–3 min on 2 cores; `npm run seed-photos -w @shop/bff` draws them ahead), linked from
   * there as each product's are ready, and on every later start at once.
   */
  seedPhotos: boolean;
  /** Where the drawn sample photographs are kept between runs (SEED_PHOTO_CACHE_DIR; bff/.cache/seed-photos). */
  seedPhotoCacheDir: string;
  /** Only these products get sample photographs (SEED_PHOTO_PRODUCTS, comma separated: tests); null: all. */
  seedPhotoProducts: string[] | null;
  smtpUrl: string | null;
  /** Sender of every mail (MAIL_FROM) and the shop team's inbox for orders, quotes, contact (SHOP_TEAM_EMAIL). */
  mailFrom: string;
  teamEmail: string;
  /**
   * How long a BFF instance holds an outbox mail it is sending before another instance may send it (an
   * instance killed mid-send leaves it that long).
   */
  mailLeaseSeconds: number;
  /** Seed demo@wholesale.gr; on by default only for the embedded SQLite database. */
  seedDemoUser: boolean;
  cookieSecure: boolean;
  sessionTtlHours: number;
  /** Requests per minute per IP on login, register, forgot and reset password. */
  authRateLimitMax: number;
  /**
   * Where rate limits are counted: Redis (`REDIS_URL`) when set, else the PostgreSQL database, else this
   * process's memory (the embedded SQLite default: one instance). Keys start with `REDIS_KEY_PREFIX`.
   */
  redisUrl: string | null;
  redisKeyPrefix: string;
  /**
   * On SIGTERM, how long the readiness check fails before the server stops taking connections, so a load
   * balancer's next health check takes the instance out first (at most 5 s: the whole stop is within 10 s).
   */
  shutdownDrainMs: number;
  /** Staff sessions end after this many hours without a request. */
  staffSessionIdleHours: number;
  /**
   * STAFF_2FA: `required` (a staff session is useless until a TOTP code or recovery code is given; default in
   * production on PostgreSQL) or `optional` (asked only of members who enrolled; the embedded demo's default).
   */
  staffSecondFactor: 'required' | 'optional';
  /** BUYER_APPROVAL: `auto` (new buyers trade at once) or `manual` (pending until staff approve). */
  buyerApproval: 'auto' | 'manual';
  /** VAT_RATE_BASIS_POINTS: the rate a new quote gets unless staff set another (2 400 = 24 %). */
  vatRateBasisPoints: number;
  frontends: FrontendsConfig;
}

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema: string | null; dropSchemaOnClose: boolean };

export interface FrontendsConfig {
  shellDist: string;
  remotes: Record<RemoteName, RemoteLocation>;
}

export interface RemoteLocation {
  /** The remote's package folder (its package.json gives the fallback version). */
  packageDir: string;
  distDir: string;
  /** Manifest URL override (REMOTE_<NAME>_URL), e.g. a dev server or a CDN. */
  manifestUrl: string | null;
}

const bffRoot = path.resolve(import.meta.dirname, '..');

const DEFAULT_LOG_LEVEL: Record<AppConfig['env'], string> = {
  development: 'info',
  production: 'warn',
  test: 'silent',
};

function parseEnvName(value: string | undefined): AppConfig['env'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function parsePort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}

function parsePositive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function flag(value: string | undefined): boolean | null {
  if (value === undefined || value === '') return null;
  return value === '1' || value.toLowerCase() === 'true';
}

function vatRate(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 && n <= 10_000 ? n : DEFAULT_VAT_RATE_BASIS_POINTS;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = parseEnvName(env.NODE_ENV);
  const dataDir = path.resolve(env.DATA_DIR || path.join(bffRoot, 'data'));
  const frontendRoot = path.resolve(env.FRONTEND_ROOT || path.join(bffRoot, '..'));
  const databaseUrl = env.DATABASE_URL || null;
  const port = parsePort(env.PORT, 3000);

  const remotes = {} as Record<RemoteName, RemoteLocation>;
  for (const name of REMOTE_NAMES) {
    const key = name.toUpperCase();
    const packageDir = path.join(frontendRoot, `${name}-mfe`);
    remotes[name] = {
      packageDir,
      distDir: path.resolve(env[`REMOTE_${key}_DIST_DIR`] || path.join(packageDir, 'dist')),
      manifestUrl: env[`REMOTE_${key}_URL`] || null,
    };
  }

  return {
    env: mode,
    host: env.HOST || '127.0.0.1',
    port,
    logLevel: env.LOG_LEVEL || DEFAULT_LOG_LEVEL[mode],
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    linkOrigin: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${port}`,
    trustProxy: flag(env.TRUST_PROXY) ?? false,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl, schema: env.DATABASE_SCHEMA || null, dropSchemaOnClose: false }
      : { kind: 'sqlite', file: path.join(dataDir, 'shop.db') },
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
    photosDir: path.join(dataDir, 'photos'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Wholesale Shop <orders@wholesale.gr>',
    teamEmail: env.SHOP_TEAM_EMAIL || 'team@wholesale.gr',
    mailLeaseSeconds: parsePositive(env.MAIL_LEASE_SECONDS, 60),
    seedDemoUser: flag(env.SEED_DEMO_USER) ?? !databaseUrl,
    seedPhotos: flag(env.SEED_PHOTOS) ?? ((flag(env.SEED_DEMO_USER) ?? !databaseUrl) && mode !== 'test'),
    seedPhotoCacheDir: path.resolve(env.SEED_PHOTO_CACHE_DIR || path.join(bffRoot, '.cache', 'seed-photos')),
    seedPhotoProducts: env.SEED_PHOTO_PRODUCTS
      ? env.SEED_PHOTO_PRODUCTS.split(',').map((id) => id.trim())
      : null,
    // Secure in production and whenever the shop's public origin is https (COOKIE_SECURE overrides).
    cookieSecure:
      flag(env.COOKIE_SECURE) ?? (mode === 'production' || Boolean(env.PUBLIC_URL?.startsWith('https://'))),
    sessionTtlHours: parsePositive(env.SESSION_TTL_HOURS, 24 * 30),
    authRateLimitMax: parsePositive(env.AUTH_RATE_LIMIT_MAX, 10),
    redisUrl: env.REDIS_URL || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'shop:',
    shutdownDrainMs: Math.min(5000, Math.round(Number(env.SHUTDOWN_DRAIN_SECONDS ?? 0) * 1000) || 0),
    staffSessionIdleHours: parsePositive(env.STAFF_SESSION_IDLE_HOURS, 8),
    staffSecondFactor:
      env.STAFF_2FA === 'required' || env.STAFF_2FA === 'optional'
        ? env.STAFF_2FA
        : mode === 'production' && databaseUrl
          ? 'required'
          : 'optional',
    buyerApproval: env.BUYER_APPROVAL === 'manual' ? 'manual' : 'auto',
    vatRateBasisPoints: vatRate(env.VAT_RATE_BASIS_POINTS),
    frontends: {
      shellDist: path.resolve(env.SHELL_DIST_DIR || path.join(frontendRoot, 'shell', 'dist')),
      remotes,
    },
  };
}

/** Whether `host` is this machine only (what a browser elsewhere cannot reach). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Why the BFF must not start with this configuration, in one line that says what to set; null when it may.
 * Links in mails come from PUBLIC_URL only: in production a shop others reach needs it (on loopback the
 * embedded default's `http://localhost:<port>` is right).
 */
export function startupProblem(config: AppConfig): string | null {
  if (config.publicUrl !== null) {
    let url: URL | null = null;
    try {
      url = new URL(config.publicUrl);
    } catch {}
    const bare = url && /^https?:$/.test(url.protocol) && !url.username && !url.password;
    if (!url || !bare || url.pathname !== '/' || url.search || url.hash) {
      return `PUBLIC_URL must be the shop's address alone, as https://shop.example.gr (it is "${config.publicUrl}").`;
    }
  } else if (config.env === 'production' && !isLoopbackHost(config.host)) {
    return (
      `PUBLIC_URL is not set: in production the links the shop mails need its public address, e.g. ` +
      `PUBLIC_URL=https://shop.example.gr (or HOST=127.0.0.1 to serve this machine only).`
    );
  }
  return null;
}
