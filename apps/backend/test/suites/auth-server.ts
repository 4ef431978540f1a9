import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { type BackendOptions, type RunningBackend, startBackend } from '../support/backend';
import type { Target } from '../support/targets';

/** The server of the auth suites: small limits, one trusted proxy hop, a short refresh-token grace. */
export const AUTH_SUITE_ENV = {
  ALLOW_SIGNUP: '1',
  TRUST_PROXY: '1',
  AUTH_FAILURES_PER_EMAIL: '5',
  // Long waits, so that a pair past its failures stays refused for the whole file (restart included).
  AUTH_BACKOFF_SECONDS: '600',
  AUTH_BACKOFF_MAX_SECONDS: '900',
  AUTH_FAILURES_PER_ADDRESS: '8',
  AUTH_FAILURES_BEFORE_DELAY: '4',
  AUTH_REFRESH_REUSE_INTERVAL_SECONDS: '2',
};

export interface RestartableBackend {
  get(): RunningBackend;
  /** Stops the server with SIGTERM (expecting exit code 0) and starts it again on the same data. */
  restart(): Promise<RunningBackend>;
  /** Stops the server (expecting exit code 0); `restart` starts it again. */
  stop(): Promise<void>;
  /** The server's PostgreSQL database, or undefined on PGlite (whose files are in the data directory). */
  databaseUrl(): string | undefined;
}

/** One server for a file's suites that a suite can restart on the same data directory and database. */
export function restartableBackend(target: Target, env: Record<string, string>): RestartableBackend {
  let options: BackendOptions | undefined;
  let backend: RunningBackend | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backend-auth-'));
    const storage = await target.seededStorage(dataDir);
    options = { dataDir, env: { ...storage.env, ...env } };
    backend = await startBackend(options);
  });
  afterAll(async () => {
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const get = (): RunningBackend => {
    if (!backend) throw new Error('the auth suites’ backend is not running');
    return backend;
  };
  let stopped = false;
  const stop = async () => {
    const code = await get().stop();
    if (code !== 0) throw new Error(`the backend exited with ${code} on SIGTERM`);
    stopped = true;
  };
  return {
    get,
    async restart() {
      if (!stopped) await stop();
      backend = await startBackend(options);
      stopped = false;
      return backend;
    },
    stop,
    databaseUrl: () => options?.env?.DATABASE_URL,
  };
}

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** supabase-js as the site makes it, its requests coming through a proxy that names `address`. */
export function clientFrom(backend: RunningBackend, address: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'X-Forwarded-For': address } },
    realtime: { transport: WebSocket as unknown as Transport },
  });
}

export interface AuthAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The Retry-After header, if any. */
  retryAfter: string | null;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

/** A raw `POST /auth/v1/<path>` with a JSON body (a string is sent as it is). */
export async function authPost(
  backend: RunningBackend,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AuthAnswer> {
  const started = performance.now();
  const response = await fetch(`${backend.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return {
    status: response.status,
    body: JSON.parse(text) as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after'),
    ms,
  };
}

/** The password grant from `address` (sent as the proxy's X-Forwarded-For). */
export const signInFrom = (backend: RunningBackend, address: string, email: string, password: string) =>
  authPost(backend, 'token?grant_type=password', { email, password }, { 'X-Forwarded-For': address });

/**
 * Signs a new user up (the server of these suites allows it), from an address of its own (derived from the
 * e-mail) so that the suites' sign-ups stay within the per-address sign-up limit.
 */
export async function signUp(backend: RunningBackend, email: string, password: string): Promise<void> {
  const address = `192.0.2.${createHash('sha256').update(email).digest()[0] ?? 0}`;
  const answer = await authPost(backend, 'signup', { email, password }, { 'X-Forwarded-For': address });
  if (answer.status !== 200) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(answer.body)}`);
}

/** `GET /auth/v1/user` with an access token. */
export async function getUser(backend: RunningBackend, accessToken: string) {
  const response = await fetch(`${backend.url}/auth/v1/user`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
