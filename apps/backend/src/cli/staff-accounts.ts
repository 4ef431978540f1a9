import { hashPassword } from '../auth/passwords';
import {
  createUser,
  deleteUserRow,
  findUserByEmail,
  listUsers,
  mergeMetadata,
  type UserRow,
  updateUserRow,
} from '../auth/users';
import type { Database } from '../db/database';

export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface Account {
  id: string;
  email: string;
  /** The staff role, or undefined for a signed-up user without one. */
  role: string | undefined;
  createdAt: string;
  lastSignInAt: string | undefined;
}

/** Staff accounts, managed through a running server's admin API or straight in the database. */
export interface StaffAccounts {
  list(): Promise<Account[]>;
  add(email: string, role: StaffRole, password: string): Promise<Account>;
  setRole(email: string, role: StaffRole): Promise<Account>;
  /** Removes the user, and with them every session and refresh token they had. */
  remove(email: string): Promise<void>;
}

export class AccountError extends Error {}

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/** The user object as GoTrue answers it, or a row of auth.users, as an account. */
export function accountOf(user: {
  id: string;
  email: string | null;
  app_metadata: unknown;
  created_at: string | Date | null;
  last_sign_in_at: string | Date | null;
}): Account {
  const metadata = (user.app_metadata ?? {}) as Record<string, unknown>;
  const iso = (value: string | Date | null) => (value === null ? undefined : new Date(value).toISOString());
  return {
    id: user.id,
    email: user.email ?? '',
    role: typeof metadata.role === 'string' ? metadata.role : undefined,
    createdAt: iso(user.created_at) ?? '',
    lastSignInAt: iso(user.last_sign_in_at),
  };
}

const rowAccount = (row: UserRow): Account => accountOf({ ...row, app_metadata: row.raw_app_meta_data });

const noSuchUser = (email: string) => new AccountError(`There is no account ${email.toLowerCase()}.`);
const alreadyThere = (email: string) =>
  new AccountError(`The account ${email.toLowerCase()} exists already (set-role changes its role).`);

/** Straight in the database, for when no server is running on it. */
export class DatabaseAccounts implements StaffAccounts {
  constructor(private readonly db: Database) {}

  async list(): Promise<Account[]> {
    const { users } = await listUsers(this.db, 1, 100_000);
    return users.map(rowAccount);
  }

  async add(email: string, role: StaffRole, password: string): Promise<Account> {
    if (await findUserByEmail(this.db, email)) throw alreadyThere(email);
    const created = await createUser(this.db, {
      email,
      passwordHash: await hashPassword(password),
      appMetadata: { ...EMAIL_APP_METADATA, role },
    });
    return rowAccount(created);
  }

  async setRole(email: string, role: StaffRole): Promise<Account> {
    const user = await findUserByEmail(this.db, email);
    if (!user) throw noSuchUser(email);
    const updated = await updateUserRow(this.db, user.id, {
      appMetadata: mergeMetadata(user.raw_app_meta_data, { role }),
    });
    if (!updated) throw noSuchUser(email);
    return rowAccount(updated);
  }

  async remove(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user || !(await deleteUserRow(this.db, user.id))) throw noSuchUser(email);
  }
}

type GoTrueUser = Parameters<typeof accountOf>[0];

/** Through a running server's GoTrue admin API, with the service key. */
export class ApiAccounts implements StaffAccounts {
  constructor(
    private readonly url: string,
    private readonly serviceKey: string,
  ) {}

  async list(): Promise<Account[]> {
    const users: GoTrueUser[] = [];
    for (let page = 1; ; page++) {
      const answer = (await this.call('GET', `users?page=${page}&per_page=1000`)) as { users: GoTrueUser[] };
      users.push(...answer.users);
      if (answer.users.length < 1000) return users.map(accountOf);
    }
  }

  async add(email: string, role: StaffRole, password: string): Promise<Account> {
    if (await this.find(email)) throw alreadyThere(email);
    const created = await this.call('POST', 'users', {
      email,
      password,
      email_confirm: true,
      app_metadata: { role },
    });
    return accountOf(created as GoTrueUser);
  }

  async setRole(email: string, role: StaffRole): Promise<Account> {
    const found = await this.find(email);
    if (!found) throw noSuchUser(email);
    return accountOf((await this.call('PUT', `users/${found.id}`, { app_metadata: { role } })) as GoTrueUser);
  }

  async remove(email: string): Promise<void> {
    const found = await this.find(email);
    if (!found) throw noSuchUser(email);
    await this.call('DELETE', `users/${found.id}`);
  }

  private async find(email: string): Promise<Account | undefined> {
    const wanted = email.toLowerCase();
    return (await this.list()).find((account) => account.email === wanted);
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.url}/auth/v1/admin/${path}`, {
      method,
      headers: {
        apikey: this.serviceKey,
        authorization: `Bearer ${this.serviceKey}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: string; msg?: string };
    if (!response.ok) {
      throw new AccountError(`The server refused: ${answer.message ?? answer.msg ?? response.statusText}`);
    }
    return answer;
  }
}
