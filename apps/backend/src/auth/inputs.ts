import { z } from 'zod';
import { authError } from './errors';

const withoutNul = (text: string): boolean => !text.includes('\u0000');

export const passwordGrantBody = z.object({
  email: z.string().trim().min(1).max(320).refine(withoutNul),
  password: z.string().min(1).max(1024).refine(withoutNul),
});

export const refreshGrantBody = z.object({ refresh_token: z.string().min(12).max(256) });

/** Refresh tokens are base64url: anything else cannot be one, and never reaches the database. */
export const isRefreshTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]+$/.test(token);

const userMetadata = z.record(z.string(), z.unknown());

export const signupBody = z.object({
  email: z.email().max(320),
  password: z.string().max(1024).refine(withoutNul),
  data: userMetadata.optional(),
});

/** `PUT /user` as supabase-js `updateUser` sends it (it adds `code_challenge` and its method). */
export const userUpdateBody = z.object({
  password: z.string().max(1024).refine(withoutNul).optional(),
  data: userMetadata.optional(),
  email: z.string().max(320).optional(),
  phone: z.string().max(64).optional(),
  app_metadata: z.unknown().optional(),
});

const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads only the first 72 bytes: a longer password would match anything with that start. */
const MAX_PASSWORD_BYTES = 72;

/** GoTrue's answer to a new password it would not set, or undefined when the password will do. */
export function newPasswordProblem(password: string): Response | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    return authError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  return undefined;
}
