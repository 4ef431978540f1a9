import { databaseErrorDetails } from '../db/database';

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error answered in PostgREST's shape: `{code, message, details, hint}`. */
export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): PostgrestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const parseError = (message: string, details: string | null = null): PostgrestError =>
  new PostgrestError(400, 'PGRST100', message, details);

export const unknownColumn = (table: string, column: string): PostgrestError =>
  new PostgrestError(400, '42703', `column ${table}.${column} does not exist`);

/** The wait a database's 429 (PT429) names: its only limit, the inquiries', counts an hour. */
export const DATABASE_LIMIT_RETRY_SECONDS = 3600;

/** HTTP status for a Postgres error, following PostgREST's `pgErrorStatus`. */
export function statusForSqlState(code: string, authenticated: boolean): number {
  // PostgREST's own convention: `raise … using errcode = 'PT429'` answers HTTP 429.
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom?.[1]) return Number(custom[1]);
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01') return 404;
  const errorClass = code.slice(0, 2);
  // Connection, resource, operator-intervention and internal errors are the server's fault.
  if (['08', '53', '57', '58', 'XX'].includes(errorClass)) return 500;
  // Every other class (22 data, 23 constraints, 42 syntax or access, P0 raise, ...) is bad input.
  return 400;
}

/** A thrown database error as a PostgREST error, or undefined when it is not one. */
export function fromDatabaseError(error: unknown, authenticated: boolean): PostgrestError | undefined {
  const details = databaseErrorDetails(error);
  if (!details) return undefined;
  return new PostgrestError(
    statusForSqlState(details.code, authenticated),
    details.code,
    details.message,
    details.details,
    details.hint,
  );
}
