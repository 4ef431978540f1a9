import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { company } from '@company/content';
import { passwordHashCost } from './auth/passwords';
import { parseTrustProxy, type TrustProxy } from './auth/trust-proxy';
import type { S3Settings } from './storage/s3';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  siteDir: string;
  /** The site's server build (renders pages on request); default: dist-server beside the site's build. */
  siteServerDir: string;
  /** The site's public origin for canonical URLs, sitemap and feeds; default: the origin a request names. */
  siteUrl: string | undefined;
  /** Use this PostgreSQL instead of the embedded one. */
  databaseUrl: string | undefined;
  /** Holds `migrations/` (hosted and local) and `local/` (local-only) SQL. */
  supabaseDir: string;
  /** Holds `content.json` and `images/` for the first start. */
  seedDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  allowSignup: boolean;
  /**
   * Test-only: how often an open editor beats its editing presence (ms), handed to the site in `/config.json`;
   * unset, the site's own 15 s. Never longer than 15 s: the database counts a beat for 45 s.
   */
  presenceBeatMs: number | undefined;
  /** Failed sign-ins per (email, client address) pair within 15 minutes before each further try waits. */
  authFailuresPerEmail: number;
  /** That wait: the first, doubling with each further failure, up to the longest (seconds). */
  authBackoffSeconds: number;
  authBackoffMaxSeconds: number;
  /** Failed sign-ins per client address within 15 minutes from which it is refused for accounts new to it. */
  authFailuresPerAddress: number;
  /** Failed sign-ins for one email (all addresses, 15 minutes) from which failed answers are delayed. */
  authFailuresBeforeDelay: number;
  /** How long a rotated refresh token still answers with its session's current one (parallel refreshes). */
  authRefreshReuseIntervalSeconds: number;
  /** Which proxies may name the client in X-Forwarded-For (for the per-address limits). */
  trustProxy: TrustProxy;
  /** Where inquiry e-mails go (`smtp://user:pass@host:port`); unset: they wait in the outbox. */
  smtpUrl: string | undefined;
  /** The sender of inquiry e-mails. */
  mailFrom: string;
  /** How often the outbox is looked at, and the first retry's wait (it doubles, up to an hour). */
  mailPollMs: number;
  mailRetrySeconds: number;
  /** When the site should talk to another Supabase (hosted), what `/config.json` hands out. */
  publicSupabaseUrl: string | undefined;
  publicSupabaseAnonKey: string | undefined;
  /** Serve PostgREST's regular-expression filters (`match`, `imatch`): PostgreSQL only, off by default. */
  allowRegex: boolean;
  /** Anonymous searches per client address in a window, and the window (seconds). */
  searchPerClient: number;
  searchWindowSeconds: number;
  /** How long an anonymous search's answer is kept for identical searches (seconds), and how many at most. */
  searchCacheSeconds: number;
  searchCacheEntries: number;
  /** The most rows one REST read or set-returning call answers, as Supabase's `max_rows` (default 1,000). */
  restMaxRows: number;
  /** Image transformations: at once in all, at once per client address, the variant store's quota, per object. */
  images: { transformsAtOnce: number; transformsPerClient: number; storeBytes: number; perObject: number };
  /** Where object bytes and image variants live: `DATA_DIR/storage` (disk), or an S3-compatible bucket. */
  storage: { backend: 'disk' } | { backend: 's3'; s3: S3Settings };
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, not "${raw}".`);
  return value;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a number above 0, not "${raw}".`);
  return value;
}

/** The longest beat PRESENCE_BEAT_MS may set: the production beat (three fit in the database's 45 s window). */
export const LONGEST_PRESENCE_BEAT_MS = 15_000;

function presenceBeatMs(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.PRESENCE_BEAT_MS;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > LONGEST_PRESENCE_BEAT_MS) {
    throw new Error(
      `PRESENCE_BEAT_MS must be a whole number of milliseconds from 100 to ${LONGEST_PRESENCE_BEAT_MS}, not "${raw}".`,
    );
  }
  return value;
}

const nonEmpty = (value: string | undefined): string | undefined =>
  value && value.length > 0 ? value : undefined;

/** STORAGE_BACKEND and, for `s3`, the bucket's settings under the names Supabase's self-hosted storage reads. */
function readStorage(env: NodeJS.ProcessEnv): ServerConfig['storage'] {
  const backend = nonEmpty(env.STORAGE_BACKEND) ?? 'disk';
  if (backend !== 'disk' && backend !== 's3') {
    throw new Error(`STORAGE_BACKEND must be "disk" or "s3", not "${env.STORAGE_BACKEND}".`);
  }
  if (backend === 'disk') return { backend };
  const bucket = nonEmpty(env.STORAGE_S3_BUCKET);
  if (!bucket)
    throw new Error('STORAGE_BACKEND=s3 needs STORAGE_S3_BUCKET, the bucket that holds the objects.');
  const endpoint = nonEmpty(env.STORAGE_S3_ENDPOINT);
  if (endpoint !== undefined) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new Error(`STORAGE_S3_ENDPOINT must be a URL such as http://127.0.0.1:9000, not "${endpoint}".`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`STORAGE_S3_ENDPOINT must be an http or https URL, not "${endpoint}".`);
    }
  }
  const pathStyle = nonEmpty(env.STORAGE_S3_FORCE_PATH_STYLE)?.toLowerCase();
  if (pathStyle !== undefined && !['true', 'false', '1', '0'].includes(pathStyle)) {
    throw new Error(
      `STORAGE_S3_FORCE_PATH_STYLE must be true or false, not "${env.STORAGE_S3_FORCE_PATH_STYLE}".`,
    );
  }
  const accessKeyId = nonEmpty(env.AWS_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.AWS_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither.');
  }
  return {
    backend,
    s3: {
      bucket,
      endpoint,
      region: nonEmpty(env.STORAGE_S3_REGION) ?? 'us-east-1',
      forcePathStyle: pathStyle === 'true' || pathStyle === '1',
      credentials:
        accessKeyId !== undefined && secretAccessKey !== undefined
          ? { accessKeyId, secretAccessKey }
          : undefined,
    },
  };
}

/** Reads the environment contract of design.md section 2. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  }
  // Read again whenever a password is hashed; checked here so that a bad value stops the start.
  passwordHashCost(env);
  const siteDir = resolve(env.SITE_DIR ?? resolve(repoRoot, 'apps/site/dist'));
  const allowRegex = env.REST_ALLOW_REGEX === '1';
  if (allowRegex && !nonEmpty(env.DATABASE_URL)) {
    throw new Error(
      'REST_ALLOW_REGEX=1 needs DATABASE_URL: on the embedded PGlite nothing can stop a regular expression that runs long.',
    );
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, '.data')),
    siteDir,
    siteServerDir: resolve(env.SITE_SERVER_DIR ?? resolve(siteDir, '../dist-server')),
    siteUrl: nonEmpty(env.SITE_URL)?.replace(/\/+$/, ''),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    supabaseDir: resolve(env.SUPABASE_DIR ?? resolve(repoRoot, 'supabase')),
    seedDir: resolve(env.SEED_DIR ?? resolve(repoRoot, 'supabase/seed')),
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    allowSignup: env.ALLOW_SIGNUP === '1',
    presenceBeatMs: presenceBeatMs(env),
    authFailuresPerEmail: positiveInteger(env, 'AUTH_FAILURES_PER_EMAIL', 5),
    authBackoffSeconds: positiveInteger(env, 'AUTH_BACKOFF_SECONDS', 1),
    authBackoffMaxSeconds: positiveInteger(env, 'AUTH_BACKOFF_MAX_SECONDS', 60),
    authFailuresPerAddress: positiveInteger(env, 'AUTH_FAILURES_PER_ADDRESS', 300),
    authFailuresBeforeDelay: positiveInteger(env, 'AUTH_FAILURES_BEFORE_DELAY', 10),
    authRefreshReuseIntervalSeconds: positiveInteger(env, 'AUTH_REFRESH_REUSE_INTERVAL_SECONDS', 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? company.email,
    mailPollMs: positiveInteger(env, 'MAIL_POLL_MS', 5000),
    mailRetrySeconds: positiveInteger(env, 'MAIL_RETRY_SECONDS', 60),
    publicSupabaseUrl: nonEmpty(env.PUBLIC_SUPABASE_URL),
    publicSupabaseAnonKey: nonEmpty(env.PUBLIC_SUPABASE_ANON_KEY),
    allowRegex,
    restMaxRows: positiveInteger(env, 'REST_MAX_ROWS', 1000),
    searchPerClient: positiveInteger(env, 'SEARCH_LIMIT_PER_CLIENT', 30),
    searchWindowSeconds: positiveInteger(env, 'SEARCH_LIMIT_WINDOW_SECONDS', 60),
    searchCacheSeconds: positiveInteger(env, 'SEARCH_CACHE_SECONDS', 60),
    searchCacheEntries: positiveInteger(env, 'SEARCH_CACHE_ENTRIES', 500),
    images: {
      transformsAtOnce: positiveInteger(env, 'IMAGE_TRANSFORMS_AT_ONCE', 2),
      transformsPerClient: positiveInteger(env, 'IMAGE_TRANSFORMS_PER_CLIENT', 2),
      storeBytes: Math.round(positiveNumber(env, 'IMAGE_VARIANT_STORE_MB', 512) * 1024 * 1024),
      perObject: positiveInteger(env, 'IMAGE_VARIANTS_PER_OBJECT', 64),
    },
    storage: readStorage(env),
  };
}
