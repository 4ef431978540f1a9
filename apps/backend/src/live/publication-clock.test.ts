import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { PublicationClock, SCHEDULABLE_TABLES } from './publication-clock';

/** An in-memory Postgres with the four kinds' publication columns, as the migrations make them. */
async function contentDatabase(): Promise<{ db: Queryable; close(): Promise<void> }> {
  const pg = await PGlite.create();
  for (const table of SCHEDULABLE_TABLES) {
    await pg.exec(`create table public.${table} (id bigint generated always as identity primary key,
      status text not null default 'published', published_at timestamptz default now())`);
  }
  return {
    db: {
      query: async (sql, params) => {
        const result = await pg.query<never>(sql, params ? [...params] : undefined);
        return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
      },
      exec: async (sql) => {
        await pg.exec(sql);
      },
    },
    close: () => pg.close(),
  };
}

const ahead = (db: Queryable, table: string, seconds: number, status = 'published') =>
  db.query(
    `insert into public.${table} (status, published_at) values ($1, now() + $2::int * interval '1 second')`,
    [status, seconds],
  );

describe('PublicationClock', () => {
  let database: Awaited<ReturnType<typeof contentDatabase>>;
  beforeAll(async () => {
    database = await contentDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('sets no timer while nothing is scheduled: drafts and published items have no moment to wait for', async () => {
    await ahead(database.db, 'news', -60);
    await ahead(database.db, 'youtube', 30, 'draft');
    const clock = new PublicationClock(database.db, () => undefined);
    await clock.refresh();
    expect(clock.nextAt).toBeUndefined();
    clock.stop();
  });

  it('calls back when the soonest moment of any kind comes, then waits for the next one', async () => {
    const moments: number[] = [];
    let clock: PublicationClock | undefined;
    const fired = new Promise<void>((done) => {
      clock = new PublicationClock(database.db, () => {
        moments.push(Date.now());
        done();
      });
    });
    if (!clock) throw new Error('no clock');
    await ahead(database.db, 'announcement', 3600);
    await ahead(database.db, 'shareholders', 1);
    const started = Date.now();
    await clock.refresh();
    expect((clock.nextAt ?? 0) - started).toBeGreaterThan(500);
    expect((clock.nextAt ?? 0) - started).toBeLessThan(1500);
    await fired;
    expect(moments).toHaveLength(1);
    expect((moments[0] ?? 0) - started).toBeGreaterThanOrEqual(900);
    // Its owner looks again after the moment: the next one is an hour ahead.
    await clock.refresh();
    expect((clock.nextAt ?? 0) - Date.now()).toBeGreaterThan(3500 * 1000);
    clock.stop();
    expect(clock.nextAt).toBeUndefined();
  });

  it('waits at most an hour before looking again, for moments further ahead', async () => {
    await database.db.exec("update public.announcement set published_at = now() + interval '3 days'");
    let called = false;
    const clock = new PublicationClock(database.db, () => {
      called = true;
    });
    await clock.refresh();
    const wait = (clock.nextAt ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(59 * 60 * 1000);
    expect(wait).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(called).toBe(false);
    clock.stop();
  });

  it('folds refreshes asked for while one runs into one more, which they wait for', async () => {
    let lookups = 0;
    const counting: Queryable = {
      query: (sql, params) => {
        lookups += 1;
        return database.db.query(sql, params);
      },
      exec: (sql) => database.db.exec(sql),
    };
    const clock = new PublicationClock(counting, () => undefined);
    await Promise.all([clock.refresh(), clock.refresh(), clock.refresh(), clock.refresh()]);
    // The first, and one for the three asked meanwhile, done by the time they resolve.
    expect(lookups).toBe(2);
    await clock.refresh();
    expect(lookups).toBe(3);
    clock.stop();
  });
});
