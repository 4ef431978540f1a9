import pg from 'pg';
import type { Database, Queryable, QueryResult, Row, TextRows } from './database';

/** Every column as the text Postgres sends, as PGlite's pipeline returns it. */
const asText = { getTypeParser: () => (value: string) => value };

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

  async function inClientTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const value = await work(client);
      await client.query('commit');
      return value;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    roleSettings: new Map(),
    ...wrap(pool),
    transaction: (work) => inClientTransaction((client) => work(wrap(client))),
    pipeline: (statements) =>
      inClientTransaction(async (client) => {
        const results: TextRows[] = [];
        for (const { sql, params } of statements) {
          const result = await client.query<(string | null)[]>({
            text: sql,
            values: [...params],
            rowMode: 'array',
            types: asText,
          });
          results.push(result.rows);
        }
        return results;
      }),
    close: () => pool.end(),
  };
}
