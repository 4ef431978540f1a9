import type { Claims } from '../auth/jwt';
import type { Queryable } from '../db/database';

/** Sessions whose liveness is kept; beyond this the cache starts over. */
const MAX_SESSIONS = 10_000;
/**
 * How long a session seen alive is believed without asking again. Ended sessions are told at once (here,
 * and by the database's notification from other instances); this only bounds what a missed one could cost.
 */
const ALIVE_FOR_MS = 60_000;

interface Known {
  alive: Promise<boolean>;
  /** When it was looked up (Date.now()). */
  at: number;
}

/**
 * A signed access token is valid for an hour, but its session may end before: a logout of any scope, a
 * password change ending the other sessions, a reused refresh token, the user's removal. This knows, per
 * session id, whether `auth.sessions` still has the session (asked once, on first sight), and hears of
 * ended ones (`ended`, from this server's own logouts and from the database's `sessions_ended`
 * notification), so that an ended session's tokens are refused by REST, storage and rpc within moments.
 * Tokens without a session (the anon and service keys) are never looked up.
 */
export class LiveSessions {
  private readonly bySession = new Map<string, Known>();

  constructor(private readonly db: Queryable) {}

  /** Whether the token's session (if it names one) is still there; cached, so usually no query. */
  async alive(claims: Claims): Promise<boolean> {
    if (claims.role !== 'authenticated') return true;
    const sessionId = claims.session_id;
    if (typeof sessionId !== 'string' || sessionId === '') return true;
    const userId = typeof claims.sub === 'string' ? claims.sub : '';
    return this.lookUp(sessionId, userId);
  }

  /** The session has ended: its tokens are refused from now on. */
  ended(sessionId: string): void {
    // Only sessions this server has seen are kept (an unseen one is looked up when it comes, and is gone).
    // Replacing a look-up still under way makes sure its older answer is not kept.
    if (this.bySession.has(sessionId)) {
      this.bySession.set(sessionId, { alive: Promise.resolve(false), at: Number.POSITIVE_INFINITY });
    }
  }

  /** Some ends may have been missed (the listening connection was lost): everything is asked again. */
  forgetAll(): void {
    this.bySession.clear();
  }

  private lookUp(sessionId: string, userId: string): Promise<boolean> {
    const known = this.bySession.get(sessionId);
    if (known && Date.now() - known.at < ALIVE_FOR_MS) return known.alive;
    if (this.bySession.size >= MAX_SESSIONS) this.bySession.clear();
    const alive = this.db
      .query('select 1 from auth.sessions where id::text = $1 and user_id::text = $2', [sessionId, userId])
      .then(({ rows }) => rows.length > 0);
    const entry: Known = { alive, at: Date.now() };
    this.bySession.set(sessionId, entry);
    // A failed look-up is not kept: the next request asks again.
    alive.catch(() => {
      if (this.bySession.get(sessionId) === entry) this.bySession.delete(sessionId);
    });
    return alive;
  }
}
