import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/data-dir/lock';
import { users } from './suites/users-cli';
import { ADMIN, type RunningBackend, startBackend } from './support/backend';
import { client, signedIn } from './support/clients';

const dataDir = mkdtempSync(join(tmpdir(), 'backend-data-dir-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every file and folder under `dir` with a mode other than private (0600 files, 0700 folders). */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string): void => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) found.push(`${path} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return found;
}

function everyPath(dir: string): string[] {
  const paths: string[] = [];
  const visit = (path: string): void => {
    paths.push(path);
    if (lstatSync(path).isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return paths;
}

describe('one server per data folder, its files private', () => {
  it('refuses a second server at once, and after kill -9 of the first under load loses nothing acknowledged', async () => {
    const first = await startBackend({ dataDir });
    const admin = await signedIn(first.url, first.anonKey, ADMIN.email, ADMIN.password);
    const acknowledged: number[] = [];
    let writing = true;
    // Four writers at once, each recording the ids the server acknowledged, until the server dies.
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; writing; n += 1) {
        const { data, error } = await admin
          .from('news')
          .insert({ title: `쓰기 ${writer}-${n}`, content: '<p>남아야 합니다</p>', thumbnail: '/t.png' })
          .select('id')
          .single();
        if (error || !data) return;
        acknowledged.push(data.id as number);
      }
    });
    let second: RunningBackend | undefined;
    try {
      await new Promise((wake) => setTimeout(wake, 500));
      const refusal = await startBackend({ dataDir }).then(
        (started) => {
          second = started;
          return '';
        },
        (error: Error) => error.message,
      );
      expect(refusal).toContain('The backend exited (1)');
      expect(refusal).toContain(`is in use by the server (process ${first.pid}`);
      // It refused before opening anything.
      expect(refusal).not.toMatch(/Listening|Applied \d+ migrations/);
      const before = acknowledged.length;
      await new Promise((wake) => setTimeout(wake, 700));
      expect(acknowledged.length).toBeGreaterThan(before); // the first kept writing meanwhile
    } finally {
      await second?.stop();
      process.kill(first.pid, 'SIGKILL');
      writing = false;
      await Promise.all(writers);
      await first.stop();
    }
    expect(acknowledged.length).toBeGreaterThan(10);

    const third = await startBackend({ dataDir });
    try {
      const anon = client(third.url, third.anonKey);
      const ids = new Set<number>();
      for (let from = 0; ; from += 1000) {
        const { data, error } = await anon
          .from('news')
          .select('id')
          .range(from, from + 999);
        expect(error).toBeNull();
        for (const row of data ?? []) ids.add(row.id as number);
        if ((data ?? []).length < 1000) break;
      }
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      // It writes on, with no id used twice.
      const more = await (await signedIn(third.url, third.anonKey, ADMIN.email, ADMIN.password))
        .from('news')
        .insert({ title: '다시 쓰기', content: '<p>새 글</p>', thumbnail: '/t.png' })
        .select('id')
        .single();
      expect(more.error).toBeNull();
      expect(acknowledged).not.toContain(more.data?.id);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await third.stop();
    }
  }, 600_000);

  it('makes an existing folder private on start, whatever modes it had', async () => {
    for (const path of everyPath(dataDir)) {
      chmodSync(path, lstatSync(path).isDirectory() ? 0o777 : 0o666);
    }
    const started = await startBackend({ dataDir });
    try {
      expect(started.logs()).toMatch(/Made \d+ files and folders of the data folder private/);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await started.stop();
    }
  }, 300_000);

  it('refuses pnpm users on a folder another process holds, naming it', async () => {
    const lock = await lockDataDir(dataDir, 'a test');
    try {
      const result = await users({ DATA_DIR: dataDir }, 'list');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by a test (process ${process.pid}`);
    } finally {
      await lock.release();
    }
    const listed = await users({ DATA_DIR: dataDir }, 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(ADMIN.email);
  }, 300_000);
});
