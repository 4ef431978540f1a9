import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's apps/backend, which serves the Supabase-compatible API whether the site is built or not. */
const backendDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../backend');

export const TEST_ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-staple' } as const;

export interface RunningBackend {
  url: string;
  /** The anon key the backend hands out in /config.json. */
  anonKey: string;
  /** Everything the server printed so far. */
  output(): string;
  /**
   * SIGTERM, SIGKILL if it is still there a few seconds later; then the data directory is removed.
   * Rejects, with the server's output, when the server had already ended by itself (it crashed mid-test).
   */
  stop(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

function stopByPid(child: ChildProcess, graceMs: number): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    process.kill(pid, 'SIGTERM');
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `apps/backend exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`apps/backend did not answer GET /healthz within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Starts apps/backend on 127.0.0.1 and a free port with a throwaway DATA_DIR, so it seeds the sample content
 * (supabase/seed) and creates the admin `TEST_ADMIN`. The first start creates the database: allow a minute.
 */
export async function startBackend({ startTimeoutMs = 90_000 } = {}): Promise<RunningBackend> {
  const port = await freeLoopbackPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-hooks-backend-'));
  let printed = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => printed;
  const stop = async () => {
    await stopByPid(child, 5_000);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, startTimeoutMs, output);
    const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey?: unknown };
    if (typeof config.supabaseAnonKey !== 'string') throw new Error('GET /config.json named no anon key');
    const stopAfterTests = async () => {
      const ended = child.exitCode ?? child.signalCode;
      await stop();
      if (ended !== null)
        throw new Error(`apps/backend ended by itself (${ended}) during the tests:\n${output()}`);
    };
    return { url, anonKey: config.supabaseAnonKey, output, stop: stopAfterTests };
  } catch (error) {
    await stop();
    throw error;
  }
}
