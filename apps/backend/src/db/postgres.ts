import pg from 'pg';
import type { Database, NotificationHandlers, Queryable, QueryResult, Row, TextRows } from './database';
import { quoteIdent } from './schema-cache';

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

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
    listen: (channels, handlers) => listenOn(connectionString, channels, handlers),
    close: () => pool.end(),
  };
}

/**
 * A connection of its own that listens on `channels` (a pooled one would be handed to other work), made
 * again whenever it is lost; notifications sent meanwhile are lost with it, so `gap` is called once it
 * listens again.
 */
async function listenOn(
  connectionString: string,
  channels: readonly string[],
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, options: '-c TimeZone=UTC' });
    client.on('notification', (message) => handlers.notification(message.channel, message.payload ?? ''));
    client.on('error', (error) => console.error(`postgres listener: ${error.message}`));
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      if (!stopped) retry = setTimeout(reconnect, LISTEN_RETRY_MS);
    });
    try {
      await client.connect();
      for (const channel of channels) await client.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
  }

  function reconnect(): void {
    if (stopped) return;
    connect().then(
      () => handlers.gap(),
      (error: unknown) => {
        console.error(`postgres listener: ${error instanceof Error ? error.message : String(error)}`);
        retry = setTimeout(reconnect, LISTEN_RETRY_MS);
      },
    );
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
