import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';

/** `Database.pipeline` on PGlite: one batch, one transaction, prepared statements that stay right. */
describe('the PGlite pipeline', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pipeline-test-'));
    db = await openPglite(join(dir, 'pgdata'));
    await db.exec('create table items (id int primary key, name text)');
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens with 16 MB of shared buffers, not the 128 MB initdb chose', async () => {
    expect(await db.pipeline([{ sql: 'show shared_buffers', params: [] }])).toEqual([[['16MB']]]);
  });

  it('returns each statement’s rows as text, in order', async () => {
    const results = await db.pipeline([
      { sql: 'select $1::int + 1, null::text', params: ['41'] },
      { sql: 'select g from generate_series(1, $1::int) g', params: ['3'] },
    ]);
    expect(results).toEqual([[['42', null]], [['1'], ['2'], ['3']]]);
  });

  it('runs the batch as one transaction: local settings hold inside it and are gone after', async () => {
    const [, inside] = await db.pipeline([
      {
        sql: "select set_config('request.jwt.claims', $1, true), set_config('role', 'pg_read_all_data', true)",
        params: ['{"role":"anon"}'],
      },
      { sql: "select current_setting('request.jwt.claims', true), current_user", params: [] },
    ]);
    expect(inside).toEqual([['{"role":"anon"}', 'pg_read_all_data']]);
    const [after] = await db.pipeline([
      { sql: "select coalesce(current_setting('request.jwt.claims', true), ''), current_user", params: [] },
    ]);
    expect(after).toEqual([['', 'postgres']]);
  });

  it('rolls the whole batch back on the first error, throws it, and keeps working', async () => {
    await expect(
      db.pipeline([
        { sql: 'insert into items (id, name) values ($1, $2)', params: ['1', 'first'] },
        { sql: 'select 1 / $1::int', params: ['0'] },
      ]),
    ).rejects.toMatchObject({ code: '22012' });
    const [rows] = await db.pipeline([{ sql: 'select count(*) from items', params: [] }]);
    expect(rows).toEqual([['0']]);
  });

  it('forgets a statement that failed to parse, so the same text can fail again the same way', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(db.pipeline([{ sql: 'select * from no_such_table', params: [] }])).rejects.toMatchObject({
        code: '42P01',
      });
    }
    await db.exec('create table no_such_table (x int)');
    expect(await db.pipeline([{ sql: 'select * from no_such_table', params: [] }])).toEqual([[]]);
  });

  it('answers from the table as it is now after columns are added and the table is replaced', async () => {
    const read = { sql: 'select * from items order by id', params: [] };
    await db.exec("insert into items values (1, 'one')");
    expect(await db.pipeline([read])).toEqual([[['1', 'one']]]);
    await db.exec("alter table items add column note text default 'n'");
    expect(await db.pipeline([read])).toEqual([[['1', 'one', 'n']]]);
    await db.exec('drop table items; create table items (id int primary key); insert into items values (7)');
    expect(await db.pipeline([read])).toEqual([[['7']]]);
  });

  it('stays correct beyond the number of statements it keeps prepared', async () => {
    for (let n = 0; n < 300; n++) {
      const [rows] = await db.pipeline([{ sql: `select ${n} + $1::int`, params: ['1'] }]);
      expect(rows).toEqual([[String(n + 1)]]);
    }
    const [kept] = await db.pipeline([
      { sql: 'select count(*)::int from pg_prepared_statements', params: [] },
    ]);
    expect(Number(kept?.[0]?.[0])).toBeLessThanOrEqual(257);
    const [again] = await db.pipeline([{ sql: 'select 0 + $1::int', params: ['5'] }]);
    expect(again).toEqual([['5']]);
  });

  it('waits for an open transaction: no statement of a batch runs inside another transaction', async () => {
    let inserted: () => void = () => undefined;
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into items values (100)');
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insertDone;
    // Asked for while the insert is uncommitted in the one PGlite session: it must wait for the rollback.
    const read = db.pipeline([{ sql: 'select count(*) from items where id = 100', params: [] }]);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await read).toEqual([[['0']]]);
  });
});
