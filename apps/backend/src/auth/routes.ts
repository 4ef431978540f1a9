import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { closingConnection } from '../close-connection';
import type { Database } from '../db/database';
import { adminUserRoutes } from './admin-users';
import { API_VERSION, authError } from './errors';
import { isRefreshTokenShaped, refreshGrantBody } from './inputs';
import { SESSION_ENDED_MESSAGE, type SessionEnds, type TokenService } from './jwt';
import { passwordGrant } from './password-grant';
import { containsNul, readAuthBody } from './request-body';
import { endSessions, refreshSession, sessionExists } from './sessions';
import { SignInLimits } from './sign-in-limits';
import { SIGN_UP_LIMITS, type SignUpLimitSettings, SignUpLimits, signUp } from './sign-up';
import { clientAddress, type TrustProxy } from './trust-proxy';
import { updateUser } from './user-update';
import { findUserById, userJson } from './users';

export interface AuthServices {
  db: Database;
  tokens: TokenService;
  allowSignup: boolean;
  failuresPerEmail: number;
  /** The first and the longest wait of a pair past `failuresPerEmail` failures, in seconds. */
  backoffSeconds: number;
  backoffMaxSeconds: number;
  failuresPerAddress: number;
  /** Failures for one email (any address) from which failed answers are delayed. */
  failuresBeforeDelay: number;
  /** How long a rotated refresh token still answers with its session's current one. */
  refreshReuseIntervalSeconds: number;
  trustProxy: TrustProxy;
  /** Hears of every user the admin API created, changed or deleted. */
  onUserChanged?: (userId: string) => void;
  /** Hears of every session ended here, once committed (its access tokens are refused from then on). */
  sessions?: SessionEnds;
  /** Sign-ups allowed per client address and per e-mail in an hour (default SIGN_UP_LIMITS). */
  signUpLimits?: SignUpLimitSettings;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

const refreshFailure = {
  refresh_token_not_found: 'Invalid Refresh Token: Refresh Token Not Found',
  refresh_token_already_used: 'Invalid Refresh Token: Already Used',
} as const;

/** `/auth/v1`: the GoTrue subset supabase-js uses (password and refresh grants, user, logout). */
export function authRoutes(services: AuthServices): Hono {
  const { db, tokens } = services;
  const limits = new SignInLimits(db, {
    perPair: services.failuresPerEmail,
    backoffSeconds: services.backoffSeconds,
    backoffMaxSeconds: services.backoffMaxSeconds,
    perAddress: services.failuresPerAddress,
    delayFrom: services.failuresBeforeDelay,
  });
  const signUps = new SignUpLimits(db, services.signUpLimits ?? SIGN_UP_LIMITS);
  const sessionsEnded = (ids: readonly (string | undefined)[]) => {
    for (const id of ids) if (id !== undefined) services.sessions?.ended(id);
  };
  const addressOf = (c: Context) =>
    clientAddress(services.trustProxy, socketAddress(c), c.req.header('x-forwarded-for'));
  const app = new Hono();

  app.use(
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => closingConnection(c, authError(413, 'request_too_large', 'Request body too large')),
    }),
  );
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
  });

  app.get('/health', (c) => c.json({ name: 'GoTrue', description: 'company-backend auth' }));
  app.get('/settings', (c) =>
    c.json({ external: { email: true }, disable_signup: !services.allowSignup, mailer_autoconfirm: true }),
  );

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const read = await readAuthBody(c);
    if (read instanceof Response) return read;
    if (grantType === 'password') {
      const outcome = await passwordGrant(db, tokens, limits, read.body, addressOf(c));
      return outcome instanceof Response ? outcome : c.json(outcome);
    }
    if (grantType === 'refresh_token') {
      const parsed = refreshGrantBody.safeParse(read.body);
      if (!parsed.success) return authError(400, 'validation_failed', 'A refresh token is required');
      const token = parsed.data.refresh_token;
      if (!isRefreshTokenShaped(token)) {
        return authError(400, 'refresh_token_not_found', refreshFailure.refresh_token_not_found);
      }
      const outcome = await db.transaction((tx) =>
        refreshSession(tx, tokens, token, services.refreshReuseIntervalSeconds, (id) => findUserById(tx, id)),
      );
      if (!outcome.ok) {
        sessionsEnded([outcome.endedSession]);
        return authError(400, outcome.code, refreshFailure[outcome.code]);
      }
      return c.json(outcome.response);
    }
    return authError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  app.post('/signup', async (c) => {
    if (!services.allowSignup)
      return authError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const read = await readAuthBody(c);
    if (read instanceof Response) return read;
    const answer = await signUp(db, signUps, read.body, addressOf(c));
    return answer instanceof Response ? answer : c.json(answer);
  });

  /** The signed-in user behind the request's access token, or the GoTrue error to answer. */
  async function currentSession(c: Context) {
    const header = c.req.header('authorization');
    const token = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    if (!token) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = await tokens.verify(token);
    if (!verified.ok && verified.reason === 'session_ended') {
      // GoTrue's order: a removed user is told first, then an ended session.
      if (verified.subject !== undefined && !(await findUserById(db, verified.subject)))
        return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return authError(403, 'session_not_found', SESSION_ENDED_MESSAGE);
    }
    if (!verified.ok)
      return authError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${verified.message}`,
      );
    const { sub, session_id: sessionId } = verified.claims;
    if (typeof sub !== 'string' || sub === '')
      return authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const user = await findUserById(db, sub);
    if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (typeof sessionId !== 'string' || !(await sessionExists(db, sessionId))) {
      return authError(403, 'session_not_found', SESSION_ENDED_MESSAGE);
    }
    return { user, sessionId };
  }

  app.get('/user', async (c) => {
    const session = await currentSession(c);
    if (session instanceof Response) return session;
    return c.json(userJson(session.user));
  });

  app.put('/user', async (c) => {
    const session = await currentSession(c);
    if (session instanceof Response) return session;
    const read = await readAuthBody(c);
    if (read instanceof Response) return read;
    if (containsNul(read.body)) return authError(400, 'validation_failed', 'Invalid user attributes');
    const updated = await updateUser(db, session.user, session.sessionId, read.body, sessionsEnded);
    return updated instanceof Response ? updated : c.json(userJson(updated));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      return authError(400, 'validation_failed', 'scope must be global, local or others');
    }
    const session = await currentSession(c);
    if (session instanceof Response) return session;
    sessionsEnded(await endSessions(db, session.user.id, session.sessionId, scope));
    return c.body(null, 204);
  });

  app.route('/admin', adminUserRoutes(services));

  app.all('*', () => authError(404, 'not_found', 'Not found'));
  return app;
}
