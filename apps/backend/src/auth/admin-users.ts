import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database';
import { authError } from './errors';
import { newPasswordProblem } from './inputs';
import type { SessionEnds, TokenService } from './jwt';
import { hashPassword } from './passwords';
import { containsNul, readAuthBody } from './request-body';
import {
  createUser,
  deleteUserAndSessions,
  findUserByEmail,
  findUserById,
  listUsers,
  mergeMetadata,
  type UserChanges,
  updateUserRow,
  userJson,
} from './users';

const metadata = z.record(z.string(), z.unknown());

const createBody = z.object({
  email: z.email().max(320),
  password: z.string().max(1024).optional(),
  email_confirm: z.boolean().optional(),
  app_metadata: metadata.optional(),
  user_metadata: metadata.optional(),
});

const updateBody = z.object({
  email: z.email().max(320).optional(),
  password: z.string().max(1024).optional(),
  email_confirm: z.boolean().optional(),
  app_metadata: metadata.optional(),
  user_metadata: metadata.optional(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;
const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

export interface AdminUserServices {
  db: Database;
  tokens: TokenService;
  /** Hears of every user created, changed or deleted here (their role may have changed). */
  onUserChanged?: (userId: string) => void;
  /** Hears of every session ended here, once committed (its access tokens are refused from then on). */
  sessions?: SessionEnds;
}

const userNotFound = () => authError(404, 'user_not_found', 'User not found');
const emailExists = () =>
  authError(422, 'email_exists', 'A user with this email address has already been registered');

/** A whole number query parameter at least 1, its default when absent, or undefined when it is not one. */
function pageParameter(raw: string | undefined, fallback: number): number | undefined {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

/**
 * `/auth/v1/admin/users`: GoTrue's user administration as supabase-js `auth.admin` calls it (list, create,
 * get, update, delete), for the service key only: no user's token, however privileged, opens it.
 */
export function adminUserRoutes(services: AdminUserServices): Hono {
  const { db, tokens } = services;
  const changed = (id: string) => services.onUserChanged?.(id);
  const app = new Hono();

  app.use(async (c, next) => {
    const header = c.req.header('authorization');
    const token = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    if (!token) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = await tokens.verify(token);
    if (!verified.ok) {
      return authError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${verified.message}`,
      );
    }
    if (verified.claims.role !== 'service_role') return authError(403, 'not_admin', 'User not allowed');
    return next();
  });

  app.get('/users', async (c) => {
    const page = pageParameter(c.req.query('page'), 1);
    const perPage = pageParameter(c.req.query('per_page'), DEFAULT_PER_PAGE);
    if (page === undefined || perPage === undefined || perPage > MAX_PER_PAGE) {
      return authError(
        400,
        'validation_failed',
        `page and per_page must be whole numbers from 1 (per_page up to ${MAX_PER_PAGE})`,
      );
    }
    const { users, total } = await listUsers(db, page, perPage);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const links: string[] = [];
    if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({ aud: 'authenticated', users: users.map(userJson) });
  });

  app.post('/users', async (c) => {
    const parsed = await parseBody(c, createBody);
    if (parsed instanceof Response) return parsed;
    const { email, password } = parsed;
    if (password !== undefined) {
      const problem = newPasswordProblem(password);
      if (problem) return problem;
    }
    if (await findUserByEmail(db, email)) return emailExists();
    const created = await createUser(db, {
      email,
      passwordHash: password === undefined ? '' : await hashPassword(password),
      appMetadata: { ...EMAIL_APP_METADATA, ...parsed.app_metadata },
      userMetadata: parsed.user_metadata ?? {},
    });
    changed(created.id);
    return c.json(userJson(created));
  });

  app.get('/users/:id', async (c) => {
    const id = c.req.param('id');
    const user = UUID.test(id) ? await findUserById(db, id) : undefined;
    return user ? c.json(userJson(user)) : userNotFound();
  });

  app.put('/users/:id', async (c) => {
    const id = c.req.param('id');
    const user = UUID.test(id) ? await findUserById(db, id) : undefined;
    if (!user) return userNotFound();
    const parsed = await parseBody(c, updateBody);
    if (parsed instanceof Response) return parsed;
    const changes: UserChanges = {};
    if (parsed.email !== undefined && parsed.email.toLowerCase() !== user.email) {
      if (await findUserByEmail(db, parsed.email)) return emailExists();
      changes.email = parsed.email;
    }
    if (parsed.password !== undefined) {
      const problem = newPasswordProblem(parsed.password);
      if (problem) return problem;
      changes.passwordHash = await hashPassword(parsed.password);
    }
    if (parsed.app_metadata !== undefined) {
      changes.appMetadata = mergeMetadata(user.raw_app_meta_data, parsed.app_metadata);
    }
    if (parsed.user_metadata !== undefined) {
      changes.userMetadata = mergeMetadata(user.raw_user_meta_data, parsed.user_metadata);
    }
    const updated = await updateUserRow(db, id, changes);
    if (!updated) return userNotFound();
    changed(id);
    return c.json(userJson(updated));
  });

  app.delete('/users/:id', async (c) => {
    const id = c.req.param('id');
    const ended = UUID.test(id) ? await deleteUserAndSessions(db, id) : undefined;
    if (ended === undefined) return userNotFound();
    for (const sessionId of ended) services.sessions?.ended(sessionId);
    changed(id);
    return c.json({});
  });

  return app;
}

/** The request's JSON body read with `schema`, or GoTrue's answer to a body it would not take. */
async function parseBody<T>(c: Context, schema: z.ZodType<T>): Promise<T | Response> {
  const read = await readAuthBody(c);
  if (read instanceof Response) return read;
  if (containsNul(read.body)) return authError(400, 'validation_failed', 'Invalid user attributes');
  const parsed = schema.safeParse(read.body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'body';
    return authError(
      400,
      'validation_failed',
      `Invalid user attributes: ${where}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
