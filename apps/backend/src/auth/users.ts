import { type Database, inTransaction, type Queryable, Rollback } from '../db/database';

export type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
};

const USER_COLUMNS = `id::text as id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [
    email.toLowerCase(),
  ]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id::text = $1`, [
    id,
  ]);
  return rows[0];
}

export async function createUser(
  db: Queryable,
  user: { email: string; passwordHash: string; appMetadata: Record<string, unknown>; userMetadata?: object },
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, now(), $3::jsonb, $4::jsonb) returning ${USER_COLUMNS}`,
    [
      user.email.toLowerCase(),
      user.passwordHash,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata ?? {}),
    ],
  );
  const created = rows[0];
  if (!created) throw new Error('creating the user returned no row');
  return created;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** The user object as GoTrue answers it. */
export function userJson(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    phone: '',
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

/** One page of users, oldest first (as GoTrue lists them), and how many there are in all. */
export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await db.query<{ total: string }>('select count(*)::text as total from auth.users');
  return { users: rows, total: Number(count.rows[0]?.total ?? 0) };
}

export interface UserChanges {
  email?: string;
  passwordHash?: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
}

/** Applies the given changes to a user; answers the updated user, or undefined when there is none. */
export async function updateUserRow(
  db: Queryable,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set email = coalesce($2, email),
            encrypted_password = coalesce($3, encrypted_password),
            raw_app_meta_data = coalesce($4::jsonb, raw_app_meta_data),
            raw_user_meta_data = coalesce($5::jsonb, raw_user_meta_data),
            updated_at = now()
      where id::text = $1 returning ${USER_COLUMNS}`,
    [
      id,
      changes.email?.toLowerCase() ?? null,
      changes.passwordHash ?? null,
      changes.appMetadata === undefined ? null : JSON.stringify(changes.appMetadata),
      changes.userMetadata === undefined ? null : JSON.stringify(changes.userMetadata),
    ],
  );
  return rows[0];
}

/**
 * Deletes a user and their sessions (their refresh tokens go with them); answers the ids of the sessions
 * it ended, or undefined when there was no such user.
 */
export async function deleteUserAndSessions(db: Database, id: string): Promise<string[] | undefined> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'delete from auth.sessions where user_id::text = $1 returning id::text as id',
      [id],
    );
    if (!(await deleteUserRow(tx, id))) throw new Rollback<string[] | undefined>(undefined);
    return rows.map((row) => row.id);
  });
}

/** Deletes a user; their sessions and refresh tokens go with them. False when there was none. */
export async function deleteUserRow(db: Queryable, id: string): Promise<boolean> {
  const { affectedRows } = await db.query('delete from auth.users where id::text = $1', [id]);
  return affectedRows > 0;
}

/** GoTrue's metadata update: the given keys replace the stored ones, a null removes its key. */
export function mergeMetadata(
  stored: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
