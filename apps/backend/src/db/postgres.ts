import pg from 'pg';
import type { Database, Queryable, QueryResult, Row } from './database';

/** A real PostgreSQL server reached through `DATABASE_URL`. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c TimeZone=UTC' });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error(`postgres: ${error.message}`));
  await pool.query('select 1');

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const result = await target.query<R>(sql, [...params]);
      return { rows: result.rows, affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const value = await work(wrap(client));
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
