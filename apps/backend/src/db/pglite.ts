import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, Row } from './database';
import { PglitePipeline } from './pglite-pipeline';

/**
 * Postgres settings for the embedded server. initdb sizes shared buffers at 128 MB, which PGlite
 * allocates inside its WebAssembly memory; that memory fills as pages are read and is never given
 * back. The site's data is a few megabytes, so 16 MB holds all of it with room to spare.
 */
const START_SETTINGS = ['shared_buffers=16MB'];

/** Runs one piece of work at a time, in arrival order. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** Embedded Postgres in `dataDir`: one connection, so every use waits its turn in one queue. */
/**
 * PGlite turns some parameters into their column's type itself (a boolean, a date) and throws a plain
 * error for text it cannot read, where PostgreSQL answers `22P02 invalid_text_representation`: the
 * same error, so that such input is refused as bad input on both.
 */
function asInvalidTextRepresentation(error: unknown): unknown {
  if (error instanceof Error && !('code' in error) && /^Invalid input for \w+ type$/.test(error.message)) {
    return Object.assign(
      new Error(error.message.replace('Invalid input for', 'invalid input syntax for type')),
      {
        code: '22P02',
      },
    );
  }
  return error;
}

export async function openPglite(dataDir: string): Promise<Database> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    // A new cluster is created in a child process, so this one never holds initdb's peak memory.
    execFileSync(process.execPath, [fileURLToPath(new URL('./init-pglite.mjs', import.meta.url)), dataDir], {
      stdio: 'inherit',
    });
  }
  const pg = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...START_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  await pg.exec("set timezone = 'UTC'");
  // The pipeline talks to PGlite below its own locks, so no other work may run between the
  // statements of a transaction: everything goes through this queue.
  const queue = new SerialQueue();
  const pipeline = new PglitePipeline(pg);

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      try {
        const result = await target.query<R>(sql, [...params]);
        return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
      } catch (error) {
        throw asInvalidTextRepresentation(error);
      }
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  });
  const direct = wrap(pg);

  return {
    kind: 'pglite',
    roleSettings: new Map(),
    query<R extends Row = Row>(sql: string, params?: readonly unknown[]) {
      return queue.run(() => direct.query<R>(sql, params));
    },
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction: (work) => queue.run(() => pg.transaction((tx) => work(wrap(tx)))),
    pipeline: (statements) => queue.run(() => pipeline.run(statements)),
    async listen(channels, handlers) {
      // One connection: every notification of this database is heard here, none can be missed.
      const stops = await queue.run(() =>
        Promise.all(
          channels.map((channel) => pg.listen(channel, (payload) => handlers.notification(channel, payload))),
        ),
      );
      return () =>
        queue.run(async () => {
          if (!pg.closed) await Promise.all(stops.map((stop) => stop()));
        });
    },
    close: () => queue.run(() => pg.close()),
  };
}
