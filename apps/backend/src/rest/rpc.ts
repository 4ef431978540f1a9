import type { Claims } from '../auth/jwt';
import { asRole } from '../db/as-role';
import type { Database, Queryable } from '../db/database';
import { quoteIdent } from '../db/schema-cache';
import { fromDatabaseError, PostgrestError } from './errors';
import { DEFAULT_MAX_ROWS } from './handler';
import { changedPublicContent } from './public-changes';

type FunctionRow = {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  defaults: number;
  returns_void: boolean;
  returns_set: boolean;
  volatile: boolean;
};

export interface RpcRequest {
  db: Database;
  name: string;
  claims: Claims;
  /** The JSON body: the function's arguments by name. */
  args: unknown;
  /** The most rows a set-returning function answers (`REST_MAX_ROWS`), as PostgREST's `db-max-rows`. */
  maxRows?: number;
}

export interface RpcAnswer {
  status: number;
  /** JSON text, or null for no body. */
  body: string | null;
  /** Whether the call changed what visitors see (a volatile function that wrote a published item). */
  changed: boolean;
}

const notFound = (name: string, keys: readonly string[]): PostgrestError =>
  new PostgrestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
  );

/** The public functions named `name`, with their input arguments (the catalog, read as the requester). */
async function candidates(tx: Queryable, name: string): Promise<FunctionRow[]> {
  const { rows } = await tx.query<FunctionRow>(
    `select p.proname as name,
            (select array_agg(n order by i) from unnest(p.proargnames) with ordinality as a(n, i)
              where i <= p.pronargs) as arg_names,
            coalesce((select array_agg(format_type(t, null) order by i)
                        from unnest(p.proargtypes::oid[]) with ordinality as a(t, i)), '{}') as arg_types,
            p.pronargdefaults as defaults,
            p.prorettype = 'void'::regtype as returns_void,
            p.proretset as returns_set,
            p.provolatile = 'v' as volatile
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'
        -- Trigger functions are fired, never called.
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [name],
  );
  return rows;
}

/** The function whose named arguments are exactly the given ones (those with defaults may be left out). */
function matching(functions: readonly FunctionRow[], keys: readonly string[]): FunctionRow | undefined {
  return functions.find((fn) => {
    const names = fn.arg_names ?? [];
    if (names.length !== fn.arg_types.length || names.some((name) => name === '')) return false;
    const required = names.slice(0, names.length - fn.defaults);
    return keys.every((key) => names.includes(key)) && required.every((name) => keys.includes(name));
  });
}

const asParam = (value: unknown): string | null =>
  value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * `POST /rest/v1/rpc/<name>` as PostgREST answers it for a function of the public schema: called with named arguments as the request's role (row-level security and the function's own
 * checks decide), answered as JSON (204 for a void function).
 */
export async function answerRpc(request: RpcRequest): Promise<RpcAnswer> {
  const { args } = request;
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw new PostgrestError(400, 'PGRST102', 'The arguments must be a JSON object');
  }
  const entries = Object.entries(args);
  const keys = entries.map(([key]) => key);
  try {
    return await asRole(request.db, request.claims, async (tx) => {
      const fn = matching(await candidates(tx, request.name), keys);
      if (!fn) throw notFound(request.name, keys);
      const argSql = entries.map(([key], index) => {
        const type = fn.arg_types[(fn.arg_names ?? []).indexOf(key)];
        return `${quoteIdent(key)} => $${index + 1}::${type}`;
      });
      const call = `"public".${quoteIdent(fn.name)}(${argSql.join(', ')})`;
      const params = entries.map(([, value]) => asParam(value));
      if (fn.returns_void) {
        await tx.query(`select ${call}`, params);
        return { status: 204, body: null, changed: fn.volatile && (await changedPublicContent(tx)) };
      }
      // A set-returning function answers a JSON array of its rows (objects for a table, values otherwise),
      // at most the server's maximum of them.
      const maxRows = request.maxRows ?? DEFAULT_MAX_ROWS;
      const { rows } = await tx.query<{ result: string | null }>(
        fn.returns_set
          ? `select coalesce(json_agg(_s.r), '[]')::text as result from (select r from ${call} as r limit ${maxRows}) _s`
          : `select to_json(${call})::text as result`,
        params,
      );
      return {
        status: 200,
        body: rows[0]?.result ?? 'null',
        changed: fn.volatile && (await changedPublicContent(tx)),
      };
    });
  } catch (error) {
    if (error instanceof PostgrestError) throw error;
    const mapped = fromDatabaseError(error, request.claims.role !== 'anon');
    if (!mapped) throw error;
    throw mapped;
  }
}
