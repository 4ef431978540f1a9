import type { Claims } from '../auth/jwt';
import { type Database, inTransaction, type Queryable } from './database';

export interface RequestInfo {
  method: string;
  path: string;
}

/**
 * Runs `work` in one transaction as the JWT's role with `request.jwt.claims` set, as PostgREST and
 * storage-api do, so that row-level security decides what the request may see and change.
 */
export function asRole<T>(
  db: Database,
  claims: Claims,
  request: RequestInfo,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true)`,
      [claims.role, JSON.stringify(claims), claims.sub ?? '', request.method, request.path],
    );
    return work(tx);
  });
}
