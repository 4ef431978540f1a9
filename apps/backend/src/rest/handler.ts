import type { Claims } from '../auth/jwt';
import { JsonTooDeepError } from '../bounded-json';
import { asRole, readAsRole } from '../db/as-role';
import { type Database, Rollback, type Statement } from '../db/database';
import { quoteIdent, type TableInfo } from '../db/schema-cache';
import { completeResponse } from '../http-headers';
import { DATABASE_LIMIT_RETRY_SECONDS, fromDatabaseError, PostgrestError } from './errors';
import { whereClause } from './filters';
import { Params, toParam } from './params';
import { type Preferences, parsePrefer, parseRangeHeader, wantsSingleObject } from './prefer';
import { changedPublicContent } from './public-changes';
import { columnsParam, orderList, selectList, wholeNumber } from './shape';

const MAX_INSERT_ROWS = 1000;
/** Supabase's `max_rows` (PostgREST's `db-max-rows`): the most rows one read answers, unless told otherwise. */
export const DEFAULT_MAX_ROWS = 1000;

export interface RestRequest {
  db: Database;
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  table: TableInfo;
  search: URLSearchParams;
  claims: Claims;
  /** The client's address (TRUST_PROXY applied), handed to SQL as PostgREST hands on the request's headers. */
  clientAddress?: string;
  /** Serve regular-expression filters (PostgreSQL with `REST_ALLOW_REGEX=1` only). */
  allowRegex?: boolean;
  /** The most rows one read answers (`REST_MAX_ROWS`); {@link DEFAULT_MAX_ROWS} when absent. */
  maxRows?: number;
  header(name: string): string | undefined;
  body(): Promise<unknown>;
}

/** A REST answer before it becomes the route's `Response`. */
export interface RestAnswer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
  /** Rows the request inserted, updated or deleted and committed (0 for reads and for writes RLS hid). */
  changedRows?: number;
  /** Whether the committed write changed what visitors see (a published item, live or scheduled). */
  publicChanged?: boolean;
}
type Answer = RestAnswer;

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

function errorAnswer(error: PostgrestError): Answer {
  const headers: Record<string, string> = { 'Content-Type': JSON_TYPE };
  if (error.status === 401) headers['WWW-Authenticate'] = 'Bearer';
  if (error.status === 429) headers['Retry-After'] = String(DATABASE_LIMIT_RETRY_SECONDS);
  return { status: error.status, body: JSON.stringify(error.body()), headers };
}

function notSingular(rows: number): PostgrestError {
  return new PostgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** Unwraps `[{…}]` as produced by json_agg for one row. */
const firstOfArray = (body: string): string => body.trim().slice(1, -1).trim();

function rangeHeader(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  return rows === 0 ? `*/${totalText}` : `${offset}-${offset + rows - 1}/${totalText}`;
}

/** Answers a REST request; `onChange` hears of every write that changed rows, once it is committed. */
export async function handleRest(
  request: RestRequest,
  onChange: (table: string) => void = () => undefined,
): Promise<Response> {
  const answer = await restAnswer(request);
  if (answer.publicChanged) onChange(request.table.name);
  return completeResponse(answer.body, answer.status, answer.headers);
}

/** The answer to a REST request, errors included (PostgREST's shape); throws only unexpected errors. */
export async function restAnswer(request: RestRequest): Promise<RestAnswer> {
  let answer: Answer;
  try {
    answer = await answerRest(request);
  } catch (error) {
    const mapped =
      error instanceof PostgrestError ? error : fromDatabaseError(error, request.claims.role !== 'anon');
    if (!mapped) throw error;
    answer = errorAnswer(mapped);
  }
  return request.method === 'HEAD' ? { ...answer, body: null } : answer;
}

async function answerRest(request: RestRequest): Promise<Answer> {
  const single = wantsSingleObject(request.header('accept'));
  if (single === undefined) {
    throw new PostgrestError(
      406,
      'PGRST107',
      'None of these media types are available',
      request.header('accept'),
    );
  }
  const prefer = parsePrefer(request.header('prefer'));
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return read(request, prefer, single);
    case 'POST':
      return insert(request, prefer, single);
    case 'PATCH':
      return update(request, prefer, single);
    case 'DELETE':
      return remove(request, prefer, single);
  }
}

/**
 * Runs a write as the request's role. Its client address reaches SQL as `request.headers`
 * (`x-forwarded-for` only: no header the client sent is passed on), for per-address rules such as
 * the inquiry rate limit.
 */
function run(request: RestRequest, work: Parameters<typeof asRole<Answer>>[2]): Promise<Answer> {
  const { clientAddress } = request;
  return asRole(request.db, request.claims, async (tx) => {
    if (clientAddress !== undefined) {
      await tx.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'x-forwarded-for': clientAddress }),
      ]);
    }
    return work(tx);
  });
}

const filterOptions = (request: RestRequest) => ({
  anonymous: request.claims.role === 'anon',
  allowRegex: request.allowRegex === true,
});

const qualified = (table: TableInfo): string => `"public".${quoteIdent(table.name)}`;

/** The rows a read asks for, within the server's maximum: `limit`, `offset` and the `Range` header. */
function pageWindow(request: RestRequest): { offset: number; limit: number } {
  const { search } = request;
  let limit = wholeNumber(search.get('limit'), 'limit');
  let offset = wholeNumber(search.get('offset'), 'offset') ?? 0;
  const range = parseRangeHeader(request.header('range'));
  if (range) {
    offset += range.offset;
    if (range.limit !== undefined) limit = limit === undefined ? range.limit : Math.min(limit, range.limit);
  }
  const maxRows = request.maxRows ?? DEFAULT_MAX_ROWS;
  return { offset, limit: limit === undefined ? maxRows : Math.min(limit, maxRows) };
}

async function read(request: RestRequest, prefer: Preferences, single: boolean): Promise<Answer> {
  const { table, search } = request;
  const params = new Params();
  // Checked for a HEAD too, which answers the same status as the GET it stands for.
  const columns = selectList(search.get('select'), table);
  const where = whereClause(search, table, params, filterOptions(request));
  const order = orderList(search.get('order'), table);
  const { offset, limit } = pageWindow(request);
  const from = `from ${qualified(table)} where ${where}`;
  const window = ` limit ${limit}${offset > 0 ? ` offset ${offset}` : ''}`;
  const head = request.method === 'HEAD';
  const statements: Statement[] = [];
  if (prefer.count) {
    statements.push({ sql: `select count(*)::int as total ${from}`, params: params.values });
  }
  if (!head) {
    statements.push({
      sql: `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${columns} ${from}${
        order ? ` order by ${order}` : ''
      }${window}) _r`,
      params: params.values,
    });
  } else if (!prefer.count) {
    // A HEAD builds no row: it counts the page's rows, whatever their columns and order.
    statements.push({
      sql: `select count(*)::int as n from (select 1 ${from}${window}) _r`,
      params: params.values,
    });
  }
  // One round trip: the count and the page need no decision in between.
  const results = await readAsRole(request.db, request.claims, statements);
  const total = prefer.count ? Number(results[0]?.[0]?.[0] ?? 0) : undefined;
  const paged = prefer.count ? results[1] : results[0];
  const body = head ? null : (paged?.[0]?.[0] ?? '[]');
  const rows =
    paged !== undefined
      ? Number(paged[0]?.[head ? 0 : 1] ?? 0)
      : Math.max(0, Math.min(limit, (total ?? 0) - offset));
  if (single) {
    if (rows !== 1) return errorAnswer(notSingular(rows));
    return {
      status: 200,
      body: body === null ? null : firstOfArray(body),
      headers: { 'Content-Type': OBJECT_TYPE, 'Content-Range': rangeHeader(offset, rows, total) },
    };
  }
  let status = 200;
  if (total !== undefined) {
    if (offset > 0 && offset >= total && rows === 0 && total > 0) {
      return errorAnswer(
        new PostgrestError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          `An offset of ${offset} was requested, but there are only ${total} rows.`,
        ),
      );
    }
    if (rows < total) status = 206;
  }
  return {
    status,
    body,
    headers: { 'Content-Type': JSON_TYPE, 'Content-Range': rangeHeader(offset, rows, total) },
  };
}

async function jsonBody(request: RestRequest): Promise<unknown> {
  try {
    return await request.body();
  } catch (error) {
    if (error instanceof JsonTooDeepError) throw new PostgrestError(400, 'PGRST102', error.message);
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkBodyColumns(table: TableInfo, keys: Iterable<string>): void {
  for (const key of keys) {
    if (!table.columns.has(key)) {
      throw new PostgrestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

/** `with _m as (<mutation> returning …) select json_agg(_m), count(*)` */
function withReturning(mutation: string, returning: string): string {
  return `with _m as (${mutation} returning ${returning}) select coalesce(json_agg(_m), '[]')::text as body, count(*)::int as n from _m`;
}

async function mutate(
  request: RestRequest,
  prefer: Preferences,
  single: boolean,
  sql: string,
  params: Params,
  success: (rows: number) => Omit<Answer, 'body'>,
): Promise<Answer> {
  return run(request, async (tx) => {
    const result = (await tx.query<{ body: string; n: number }>(sql, params.values)).rows[0];
    const body = result?.body ?? '[]';
    const rows = result?.n ?? 0;
    if (single && rows !== 1) throw new Rollback(errorAnswer(notSingular(rows)));
    const base = success(rows);
    let answer: Answer;
    if (prefer.returnRepresentation) {
      answer = {
        status: base.status === 204 ? 200 : base.status,
        body: single ? firstOfArray(body) : body,
        headers: { ...base.headers, 'Content-Type': single ? OBJECT_TYPE : JSON_TYPE },
      };
    } else {
      answer = { ...base, body: null };
    }
    if (prefer.rollback) throw new Rollback(answer);
    return { ...answer, changedRows: rows, publicChanged: rows > 0 && (await changedPublicContent(tx)) };
  });
}

async function insert(request: RestRequest, prefer: Preferences, single: boolean): Promise<Answer> {
  const { table, search } = request;
  const payload = await jsonBody(request);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isPlainObject)) {
    throw new PostgrestError(400, 'PGRST102', 'The body must be a JSON object or an array of objects');
  }
  if (rows.length > MAX_INSERT_ROWS) {
    throw new PostgrestError(400, 'PGRST102', `At most ${MAX_INSERT_ROWS} rows may be inserted at once`);
  }
  const listed = columnsParam(search.get('columns'), table);
  const columns = listed ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkBodyColumns(table, columns);
  const returning = prefer.returnRepresentation ? selectList(search.get('select'), table) : '1';
  const params = new Params();
  if (rows.length === 0) {
    return prefer.returnRepresentation
      ? { status: 201, body: '[]', headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '*/*' } }
      : { status: 201, body: null, headers: { 'Content-Range': '*/*' } };
  }
  let statement: string;
  if (columns.length === 0) {
    statement = `insert into ${qualified(table)} default values`;
    if (rows.length > 1) throw new PostgrestError(400, 'PGRST102', 'Rows without columns cannot be batched');
  } else {
    const tuples = rows.map(
      (row) =>
        `(${columns
          .map((column) => {
            if (!(column in row)) return prefer.missingDefault ? 'default' : 'null';
            return params.add(toParam(row[column]));
          })
          .join(', ')})`,
    );
    statement = `insert into ${qualified(table)} (${columns.map(quoteIdent).join(', ')}) values ${tuples.join(', ')}`;
  }
  return mutate(request, prefer, single, withReturning(statement, returning), params, (count) => ({
    status: 201,
    headers: { 'Content-Range': prefer.count ? `*/${count}` : '*/*' },
  }));
}

/**
 * The WHERE clause of an update or delete, which must have one: a PATCH or DELETE without a filter would
 * change every row the role may change (PostgREST refuses it the same way with pg-safeupdate).
 */
function filteredWhere(request: RestRequest, params: Params, verb: 'UPDATE' | 'DELETE'): string {
  const where = whereClause(request.search, request.table, params, filterOptions(request));
  if (where === 'true') {
    throw new PostgrestError(
      400,
      '21000',
      `${verb} requires a WHERE clause`,
      null,
      'Add a filter, such as id=eq.1',
    );
  }
  return where;
}

async function update(request: RestRequest, prefer: Preferences, single: boolean): Promise<Answer> {
  const { table, search } = request;
  const payload = await jsonBody(request);
  if (!isPlainObject(payload)) throw new PostgrestError(400, 'PGRST102', 'The body must be a JSON object');
  const keys = Object.keys(payload);
  checkBodyColumns(table, keys);
  const returning = prefer.returnRepresentation ? selectList(search.get('select'), table) : '1';
  const params = new Params();
  const where = filteredWhere(request, params, 'UPDATE');
  if (keys.length === 0) {
    if (single) throw notSingular(0);
    return prefer.returnRepresentation
      ? { status: 200, body: '[]', headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '*/*' } }
      : { status: 204, body: null, headers: { 'Content-Range': '*/*' } };
  }
  const assignments = keys.map((key) => `${quoteIdent(key)} = ${params.add(toParam(payload[key]))}`);
  const statement = `update ${qualified(table)} set ${assignments.join(', ')} where ${where}`;
  return mutate(request, prefer, single, withReturning(statement, returning), params, (count) => ({
    status: 204,
    headers: { 'Content-Range': count === 0 ? '*/*' : `0-${count - 1}/*` },
  }));
}

async function remove(request: RestRequest, prefer: Preferences, single: boolean): Promise<Answer> {
  const { table, search } = request;
  const returning = prefer.returnRepresentation ? selectList(search.get('select'), table) : '1';
  const params = new Params();
  const where = filteredWhere(request, params, 'DELETE');
  const statement = `delete from ${qualified(table)} where ${where}`;
  return mutate(request, prefer, single, withReturning(statement, returning), params, () => ({
    status: 204,
    headers: { 'Content-Range': '*/*' },
  }));
}
