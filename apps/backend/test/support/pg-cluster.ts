import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

export interface PgCluster {
  /** Connection string of the cluster's `postgres` database (superuser `postgres`, trust auth). */
  adminUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** Why a throwaway cluster cannot be started here, or undefined when it can. */
export function pgUnavailableReason(): string | undefined {
  for (const binary of ['initdb', 'postgres']) {
    const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) return `${binary} is not on PATH`;
  }
  return undefined;
}

/** Postgres refuses to run as root: use the `postgres` system user then, else whoever we are. */
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}):\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not start in time:\n${log()}`);
      await new Promise((wake) => setTimeout(wake, 200));
    }
  }
}

/** initdb a cluster in a temp folder and run it on a free loopback port, as a non-root user. */
export async function startPgCluster(): Promise<PgCluster> {
  const user = unprivilegedUser();
  const root = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  if (user) chownSync(root, user.uid, user.gid);
  const dataDir = join(root, 'data');
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  const init = spawnSync(
    'initdb',
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C'],
    {
      ...asUser,
      encoding: 'utf8',
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  const port = await freePort();
  let output = '';
  const child = spawn(
    'postgres',
    ['-D', dataDir, '-p', String(port), '-k', root, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    { ...asUser, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(child.pid, 'SIGINT'); // fast shutdown
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(adminUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { adminUrl, pid: child.pid ?? -1, stop };
}

/**
 * A new database in the cluster, empty or a copy of `template` (a database nobody is connected to); returns its
 * connection string.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  for (const identifier of [name, template ?? name]) {
    if (!/^[a-z_][a-z0-9_]*$/.test(identifier)) throw new Error(`bad database name ${identifier}`);
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
