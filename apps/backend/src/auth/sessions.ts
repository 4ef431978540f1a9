import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { ACCESS_TOKEN_SECONDS, type TokenService } from './jwt';
import { type UserRow, userJson } from './users';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

const newRefreshToken = (): string => randomBytes(24).toString('base64url');

/**
 * What the database keeps of a refresh token: its hex SHA-256 (the same as Postgres's
 * `encode(sha256(convert_to(token, 'UTF8')), 'hex')`, which hashed the rows written before). A token is
 * 24 random bytes, so a hash without salt or stretching cannot be turned back into it.
 */
export const refreshTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** How many rotations a token reused within the grace period may be behind its session's current one. */
const MAX_CHAIN_STEPS = 32;

async function tokenResponse(
  tokens: TokenService,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  signedInAt: number,
): Promise<TokenResponse> {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await tokens.accessToken(
    {
      email: user.email ?? '',
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: user.role,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: signedInAt }],
      session_id: sessionId,
      is_anonymous: false,
    },
    user.id,
    now,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: now + ACCESS_TOKEN_SECONDS,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session for a user who just proved their password. */
export async function startSession(
  db: Queryable,
  tokens: TokenService,
  user: UserRow,
): Promise<TokenResponse> {
  const { rows } = await db.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1::uuid) returning id::text as id',
    [user.id],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('creating the session returned no row');
  const refreshToken = newRefreshToken();
  await db.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2::uuid, $3::uuid)',
    [refreshTokenHash(refreshToken), user.id, sessionId],
  );
  await db.query('update auth.users set last_sign_in_at = now() where id = $1::uuid', [user.id]);
  const signedIn = { ...user, last_sign_in_at: new Date() };
  return tokenResponse(tokens, signedIn, sessionId, refreshToken, Math.floor(Date.now() / 1000));
}

export type RefreshOutcome =
  | { ok: true; response: TokenResponse }
  | {
      ok: false;
      code: 'refresh_token_not_found' | 'refresh_token_already_used';
      /** The session this reuse ended, to be told once the transaction is committed. */
      endedSession?: string;
    };

type RefreshTokenRow = {
  user_id: string;
  session_id: string;
  revoked: boolean;
  /** Whether it was rotated (or issued) less than the reuse interval ago. */
  recent: boolean;
};

/**
 * The session's current refresh token, found from a spent one: each rotation's child is derived from its
 * parent (`TokenService.childRefreshToken`), so the chain is followed to the token not yet rotated.
 */
async function currentOfChain(
  db: Queryable,
  tokens: TokenService,
  spent: string,
  sessionId: string,
): Promise<string | undefined> {
  let token = spent;
  for (let step = 0; step < MAX_CHAIN_STEPS; step++) {
    token = tokens.childRefreshToken(token);
    const { rows } = await db.query<{ revoked: boolean }>(
      'select revoked from auth.refresh_tokens where token = $1 and session_id = $2::uuid',
      [refreshTokenHash(token), sessionId],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    if (!row.revoked) return token;
  }
  return undefined;
}

/**
 * Exchanges a refresh token for a new pair; each refresh token rotates once, as GoTrue's do. A spent
 * token used again within `reuseIntervalSeconds` (two tabs refreshing at once) answers the session's
 * current token with a new access token; used later it may have been stolen, so its session ends, with
 * every token of it. Runs inside a transaction: the row lock makes parallel refreshes wait for each other.
 * Only hashes of the tokens are stored and looked up.
 */
export async function refreshSession(
  db: Queryable,
  tokens: TokenService,
  refreshToken: string,
  reuseIntervalSeconds: number,
  loadUser: (id: string) => Promise<UserRow | undefined>,
): Promise<RefreshOutcome> {
  const hash = refreshTokenHash(refreshToken);
  const { rows } = await db.query<RefreshTokenRow>(
    `select user_id::text as user_id, session_id::text as session_id, revoked,
            updated_at > now() - $2::int * interval '1 second' as recent
       from auth.refresh_tokens where token = $1 for update`,
    [hash, reuseIntervalSeconds],
  );
  const found = rows[0];
  if (!found) return { ok: false, code: 'refresh_token_not_found' };
  const user = await loadUser(found.user_id);
  if (!user) return { ok: false, code: 'refresh_token_not_found' };
  let issued: string;
  if (found.revoked) {
    if (!found.recent) {
      await db.query('delete from auth.sessions where id = $1::uuid', [found.session_id]);
      return { ok: false, code: 'refresh_token_already_used', endedSession: found.session_id };
    }
    const current = await currentOfChain(db, tokens, refreshToken, found.session_id);
    if (current === undefined) return { ok: false, code: 'refresh_token_already_used' };
    issued = current;
  } else {
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [
      hash,
    ]);
    issued = tokens.childRefreshToken(refreshToken);
    await db.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2::uuid, $3::uuid, $4)',
      [refreshTokenHash(issued), found.user_id, found.session_id, hash],
    );
  }
  await db.query('update auth.sessions set updated_at = now() where id = $1::uuid', [found.session_id]);
  return {
    ok: true,
    response: await tokenResponse(tokens, user, found.session_id, issued, Math.floor(Date.now() / 1000)),
  };
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id::text = $1', [sessionId]);
  return rows.length > 0;
}

/** Ends the sessions of `scope` (GoTrue's logout scopes); answers the ids of those it ended. */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<string[]> {
  const { rows } =
    scope === 'local'
      ? await db.query<{ id: string }>(
          'delete from auth.sessions where id::text = $1 returning id::text as id',
          [sessionId],
        )
      : scope === 'others'
        ? await db.query<{ id: string }>(
            'delete from auth.sessions where user_id::text = $1 and id::text <> $2 returning id::text as id',
            [userId, sessionId],
          )
        : await db.query<{ id: string }>(
            'delete from auth.sessions where user_id::text = $1 returning id::text as id',
            [userId],
          );
  return rows.map((row) => row.id);
}
