import { type PGlite, protocol } from '@electric-sql/pglite';
import type { Statement, TextRows } from './database';

const serialize = protocol.serialize;

/** How many prepared statements PGlite keeps; the REST API's reads come in far fewer shapes. */
const MAX_PREPARED = 256;

const isStaleResultShape = (error: unknown): boolean =>
  error instanceof Error &&
  (error as Error & { code?: unknown }).code === '0A000' &&
  error.message.includes('cached plan must not change result type');

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Sends several statements to PGlite as one extended-protocol batch ending in a single Sync.
 *
 * PGlite's own `query` makes six calls into the WebAssembly module per statement (parse, describe,
 * bind, describe, execute, sync) and `transaction` adds BEGIN and COMMIT calls, so a REST read cost
 * a dozen calls, each with its own buffers, parser and locks. Here a read is one call. The messages
 * before a Sync run as one implicit transaction (committed at the Sync, rolled back by the first
 * error, after which Postgres skips to the Sync), so `set_config(…, true)` holds for exactly the
 * batch, as in an explicit transaction.
 *
 * Each SQL text is parsed once into a named prepared statement and then only bound and executed;
 * Postgres re-plans it by itself when a table it uses changes or when the role (and so row-level
 * security) differs from the one it was planned for.
 */
export class PglitePipeline {
  /** SQL text → prepared statement name, oldest first (re-inserted on use). */
  private readonly prepared = new Map<string, string>();
  /** Statements evicted from the cache, closed at the start of the next batch. */
  private readonly toClose: string[] = [];
  private nextName = 0;

  constructor(private readonly pg: PGlite) {}

  async run(statements: readonly Statement[]): Promise<TextRows[]> {
    try {
      return await this.runOnce(statements);
    } catch (error) {
      // A prepared statement whose result columns changed with its table (`select *` after a new
      // column) is refused by Postgres instead of re-planned. Nothing ran (the error rolled the
      // batch back): parse the statements afresh and run the batch once more.
      if (!isStaleResultShape(error)) throw error;
      for (const { sql } of statements) this.forget(sql);
      return this.runOnce(statements);
    }
  }

  private async runOnce(statements: readonly Statement[]): Promise<TextRows[]> {
    const parts: Uint8Array[] = [];
    for (const name of this.toClose.splice(0)) parts.push(serialize.close({ type: 'S', name }));
    const parsedNow: string[] = [];
    for (const { sql, params } of statements) {
      let name = this.prepared.get(sql);
      if (name === undefined) {
        name = `pipeline_${this.nextName++}`;
        parts.push(serialize.parse({ name, text: sql }));
        parsedNow.push(sql);
      } else {
        this.prepared.delete(sql);
      }
      this.prepared.set(sql, name);
      parts.push(serialize.bind({ statement: name, values: [...params] }), serialize.execute({}));
    }
    parts.push(serialize.sync());
    this.evictOverflow();

    let messages: Awaited<ReturnType<PGlite['execProtocol']>>['messages'];
    try {
      ({ messages } = await this.pg.execProtocol(concat(parts)));
    } catch (error) {
      // A statement parsed in this batch may or may not exist now: forget it and close it to be sure
      // (closing a statement that does not exist is not an error).
      for (const sql of parsedNow) this.forget(sql);
      throw error;
    }
    const results: TextRows[] = [];
    let rows: TextRows = [];
    for (const message of messages) {
      if (message instanceof protocol.messages.DataRowMessage) rows.push(message.fields);
      else if (message instanceof protocol.messages.CommandCompleteMessage) {
        results.push(rows);
        rows = [];
      }
    }
    return results;
  }

  private forget(sql: string): void {
    const name = this.prepared.get(sql);
    if (name === undefined) return;
    this.prepared.delete(sql);
    this.toClose.push(name);
  }

  private evictOverflow(): void {
    while (this.prepared.size > MAX_PREPARED) {
      const oldest = this.prepared.keys().next().value;
      if (oldest === undefined) return;
      this.forget(oldest);
    }
  }
}
