import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from './lock';

const lockModule = fileURLToPath(new URL('./lock.ts', import.meta.url));
/** The backend's folder, where `tsx` resolves (tests may run from the repository's root). */
const backendDir = fileURLToPath(new URL('../..', import.meta.url));
const folders: string[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-lock-'));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process that takes the lock and says so, then holds it until killed. */
function holderProcess(
  dataDir: string,
): Promise<{ pid: number; kill(signal: NodeJS.Signals): Promise<void> }> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
await lockDataDir(${JSON.stringify(dataDir)}, 'the test holder');
console.log('locked');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: backendDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
    child.stdout.once('data', () =>
      resolve({
        pid: child.pid ?? -1,
        kill: (signal) =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill(signal);
          }),
      }),
    );
  });
}

describe('the data folder lock', () => {
  it('admits one holder; the next is refused at once, named, until the first lets go', async () => {
    const dir = folder();
    const first = await lockDataDir(dir, 'the server');
    const refused = await lockDataDir(dir, 'pnpm users').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataDirInUse);
    expect((refused as DataDirInUse).holder).toMatchObject({ pid: process.pid, what: 'the server' });
    expect((refused as Error).message).toContain(`the server (process ${process.pid}`);
    await first.release();
    const second = await lockDataDir(dir, 'pnpm users');
    await second.release();
  });

  it('refuses while another live process holds it, and takes it over once that process is killed -9', async () => {
    const dir = folder();
    const holder = await holderProcess(dir);
    try {
      const started = Date.now();
      const refused = await lockDataDir(dir, 'the server').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataDirInUse);
      expect((refused as DataDirInUse).holder).toMatchObject({ pid: holder.pid, what: 'the test holder' });
      // A live holder is named at once, not waited for.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await holder.kill('SIGKILL');
    }
    const taken = await lockDataDir(dir, 'the server');
    await taken.release();
  }, 30_000);

  it('tells its holder when the lock is lost', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir, 'the server');
    const lost = new Promise<void>((resolve) => lock.onLost(resolve));
    // The flock child is the only other process in the folder's lock: find it by its command line.
    const { execFileSync } = await import('node:child_process');
    const pids = execFileSync('pgrep', ['-f', `flock --nonblock --conflict-exit-code 75 ${dir}`], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    for (const pid of pids) process.kill(Number(pid), 'SIGKILL');
    await lost;
    await lock.release();
  });
});
