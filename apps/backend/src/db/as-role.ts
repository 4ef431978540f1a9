import type { Claims } from '../auth/jwt';
import {
  type Database,
  inTransaction,
  type Queryable,
  type RoleSettings,
  type Statement,
  type TextRows,
} from './database';

/** Claims that only the server itself can have signed and that carry no user-supplied value. */
const SERVER_ONLY_ANON_CLAIMS = new Set(['role', 'iss', 'iat', 'exp']);

/** A SQL string literal, for the server's own anon claims and for settings read from the database. */
const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * Reads each role's settings (`alter role … set`), for this database or all of them, so that a request
 * run as the role gets them, as PostgREST applies them. Called at start, after the migrations.
 */
export async function loadRoleSettings(db: Database): Promise<void> {
  const { rows } = await db.query<{ role: string; setting: string }>(
    `select r.rolname as role, s.setting
       from pg_db_role_setting d
       join pg_roles r on r.oid = d.setrole
       cross join lateral unnest(d.setconfig) as s(setting)
      where d.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      order by d.setdatabase`,
  );
  const settings = new Map<string, Map<string, string>>();
  for (const { role, setting } of rows) {
    const equals = setting.indexOf('=');
    if (equals <= 0) continue;
    const forRole = settings.get(role) ?? new Map<string, string>();
    // A database-specific setting (ordered last) overrides the one for every database.
    forRole.set(setting.slice(0, equals), setting.slice(equals + 1));
    settings.set(role, forRole);
  }
  db.roleSettings = settings;
}

/** `, set_config('name', 'value', true)` for each of the role's settings. */
function settingsSql(settings: RoleSettings | undefined): string {
  if (!settings) return '';
  return [...settings]
    .map(([name, value]) => `, set_config(${literal(name)}, ${literal(value)}, true)`)
    .join('');
}

const anonSetups = new Map<string, string>();

/**
 * For the anon key (the same on nearly every public read), the settings as one constant statement:
 * sent without bind parameters it costs one round trip instead of four inside PGlite.
 */
function anonSetup(db: Database, claims: Claims): string | undefined {
  if (claims.role !== 'anon' || !Object.keys(claims).every((key) => SERVER_ONLY_ANON_CLAIMS.has(key))) {
    return undefined;
  }
  const extra = settingsSql(db.roleSettings.get('anon'));
  const key = `${JSON.stringify(claims)}${extra}`;
  let sql = anonSetups.get(key);
  if (sql === undefined) {
    sql = `select set_config('role', 'anon', true), set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true),
                  set_config('request.jwt.claim.sub', '', true), set_config('request.jwt.claim.role', 'anon', true)${extra}`;
    if (anonSetups.size < 16) anonSetups.set(key, sql);
  }
  return sql;
}

const ROLE_SETUP = `select set_config('role', $1, true),
                           set_config('request.jwt.claims', $2, true),
                           set_config('request.jwt.claim.sub', $3, true),
                           set_config('request.jwt.claim.role', $1, true)`;

const roleSetup = (db: Database, claims: Claims): Statement => ({
  // The role's settings come from the database itself, never from the request: safe to inline.
  sql: `${ROLE_SETUP}${settingsSql(db.roleSettings.get(claims.role))}`,
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
  const [, ...results] = await db.pipeline([roleSetup(db, claims), ...statements]);
  return results;
}

/**
 * Runs `work` in one transaction as the JWT's role with `request.jwt.claims` set, as PostgREST and
 * storage-api do, so that row-level security decides what the request may see and change.
 */
export function asRole<T>(db: Database, claims: Claims, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    const constant = anonSetup(db, claims);
    if (constant !== undefined) {
      await tx.exec(constant);
    } else {
      const setup = roleSetup(db, claims);
      await tx.query(setup.sql, setup.params);
    }
    return work(tx);
  });
}
