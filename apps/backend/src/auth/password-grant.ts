import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/database';
import { authError, rateLimited } from './errors';
import { passwordGrantBody } from './inputs';
import type { TokenService } from './jwt';
import { verifyPassword } from './passwords';
import { startSession, type TokenResponse } from './sessions';
import type { SignInLimits } from './sign-in-limits';
import { findUserByEmail } from './users';

/** `POST /token?grant_type=password` from `address`: a new session, or the GoTrue error to answer. */
export async function passwordGrant(
  db: Database,
  tokens: TokenService,
  limits: SignInLimits,
  body: unknown,
  address: string,
): Promise<TokenResponse | Response> {
  const parsed = passwordGrantBody.safeParse(body);
  if (!parsed.success)
    return authError(400, 'validation_failed', 'An email address and a password are required');
  const email = parsed.data.email.toLowerCase();
  const begun = await limits.begin(email, address);
  if (!('attempt' in begun)) return rateLimited(begun.retryAfterSeconds);
  const { attempt } = begun;
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(parsed.data.password, user?.encrypted_password);
  if (!user || !valid) {
    const delayMs = await limits.failed(attempt);
    if (delayMs > 0) await sleep(delayMs);
    return authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  await limits.succeeded(attempt);
  return db.transaction((tx) => startSession(tx, tokens, user));
}
