import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 3600;
const ISSUER = 'company-backend';
/** Roles a token may name; anything else is refused before it reaches the database. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export type Claims = Record<string, unknown> & { role: ApiRole; sub?: string; session_id?: string };

export type VerifyResult =
  | { ok: true; claims: Claims }
  | {
      ok: false;
      reason: 'expired' | 'invalid' | 'session_ended';
      message: string;
      /** The user a token of an ended session was issued to. */
      subject?: string;
    };

export const SESSION_ENDED_MESSAGE = 'Session from session_id claim in JWT does not exist';

/** What hears of sessions ended on this server (live/live-sessions.ts), so their tokens die at once. */
export interface SessionEnds {
  ended(sessionId: string): void;
}

const VERIFIED_CACHE_SIZE = 1000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their claims: every public read carries the same anon key, and
   * checking an HMAC per request would cost more than the query it guards.
   */
  private readonly verified = new Map<string, Claims>();
  /**
   * Puts what is current in place of what a token said when issued (see live/current-roles.ts), or
   * answers undefined when the token's session has ended (live/live-sessions.ts).
   */
  private currentClaims: ((claims: Claims) => Promise<Claims | undefined>) | undefined;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * The key the server's own page renderer reads with: the anon role, marked as the renderer's so that the
   * searches it makes for a visitor's page are not counted again (the page request was). Never handed out.
   */
  rendererKey(): Promise<string> {
    return new SignJWT({ role: 'anon', site_renderer: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(1767225600)
      .setExpirationTime(2082758400)
      .sign(this.key);
  }

  /** The public anonymous key: a long-lived HS256 token for the `anon` role (as Supabase's). */
  anonKey(): Promise<string> {
    return new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(1767225600)
      .setExpirationTime(2082758400)
      .sign(this.key);
  }

  /**
   * The service key: a long-lived HS256 token for the `service_role` role (as Supabase's), which bypasses
   * row-level security and may use the auth admin API. For operators and servers only, never a browser.
   */
  serviceRoleKey(issuedAt: number): Promise<string> {
    return new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(2082758400)
      .sign(this.key);
  }

  accessToken(claims: Record<string, unknown>, subject: string, now: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(`${ISSUER}/auth/v1`)
      .setSubject(subject)
      .setAudience('authenticated')
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /**
   * From now on, the claims of every verified token pass through `current` before they are used; when it
   * answers undefined (the token's session has ended) the token is refused as `session_ended`.
   */
  followCurrentClaims(current: (claims: Claims) => Promise<Claims | undefined>): void {
    this.currentClaims = current;
  }

  async verify(token: string): Promise<VerifyResult> {
    const result = await this.verifySigned(token);
    if (!result.ok || this.currentClaims === undefined) return result;
    const claims = await this.currentClaims(result.claims);
    if (claims !== undefined) return { ok: true, claims };
    // What a token of an ended session (logout, password change, reused refresh token, user removed) gets.
    return { ok: false, reason: 'session_ended', message: SESSION_ENDED_MESSAGE, subject: result.claims.sub };
  }

  /**
   * The refresh token that follows `parent` when it rotates: derived from it with a key of the JWT secret,
   * so that a parent reused within the grace period can be answered with its child again although the
   * database keeps only hashes. Without the parent (which is never stored) nobody can work it out.
   */
  childRefreshToken(parent: string): string {
    return createHmac('sha256', this.key)
      .update(`refresh-token-child:${parent}`)
      .digest()
      .subarray(0, 24)
      .toString('base64url');
  }

  private async verifySigned(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known !== undefined) {
      const exp = typeof known.exp === 'number' ? known.exp : Number.POSITIVE_INFINITY;
      if (Date.now() / 1000 <= exp + 30) return { ok: true, claims: known };
      this.verified.delete(token);
    }
    const result = await this.verifyUncached(token);
    if (result.ok) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, result.claims);
    }
    return result;
  }

  private async verifyUncached(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], clockTolerance: 30 });
      const role = payload.role ?? 'anon';
      if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
        return { ok: false, reason: 'invalid', message: `role "${String(role)}" does not exist` };
      }
      return { ok: true, claims: { ...payload, role: role as ApiRole } };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
      const message = error instanceof Error ? error.message : 'invalid token';
      return { ok: false, reason: 'invalid', message };
    }
  }
}

/** The bearer token of a request: Authorization first, else the apikey header (as Kong maps it). */
export function requestToken(
  authorization: string | undefined,
  apikey: string | undefined,
): string | undefined {
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ?? authorization;
  }
  return apikey && apikey.length > 0 ? apikey : undefined;
}
