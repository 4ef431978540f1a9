/** What the server needs from Postgres, whether embedded (PGlite) or a real server (node-postgres). */
export type Row = Record<string, unknown>;

export interface QueryResult<R extends Row = Row> {
  rows: R[];
  affectedRows: number;
}

export interface Queryable {
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** One SQL statement with its bind parameters, all sent as text for Postgres to type. */
export interface Statement {
  sql: string;
  params: readonly (string | null)[];
}

/** The rows of one statement, each row its columns' text as Postgres prints them. */
export type TextRows = (string | null)[][];

/** A role's settings (`alter role … set name = value`), by setting name. */
export type RoleSettings = ReadonlyMap<string, string>;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * The settings of each API role, applied to every request transaction run as that role, as PostgREST
   * applies them (a login would, but requests switch roles inside one connection). Read after migrations.
   */
  roleSettings: ReadonlyMap<string, RoleSettings>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `statements` in order in one transaction and returns each one's rows; the first error
   * rolls the transaction back and is thrown. For reads that need no decision between statements:
   * PGlite then answers them in one call instead of a dozen.
   */
  pipeline(statements: readonly Statement[]): Promise<TextRows[]>;
  /**
   * Listens on `channels` (Postgres `LISTEN`): `notification` hears each one, `gap` hears that some may
   * have been missed (the listening connection was lost and is back). Resolves once listening, with the
   * function that stops it.
   */
  listen(channels: readonly string[], handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  notification(channel: string, payload: string): void;
  gap(): void;
}

/** Thrown inside a transaction to roll it back while still answering with `value`. */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** Runs `work` in a transaction; a thrown `Rollback` undoes the work and yields its value. */
export async function inTransaction<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
}

/** The SQLSTATE of a database error, if it is one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export interface DatabaseErrorDetails {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export function databaseErrorDetails(error: unknown): DatabaseErrorDetails | undefined {
  const code = sqlState(error);
  if (code === undefined || !(error instanceof Error)) return undefined;
  const extra = error as Error & { detail?: unknown; hint?: unknown };
  return {
    code,
    message: error.message,
    details: typeof extra.detail === 'string' ? extra.detail : null,
    hint: typeof extra.hint === 'string' ? extra.hint : null,
  };
}
