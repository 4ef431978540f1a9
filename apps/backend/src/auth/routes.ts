import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { closingConnection } from '../close-connection';
import type { Database } from '../db/database';
import type { TokenService } from './jwt';
import { hashPassword, verifyPassword } from './passwords';
import { FailureLimiter } from './rate-limit';
import { endSessions, refreshSession, sessionExists, startSession } from './sessions';
import { createUser, findUserByEmail, findUserById, userJson } from './users';

export interface AuthServices {
  db: Database;
  tokens: TokenService;
  allowSignup: boolean;
  failuresPerEmail: number;
  failuresPerAddress: number;
}

const API_VERSION = '2024-01-01';
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** An error in GoTrue's 2024-01-01 shape, with the version header the client needs to read `code`. */
function authError(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ code, message }), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Supabase-Api-Version': API_VERSION,
      'x-sb-error-code': code,
    },
  });
}

const passwordGrant = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});
const refreshGrant = z.object({ refresh_token: z.string().min(12).max(256) });
const signupBody = z.object({
  email: z.email().max(320),
  password: z.string().max(1024),
  data: z.record(z.string(), z.unknown()).optional(),
});

async function readJson(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return undefined;
  }
}

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** `/auth/v1`: the GoTrue subset supabase-js uses (password and refresh grants, user, logout). */
export function authRoutes(services: AuthServices): Hono {
  const { db, tokens } = services;
  const byEmail = new FailureLimiter(services.failuresPerEmail, FAILURE_WINDOW_MS);
  const byAddress = new FailureLimiter(services.failuresPerAddress, FAILURE_WINDOW_MS);
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
    const body = await readJson(c);
    if (grantType === 'password') {
      const parsed = passwordGrant.safeParse(body);
      if (!parsed.success)
        return authError(400, 'validation_failed', 'An email address and a password are required');
      const email = parsed.data.email.toLowerCase();
      const address = clientAddress(c);
      if (byEmail.isBlocked(email) || byAddress.isBlocked(address)) {
        return authError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(parsed.data.password, user?.encrypted_password);
      if (!user || !valid) {
        byEmail.fail(email);
        byAddress.fail(address);
        return authError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      byEmail.clear(email);
      return c.json(await db.transaction((tx) => startSession(tx, tokens, user)));
    }
    if (grantType === 'refresh_token') {
      const parsed = refreshGrant.safeParse(body);
      if (!parsed.success) return authError(400, 'validation_failed', 'A refresh token is required');
      const outcome = await db.transaction((tx) =>
        refreshSession(tx, tokens, parsed.data.refresh_token, (id) => findUserById(tx, id)),
      );
      if (!outcome.ok) {
        const message =
          outcome.code === 'refresh_token_not_found'
            ? 'Invalid Refresh Token: Refresh Token Not Found'
            : 'Invalid Refresh Token: Already Used';
        return authError(400, outcome.code, message);
      }
      return c.json(outcome.response);
    }
    return authError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  app.post('/signup', async (c) => {
    if (!services.allowSignup)
      return authError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const parsed = signupBody.safeParse(await readJson(c));
    if (!parsed.success)
      return authError(400, 'validation_failed', 'A valid email address and password are required');
    if (parsed.data.password.length < 8) {
      return authError(422, 'weak_password', 'Password should be at least 8 characters.');
    }
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

  app.all('*', () => authError(404, 'not_found', 'Not found'));
  return app;
}
