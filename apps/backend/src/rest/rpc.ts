import type { Claims } from '../auth/jwt';
import { asRole } from '../db/as-role';
import type { Database, Queryable } from '../db/database';
import { quoteIdent } from '../db/schema-cache';
import { fromDatabaseError, PostgrestError } from './errors';
import type { RestAnswer } from './handler';

const FUNCTION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const JSON_TYPE = 'application/json; charset=utf-8';

interface FunctionInfo {
  /** Input arguments, in order. */
  args: { name: string; type: string }[];
  /** How many of the last arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Volatile: it may write (stable and immutable ones only read). */
  volatile: boolean;
}

type FunctionRow = {
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  defaults: number;
  returns_set: boolean;
  returns_void: boolean;
  volatile: boolean;
};

/** The public functions called `name` (trigger functions are not called, only fired), as the request's role sees them. */
async function functionsNamed(tx: Queryable, name: string): Promise<FunctionInfo[]> {
  const { rows } = await tx.query<FunctionRow>(
    `select p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
            p.pronargdefaults::int as defaults, p.proretset as returns_set,
            p.prorettype = 'void'::regtype as returns_void, p.provolatile = 'v' as volatile
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [name],
  );
  return rows.map((row) => {
    // proargnames lists every argument (out ones too); proargtypes only the input ones.
    const names = (row.arg_names ?? []).filter((_, i) => {
      const mode = row.arg_modes?.[i] ?? 'i';
      return mode === 'i' || mode === 'b' || mode === 'v';
    });
    return {
      args: row.arg_types.map((type, i) => ({ name: names[i] ?? '', type })),
      defaults: row.defaults,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      volatile: row.volatile,
    };
  });
}

/** The one function whose named arguments are exactly the given ones (those with defaults may be left out). */
function matching(functions: readonly FunctionInfo[], given: readonly string[]): FunctionInfo | undefined {
  return functions.find((fn) => {
    const names = fn.args.map((arg) => arg.name);
    const required = names.slice(0, names.length - fn.defaults);
    return given.every((key) => names.includes(key)) && required.every((name) => given.includes(name));
  });
}

/** A JSON value as the text Postgres reads for an argument of `type`. */
function argumentText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && type !== 'json' && type !== 'jsonb') return value;
  if (typeof value === 'object' || type === 'json' || type === 'jsonb') return JSON.stringify(value);
  return String(value);
}

export interface RpcRequest {
  db: Database;
  name: string;
  claims: Claims;
  body: unknown;
}

/**
 * `POST /rest/v1/rpc/<name>` as PostgREST answers it: the public function called with the body's fields as
 * named arguments, in one transaction as the JWT's role (so its grants and any checks inside it decide);
 * a scalar result as its JSON value, a set as an array. `wrote` tells whether a volatile function ran.
 */
export type RpcAnswer = RestAnswer & { wrote: boolean };

export async function rpcAnswer(request: RpcRequest): Promise<RpcAnswer> {
  const { name, body, claims } = request;
  const args =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  if (!FUNCTION_NAME.test(name) || args === undefined) {
    const problem =
      args === undefined
        ? new PostgrestError(400, 'PGRST102', 'The body must be a JSON object of named arguments')
        : notFound(name, []);
    return { ...errorAnswer(problem), wrote: false };
  }
  const given = Object.keys(args);
  try {
    return await asRole(request.db, claims, async (tx): Promise<RpcAnswer> => {
      const fn = matching(await functionsNamed(tx, name), given);
      if (!fn) return { ...errorAnswer(notFound(name, given)), wrote: false };
      const used = fn.args.filter((arg) => given.includes(arg.name));
      const call = `public.${quoteIdent(name)}(${used
        .map((arg, i) => `${quoteIdent(arg.name)} => $${i + 1}::${arg.type}`)
        .join(', ')})`;
      const params = used.map((arg) => argumentText(args[arg.name], arg.type));
      if (fn.returnsVoid) {
        await tx.query(`select ${call}`, params);
        return { status: 204, body: null, headers: {}, wrote: fn.volatile };
      }
      const sql = fn.returnsSet
        ? `select coalesce(jsonb_agg(r.value), '[]'::jsonb)::text as result from (select to_jsonb(x) as value from ${call} as x) as r`
        : `select to_jsonb(${call})::text as result`;
      const { rows } = await tx.query<{ result: string | null }>(sql, params);
      return {
        status: 200,
        body: rows[0]?.result ?? 'null',
        headers: { 'Content-Type': JSON_TYPE },
        wrote: fn.volatile,
      };
    });
  } catch (error) {
    const mapped = fromDatabaseError(error, claims.role !== 'anon');
    if (!mapped) throw error;
    return { ...errorAnswer(mapped), wrote: false };
  }
}

function notFound(name: string, given: readonly string[]): PostgrestError {
  return new PostgrestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${[...given].sort().join(', ')}) in the schema cache`,
  );
}

function errorAnswer(error: PostgrestError): RestAnswer {
  const headers: Record<string, string> = { 'Content-Type': JSON_TYPE };
  if (error.status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return { status: error.status, body: JSON.stringify(error.body()), headers };
}
