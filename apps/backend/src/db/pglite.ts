import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, Row } from './database';

/** Embedded Postgres in `dataDir` (one connection; PGlite serialises transactions itself). */
export async function openPglite(dataDir: string): Promise<Database> {
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
