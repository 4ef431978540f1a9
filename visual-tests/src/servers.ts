import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  /** Stops the server (by its own process id where it is a process) and removes its throwaway data. */
  stop(): Promise<void>;
}

/** A port on the loopback interface that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHttp(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 150));
  }
  throw new Error(`No answer from ${url} within ${timeoutMs} ms:\n${output()}`);
}

function stopProcess(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((done) => {
    const force = setTimeout(() => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    process.kill(pid, 'SIGTERM');
  });
}

export interface SiteOptions {
  /** Extra environment for the server (ADMIN_EMAIL, DATABASE_URL, ...). */
  env?: Record<string, string>;
  /** Reuse a data directory (for restart tests); otherwise a copy of the seeded template is made and removed. */
  dataDir?: string;
  startTimeoutMs?: number;
}

/** The staff account every test server starts with. */
export const ADMIN_ACCOUNT = { email: 'admin@example.com', password: 'correct-horse-battery-staple' };

/** The compiled server, as `pnpm start` runs it (`pnpm build` compiles it); no TypeScript loader to start. */
const BUILT_SERVER = join(repoRoot, 'apps/backend/dist/main.js');
/** The server's V8 flags (apps/backend/src/node-flags.ts), which keep each test server's memory small. */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=30'];

/** The environment variable through which the global setup hands the seeded data folder to the workers. */
export const TEMPLATE_ENV = 'SITE_TEMPLATE_DIR';

/**
 * Starts apps/backend's compiled server (which serves the built site and the Supabase-compatible API) on a free
 * loopback port. Its data folder is `dataDir` when given, or else a throwaway copy of the seeded template the
 * global setup made once (`global-setup.ts`): creating, migrating and seeding a database costs a server about
 * 12 s of CPU, copying the folder a fraction of one. Build first (`pnpm build`).
 */
export async function startSite(
  options: SiteOptions = {},
): Promise<RunningServer & { dataDir: string; logs(): string }> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? copyOfTemplate();
  const server = await startServer(dataDir, options).catch((error: unknown) => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await server.stop();
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...server, dataDir, stop };
}

function copyOfTemplate(): string {
  const template = process.env[TEMPLATE_ENV];
  if (!template || !existsSync(template)) {
    throw new Error(`No seeded data folder in ${TEMPLATE_ENV}: run the tests through playwright.config.ts`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'site-data-'));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Starts the compiled server on `dataDir` and waits for /healthz. */
export async function startServer(
  dataDir: string,
  options: Pick<SiteOptions, 'env' | 'startTimeoutMs'> = {},
): Promise<RunningServer & { logs(): string }> {
  const port = await freePort();
  let logs = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILT_SERVER], {
    cwd: join(repoRoot, 'apps/backend'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN_ACCOUNT.email,
      ADMIN_PASSWORD: ADMIN_ACCOUNT.password,
      // Every test's browser is one client (127.0.0.1): the per-client search limit is tested in the backend suites.
      SEARCH_LIMIT_PER_CLIENT: '100000',
      // bcrypt's least cost (test-only): the suites sign accounts in hundreds of times; the production cost of 10
      // is tested in apps/backend.
      PASSWORD_HASH_COST: '4',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    logs += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    logs += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopProcess(child);
  try {
    await waitForHttp(`${url}/healthz`, child, options.startTimeoutMs ?? 60_000, () => logs);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, stop, logs: () => logs };
}

/** Serves a static folder (a Storybook build) on a free loopback port, in this process. */
export async function serveStaticDir(dir: string): Promise<RunningServer> {
  const port = await freePort();
  const handler = sirv(dir, { dev: false, etag: true, single: false });
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}

/** The static Storybook build to test (STORYBOOK_DIR overrides, e.g. for a private build). */
export const storybookDir = process.env.STORYBOOK_DIR ?? join(repoRoot, 'apps/storybook/storybook-static');
