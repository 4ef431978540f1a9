import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { FileStore, isFileVersion } from '../src/storage/files';
import { moveNamedFiles } from '../src/storage/named-layout';
import { backendDir } from './support/backend';

const supabaseDir = join(backendDir, '../../supabase');

/** A data folder of the earlier layout (a file at `<bucket>/<name>`) moves to one file per version on start. */
describe('the stored files’ layout', () => {
  let dir: string;
  let db: Database;
  let files: FileStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-layout-'));
    db = await openPglite(join(dir, 'pgdata'));
    await migrate(db, [
      { label: 'local', dir: join(supabaseDir, 'local') },
      { label: 'migrations', dir: join(supabaseDir, 'migrations') },
    ]);
    files = new FileStore(join(dir, 'storage'));
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves each named file under its version, gives unversioned rows one, and drops stale temporary files', async () => {
    const named = [
      { name: 'news/old.png', version: null, bytes: 'first' },
      { name: 'seed/plant.png', version: 'seed', bytes: 'second' },
    ];
    for (const object of named) {
      const path = join(files.root, 'news-images', object.name);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, object.bytes);
      await db.query(
        'insert into storage.objects (bucket_id, name, version, metadata) values ($1, $2, $3, $4)',
        ['news-images', object.name, object.version, '{}'],
      );
    }
    mkdirSync(join(files.root, '.staging'), { recursive: true });
    writeFileSync(join(files.root, '.staging', 'interrupted'), 'half');

    expect(await moveNamedFiles(db, files)).toBe(2);

    const { rows } = await db.query<{ name: string; version: string | null }>(
      'select name, version from storage.objects order by name',
    );
    for (const row of rows) {
      expect(isFileVersion(row.version), row.name).toBe(true);
      const expected = named.find((object) => object.name === row.name)?.bytes;
      expect(readFileSync(files.path('news-images', row.version as string), 'utf8')).toBe(expected);
    }
    expect(existsSync(join(files.root, 'news-images', 'news'))).toBe(false);
    expect(existsSync(join(files.root, '.staging'))).toBe(false);

    // A second start finds nothing left to move.
    expect(await moveNamedFiles(db, files)).toBe(0);
  });
});
