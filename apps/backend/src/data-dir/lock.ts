import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process at a time on a data folder: PGlite has no lock of its own, and two processes that open
 * one folder overwrite each other's pages and WAL. The lock is the kernel's `flock` on `DATA_DIR/data.lock`,
 * held by a small `flock(1)` child for as long as this process lives: the kernel lets it go when the
 * holder is gone, however it ended (kill -9 included), so a stale lock never needs guessing. Lock files
 * judged by age or a written process id can be taken from a live process whose event loop was busy, or by
 * two starters at once; a kernel lock cannot. Node has no flock of its own, and util-linux's `flock` is on
 * every Debian system.
 */
export const LOCK_FILE = 'data.lock';

/** flock's exit code when the lock is held elsewhere (`--conflict-exit-code`). */
const CONFLICT = 75;
/** After a holder's death the kernel frees its lock as soon as its flock child notices: moments. */
const DEAD_HOLDER_GRACE_MS = 3000;

/** What the holder wrote in the lock file, to name it to whoever is refused. */
export interface LockHolder {
  pid: number;
  /** What holds it: "the server" or "pnpm users". */
  what: string;
  since: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `${holder.what} (process ${holder.pid}, since ${holder.since})`
      : 'another process (it did not say which)';
    super(
      `The data folder ${dataDir} is in use by ${who}. One process at a time may open it: stop that one first, or give this one another DATA_DIR.`,
    );
    this.name = 'DataDirInUse';
  }
}

export interface DataDirLock {
  /** Lets go of the lock (after the database is closed). */
  release(): Promise<void>;
  /** Calls `listener` if the lock is lost while held (its flock child was killed). */
  onLost(listener: () => void): void;
}

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockPath, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { pid, what, since } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof what !== 'string' || typeof since !== 'string') return undefined;
    return { pid, what, since };
  } catch {
    return undefined;
  }
}

/** Whether a process with this id exists (one of another user's counts too). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type Attempt = { held: true; child: ChildProcess } | { held: false };

/** Starts a flock child that takes the lock without waiting; resolves once it holds it, or was refused. */
function attempt(lockPath: string): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    // `cat` holds the lock's descriptor (inherited) until its standard input, this process's pipe, closes:
    // when this process ends, however, the pipe closes and the lock goes. A process group of its own, so
    // a Ctrl+C meant for the server does not free the lock before the server has closed the database.
    const child = spawn(
      'flock',
      ['--nonblock', '--conflict-exit-code', String(CONFLICT), lockPath, 'sh', '-c', 'echo held; exec cat'],
      { stdio: ['pipe', 'pipe', 'inherit'], detached: true },
    );
    let settled = false;
    child.once('error', (error) => {
      settled = true;
      reject(new Error(`Could not lock the data folder with flock(1): ${error.message}`));
    });
    child.stdout?.once('data', () => {
      if (settled) return;
      settled = true;
      resolve({ held: true, child });
    });
    child.once('exit', (code) => {
      if (settled) return;
      settled = true;
      if (code === CONFLICT) resolve({ held: false });
      else reject(new Error(`flock(1) could not lock ${lockPath} (exit code ${code}).`));
    });
  });
}

/**
 * Takes the data folder's lock, or throws `DataDirInUse` at once naming the process that holds it. A
 * lock whose recorded holder is gone is waited for briefly: the kernel frees it as its flock child exits.
 */
export async function lockDataDir(dataDir: string, what: string): Promise<DataDirLock> {
  const lockPath = join(dataDir, LOCK_FILE);
  const deadline = Date.now() + DEAD_HOLDER_GRACE_MS;
  for (;;) {
    const result = await attempt(lockPath);
    if (result.held) return heldLock(lockPath, result.child, what);
    const holder = readHolder(lockPath);
    if ((holder !== undefined && processAlive(holder.pid)) || Date.now() > deadline) {
      throw new DataDirInUse(dataDir, holder);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

function heldLock(lockPath: string, child: ChildProcess, what: string): DataDirLock {
  const holder: LockHolder = { pid: process.pid, what, since: new Date().toISOString() };
  // The file's content only names the holder; the lock is on its inode, which writing keeps.
  writeFileSync(lockPath, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
  // Neither the child nor its pipes keep this process alive.
  child.unref();
  for (const stream of [child.stdin, child.stdout]) {
    (stream as unknown as { unref?: () => void } | null)?.unref?.();
  }
  let released = false;
  const lostListeners: (() => void)[] = [];
  child.once('exit', () => {
    if (!released) for (const listener of lostListeners) listener();
  });
  return {
    onLost(listener) {
      lostListeners.push(listener);
    },
    release() {
      if (released) return Promise.resolve();
      released = true;
      return new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          done();
          return;
        }
        // Waiting for the child's exit must keep this process alive until it comes.
        child.ref();
        child.once('exit', () => done());
        child.stdin?.end();
      });
    },
  };
}
