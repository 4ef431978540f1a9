import type { Claims } from '../auth/jwt';
import type { Queryable } from '../db/database';

/** Users whose app metadata is kept; beyond this the cache starts over. */
const MAX_USERS = 10_000;

type AppMetadata = Record<string, unknown>;

const isRecord = (value: unknown): value is AppMetadata =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A signed access token keeps the `app_metadata` (with the staff role) its user had when it was issued,
 * for an hour. This puts the user's current one in its place, so that a role changed or a user removed
 * counts at once for the tokens already out: the database's policies see the current role. Kept per user,
 * renewed when the database says the user changed (`forget`), or all of it when it may have missed that.
 */
export class CurrentRoles {
  private readonly byUser = new Map<string, Promise<AppMetadata | null>>();

  constructor(private readonly db: Queryable) {}

  async current(claims: Claims): Promise<Claims> {
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || claims.sub === '') return claims;
    const stored = await this.lookUp(claims.sub);
    if (stored !== null) return { ...claims, app_metadata: stored };
    // The user is gone: the token keeps what it says of the sign-in, but no role.
    const { role: _gone, ...rest } = isRecord(claims.app_metadata) ? claims.app_metadata : {};
    return { ...claims, app_metadata: rest };
  }

  forget(userId: string): void {
    this.byUser.delete(userId);
  }

  forgetAll(): void {
    this.byUser.clear();
  }

  private lookUp(userId: string): Promise<AppMetadata | null> {
    const known = this.byUser.get(userId);
    if (known) return known;
    if (this.byUser.size >= MAX_USERS) this.byUser.clear();
    const lookup = this.db
      .query<{ app_metadata: unknown }>(
        'select raw_app_meta_data as app_metadata from auth.users where id::text = $1',
        [userId],
      )
      .then(({ rows }) => {
        const row = rows[0];
        return row === undefined ? null : isRecord(row.app_metadata) ? row.app_metadata : {};
      });
    this.byUser.set(userId, lookup);
    // A failed look-up is not kept: the next request asks again.
    lookup.catch(() => {
      if (this.byUser.get(userId) === lookup) this.byUser.delete(userId);
    });
    return lookup;
  }
}
