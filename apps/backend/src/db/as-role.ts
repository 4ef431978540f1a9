import type { Claims } from '../auth/jwt';
import { type Database, inTransaction, type Queryable, type Statement, type TextRows } from './database';

/** Claims that only the server itself can have signed and that carry no user-supplied value. */
const SERVER_ONLY_ANON_CLAIMS = new Set(['role', 'iss', 'iat', 'exp']);

/** A SQL string literal. Only used for the server's own anon claims (see `anonSetup`). */
const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

const anonSetups = new Map<string, string>();

/**
 * For the anon key (the same on nearly every public read), the settings as one constant statement:
 * sent without bind parameters it costs one round trip instead of four inside PGlite.
 */
function anonSetup(claims: Claims): string | undefined {
  if (claims.role !== 'anon' || !Object.keys(claims).every((key) => SERVER_ONLY_ANON_CLAIMS.has(key))) {
    return undefined;
  }
  const json = JSON.stringify(claims);
  let sql = anonSetups.get(json);
  if (sql === undefined) {
    sql = `select set_config('role', 'anon', true), set_config('request.jwt.claims', ${literal(json)}, true),
                  set_config('request.jwt.claim.sub', '', true), set_config('request.jwt.claim.role', 'anon', true)`;
    if (anonSetups.size < 16) anonSetups.set(json, sql);
  }
  return sql;
}

const ROLE_SETUP = `select set_config('role', $1, true),
                           set_config('request.jwt.claims', $2, true),
                           set_config('request.jwt.claim.sub', $3, true),
                           set_config('request.jwt.claim.role', $1, true)`;

const roleSetup = (claims: Claims): Statement => ({
  sql: ROLE_SETUP,
  params: [claims.role, JSON.stringify(claims), claims.sub ?? ''],
});

/**
 * Runs `statements` in one transaction as the JWT's role with `request.jwt.claims` set, exactly as
 * `asRole` does, for reads that need no decision between statements (see `Database.pipeline`).
 * Returns each statement's rows.
 */
export async function readAsRole(
  db: Database,
  claims: Claims,
  statements: readonly Statement[],
): Promise<TextRows[]> {
  const [, ...results] = await db.pipeline([roleSetup(claims), ...statements]);
  return results;
}

/**
 * Runs `work` in one transaction as the JWT's role with `request.jwt.claims` set, as PostgREST and
 * storage-api do, so that row-level security decides what the request may see and change.
 */
export function asRole<T>(db: Database, claims: Claims, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    const constant = anonSetup(claims);
    if (constant !== undefined) {
      await tx.exec(constant);
    } else {
      const setup = roleSetup(claims);
      await tx.query(setup.sql, setup.params);
    }
    return work(tx);
  });
}
