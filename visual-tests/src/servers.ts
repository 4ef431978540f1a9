import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
  /** Reuse a data directory (for restart tests); otherwise a throwaway one is made and removed. */
  dataDir?: string;
  startTimeoutMs?: number;
}

/**
 * Starts apps/backend (which serves the built site and the Supabase-compatible API) on a free loopback
 * port with a throwaway DATA_DIR. Build the site first (`pnpm build`).
 */
export async function startSite(
  options: SiteOptions = {},
): Promise<RunningServer & { dataDir: string; logs(): string }> {
  const port = await freePort();
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'site-data-'));
  let logs = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'apps/backend'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'correct-horse-battery-staple',
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
  const stop = async () => {
    await stopProcess(child);
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/healthz`, child, options.startTimeoutMs ?? 60_000, () => logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop, logs: () => logs };
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
