import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, Row } from './database';

/** Embedded Postgres in `dataDir` (one connection; PGlite serialises transactions itself). */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    // A new cluster is created in a child process, so this one never holds initdb's peak memory.
    execFileSync(process.execPath, [fileURLToPath(new URL('./init-pglite.mjs', import.meta.url)), dataDir], {
      stdio: 'inherit',
    });
  }
  const pg = await PGlite.create(dataDir);
  await pg.exec("set timezone = 'UTC'");

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const result = await target.query<R>(sql, [...params]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
