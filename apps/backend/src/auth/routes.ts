import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { closingConnection } from '../close-connection';
import type { Database } from '../db/database';
import { adminUserRoutes } from './admin-users';
import { API_VERSION, authError } from './errors';
import { isRefreshTokenShaped, newPasswordProblem, refreshGrantBody, signupBody } from './inputs';
import type { TokenService } from './jwt';
import { passwordGrant } from './password-grant';
import { hashPassword } from './passwords';
import { containsNul, readAuthBody } from './request-body';
import { endSessions, refreshSession, sessionExists, startSession } from './sessions';
import { SignInLimits } from './sign-in-limits';
import { clientAddress, type TrustProxy } from './trust-proxy';
import { updateUser } from './user-update';
import { createUser, findUserByEmail, findUserById, userJson } from './users';

export interface AuthServices {
  db: Database;
  tokens: TokenService;
  allowSignup: boolean;
  failuresPerEmail: number;
  failuresPerAddress: number;
  /** Failures for one email (any address) from which failed answers are delayed. */
  failuresBeforeDelay: number;
  /** How long a rotated refresh token still answers with its session's current one. */
  refreshReuseIntervalSeconds: number;
  trustProxy: TrustProxy;
  /** Hears of every user the admin API created, changed or deleted. */
  onUserChanged?: (userId: string) => void;
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
    perAddress: services.failuresPerAddress,
    delayFrom: services.failuresBeforeDelay,
  });
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
      const address = clientAddress(services.trustProxy, socketAddress(c), c.req.header('x-forwarded-for'));
      const outcome = await passwordGrant(db, tokens, limits, read.body, address);
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
      if (!outcome.ok) return authError(400, outcome.code, refreshFailure[outcome.code]);
      return c.json(outcome.response);
    }
    return authError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  app.post('/signup', async (c) => {
    if (!services.allowSignup)
      return authError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const read = await readAuthBody(c);
    if (read instanceof Response) return read;
    const parsed = signupBody.safeParse(read.body);
    if (!parsed.success || containsNul(parsed.data))
      return authError(400, 'validation_failed', 'A valid email address and password are required');
    const problem = newPasswordProblem(parsed.data.password);
    if (problem) return problem;
    if (await findUserByEmail(db, parsed.data.email)) {
      return authError(422, 'user_already_exists', 'User already registered');
    }
    const passwordHash = await hashPassword(parsed.data.password);
    const response = await db.transaction(async (tx) => {
      // app_metadata is the server's alone: a signed-up user is never an admin.
      const user = await createUser(tx, {
        email: parsed.data.email,
        passwordHash,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: parsed.data.data ?? {},
      });
      return startSession(tx, tokens, user);
    });
    return c.json(response);
  });

  /** The signed-in user behind the request's access token, or the GoTrue error to answer. */
  async function currentSession(c: Context) {
    const header = c.req.header('authorization');
    const token = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    if (!token) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = await tokens.verify(token);
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
      return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
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
    const updated = await updateUser(db, session.user, session.sessionId, read.body);
    return updated instanceof Response ? updated : c.json(userJson(updated));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      return authError(400, 'validation_failed', 'scope must be global, local or others');
    }
    const session = await currentSession(c);
    if (session instanceof Response) return session;
    await endSessions(db, session.user.id, session.sessionId, scope);
    return c.body(null, 204);
  });

  app.route('/admin', adminUserRoutes(services));

  app.all('*', () => authError(404, 'not_found', 'Not found'));
  return app;
}
