import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_SERVER, SERVER_NODE_FLAGS } from '../../src/node-flags';
import { freePort } from './ports';

export const backendDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const fixturesDir = join(backendDir, 'test/fixtures');

export const ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-staple' };

export interface BackendOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * Compile the server first (the benchmarks, and the test of the build itself). Tests run the compiled server
   * as `pnpm start` does; the global setup compiles it once.
   */
  built?: boolean;
}

export interface RunningBackend {
  url: string;
  anonKey: string;
  dataDir: string;
  pid: number;
  logs(): string;
  /** SIGTERM, then wait for the process to exit; returns its exit code. */
  stop(): Promise<number | null>;
  /** Stops and removes the data directory when this helper made it. */
  dispose(): Promise<void>;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  // Already gone: by its own exit, or by a signal (kill -9 leaves `exitCode` null and sets `signalCode`; its
  // 'exit' event has then come and gone, and waiting for another would wait forever).
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => {
    const force = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
      } catch {
        // It ended meanwhile.
      }
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(force);
      done(code);
    });
  });
}

/** Compiles the server and the staff command into dist/ (scripts/build.mjs). */
export function buildServer(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: backendDir, stdio: 'inherit' });
}

/**
 * Starts the compiled server as `pnpm start` does (`built`: compiling it first), on a free port, and waits for
 * /healthz.
 */
export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const port = await freePort();
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'backend-test-'));
  let output = '';
  if (options.built) buildServer();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILT_SERVER], {
    cwd: backendDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DIR: join(fixturesDir, 'seed'),
      SITE_DIR: join(fixturesDir, 'site'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
    } catch (error) {
      // Killed by the test a moment ago: its exit is on its way.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    return waitForExit(child, 15_000);
  };
  // Generous: on a busy two-core machine creating a PGlite cluster alone can take a minute.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The backend exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The backend did not answer /healthz in time:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 150));
  }
  const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string };
  return {
    url,
    anonKey: config.supabaseAnonKey,
    dataDir,
    pid: child.pid ?? -1,
    logs: () => output,
    stop,
    async dispose() {
      await stop();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
