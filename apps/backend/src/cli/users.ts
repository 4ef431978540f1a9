import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { SERVICE_ROLE_KEY_FILE } from '../auth/service-key';
import { readConfig, type ServerConfig } from '../config';
import { DataDirInUse, type DataDirLock, lockDataDir, processAlive } from '../data-dir/lock';
import { createPrivately, makeDataDirPrivate } from '../data-dir/private-files';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { readServerFile } from '../server-file';
import {
  type Account,
  AccountError,
  ApiAccounts,
  DatabaseAccounts,
  STAFF_ROLES,
  type StaffAccounts,
  type StaffRole,
} from './staff-accounts';

const USAGE = `Staff accounts (admin: everything; editor: drafts, images and previews).

  pnpm users add EMAIL --role admin|editor [--password P]   without --password, one is generated and shown once
  pnpm users list
  pnpm users set-role EMAIL admin|editor
  pnpm users remove EMAIL                                   also ends the user's sessions (refresh tokens)

A running server is reached through its admin API (DATA_DIR/server.json); otherwise the database is opened
directly: PGlite in DATA_DIR, or DATABASE_URL.`;

class UsageError extends Error {}

const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_BYTES = 72;

function emailArgument(value: string | undefined): string {
  if (value === undefined || !z.email().safeParse(value).success) {
    throw new UsageError(`An e-mail address is needed${value === undefined ? '' : `, not "${value}"`}.`);
  }
  return value.toLowerCase();
}

function roleArgument(value: string | undefined): StaffRole {
  const role = STAFF_ROLES.find((known) => known === value);
  if (!role)
    throw new UsageError(`The role is one of ${STAFF_ROLES.join(', ')}${value ? `, not "${value}"` : ''}.`);
  return role;
}

function passwordArgument(value: string): string {
  if (value.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (Buffer.byteLength(value, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new UsageError(`The password may be at most ${MAX_PASSWORD_BYTES} bytes long.`);
  }
  return value;
}

/** The URL of the server running on this DATA_DIR, when one answers. */
async function runningServerUrl(dataDir: string): Promise<string | undefined> {
  const found = readServerFile(dataDir);
  if (!found || !processAlive(found.pid)) return undefined;
  try {
    const health = await fetch(`${found.url}/healthz`, { signal: AbortSignal.timeout(5000) });
    return health.ok ? found.url : undefined;
  } catch {
    return undefined;
  }
}

async function openDatabase(config: ServerConfig): Promise<Database> {
  createPrivately();
  makeDataDirPrivate(config.dataDir);
  if (config.databaseUrl)
    return migrated(config, await (await import('../db/postgres')).openPostgres(config.databaseUrl));
  // Straight on PGlite's files only while no server (or other command) has them.
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir, 'pnpm users');
  } catch (error) {
    if (error instanceof DataDirInUse) throw new AccountError(error.message);
    throw error;
  }
  try {
    const db = await migrated(
      config,
      await (await import('../db/pglite')).openPglite(join(config.dataDir, 'pgdata')),
    );
    return { ...db, close: () => db.close().finally(() => lock.release()) };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function migrated(config: ServerConfig, db: Database): Promise<Database> {
  try {
    // A database the server has not started on yet gets its schema first (the server would do the same).
    await migrate(db, [
      { label: 'local', dir: join(config.supabaseDir, 'local') },
      { label: 'migrations', dir: join(config.supabaseDir, 'migrations') },
    ]);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** The accounts, through the running server or straight in the database, and how to let go of them. */
async function connect(config: ServerConfig): Promise<{ accounts: StaffAccounts; close(): Promise<void> }> {
  const url = await runningServerUrl(config.dataDir);
  if (url) {
    const keyFile = join(config.dataDir, SERVICE_ROLE_KEY_FILE);
    if (!existsSync(keyFile))
      throw new AccountError(`The server runs, but ${SERVICE_ROLE_KEY_FILE} is missing.`);
    const key = readFileSync(keyFile, 'utf8').trim();
    console.error(`Through the server running at ${url}.`);
    return { accounts: new ApiAccounts(url, key), close: async () => undefined };
  }
  const db = await openDatabase(config);
  return { accounts: new DatabaseAccounts(db), close: () => db.close() };
}

function table(accounts: readonly Account[]): string {
  if (accounts.length === 0) return 'No accounts yet.';
  const rows = [
    ['EMAIL', 'ROLE', 'CREATED', 'LAST SIGN-IN'],
    ...accounts.map((account) => [
      account.email,
      account.role ?? '-',
      account.createdAt.slice(0, 16).replace('T', ' '),
      account.lastSignInAt?.slice(0, 16).replace('T', ' ') ?? 'never',
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Runs one command; answers what to print. */
async function run(args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, email, extra] = positionals;
  if (values.help || command === undefined || command === 'help') return USAGE;
  // Check every argument before anything is opened.
  let work: (accounts: StaffAccounts) => Promise<string>;
  if (command === 'list') {
    work = async (accounts) => table(await accounts.list());
  } else if (command === 'add') {
    const address = emailArgument(email);
    const role = roleArgument(values.role);
    const password = values.password === undefined ? undefined : passwordArgument(values.password);
    work = async (accounts) => {
      const chosen = password ?? randomBytes(18).toString('base64url');
      const account = await accounts.add(address, role, chosen);
      const added = `Added ${account.email} as ${role}.`;
      return password === undefined ? `${added}\nPassword: ${chosen} (shown only this once)` : added;
    };
  } else if (command === 'set-role') {
    const address = emailArgument(email);
    const role = roleArgument(extra ?? values.role);
    work = async (accounts) => `${(await accounts.setRole(address, role)).email} is now ${role}.`;
  } else if (command === 'remove') {
    const address = emailArgument(email);
    work = async (accounts) => {
      await accounts.remove(address);
      return `Removed ${address}; their sessions and refresh tokens are revoked.`;
    };
  } else {
    throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
  // The server's own reading of the environment (a relative DATA_DIR means the same folder to both).
  const connection = await connect(readConfig(env));
  try {
    return await work(connection.accounts);
  } finally {
    await connection.close();
  }
}

try {
  console.log(await run(process.argv.slice(2), process.env));
} catch (error) {
  if (
    error instanceof UsageError ||
    error instanceof AccountError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error((error as Error).message);
    process.exitCode = error instanceof AccountError ? 1 : 2;
  } else {
    throw error;
  }
}
