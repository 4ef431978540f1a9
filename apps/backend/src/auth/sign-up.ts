import { randomUUID } from 'node:crypto';
import { type Database, sqlState } from '../db/database';
import { authError, rateLimited } from './errors';
import { newPasswordProblem, signupBody } from './inputs';
import { hashPassword } from './passwords';
import { containsNul } from './request-body';
import { createUser, findUserByEmail, userJson } from './users';

export interface SignUpLimitSettings {
  /** Sign-ups allowed per client address within the window, then 429 for that address. */
  perAddress: number;
  /** Sign-ups allowed per e-mail address (any client) within the window, then 429 for it. */
  perEmail: number;
}

/** The default limits: a flood of accounts from one address stops after a handful. */
export const SIGN_UP_LIMITS: SignUpLimitSettings = { perAddress: 10, perEmail: 3 };
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 1000;

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/**
 * Sign-ups per client address and per e-mail, in `auth.sign_ups` (supabase/local/0005_sessions.sql) so
 * that a restart keeps them. Each one is counted and recorded under transaction-scoped advisory locks on
 * its address and e-mail, so sign-ups sent in parallel cannot slip past the limit together.
 */
export class SignUpLimits {
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    private readonly settings: SignUpLimitSettings,
  ) {}

  /** Records the sign-up; false (and nothing recorded) when the address or the e-mail is at its limit. */
  async admit(email: string, address: string): Promise<boolean> {
    await this.pruneNowAndThen();
    return this.db.transaction(async (tx) => {
      // Always the address's lock first, then the e-mail's: no two sign-ups wait for each other in a cycle.
      await tx.query('select pg_advisory_xact_lock(5001, hashtext($1))', [address]);
      await tx.query('select pg_advisory_xact_lock(5002, hashtext($1))', [email]);
      const { rows } = await tx.query<{ address: number; email: number }>(
        `select count(*) filter (where address = $2)::int as address,
                count(*) filter (where email = $1)::int as email
           from auth.sign_ups
          where (email = $1 or address = $2) and signed_up_at > now() - $3::int * interval '1 millisecond'`,
        [email, address, SIGN_UP_WINDOW_MS],
      );
      const count = rows[0] ?? { address: 0, email: 0 };
      if (count.address >= this.settings.perAddress || count.email >= this.settings.perEmail) return false;
      await tx.query('insert into auth.sign_ups (email, address) values ($1, $2)', [email, address]);
      return true;
    });
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.query(
      `delete from auth.sign_ups where signed_up_at <= now() - $1::int * interval '1 millisecond'`,
      [SIGN_UP_WINDOW_MS],
    );
  }
}

/**
 * What a sign-up answers, for a new address and for one already registered alike (as GoTrue with e-mail
 * confirmation on): a user and no session, so the answer tells nobody whether the address has an account.
 * The new user then signs in with the password.
 */
function signUpAnswer(
  id: string,
  email: string,
  userMetadata: Record<string, unknown>,
  at: Date,
): Record<string, unknown> {
  return userJson({
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: EMAIL_APP_METADATA,
    raw_user_meta_data: userMetadata,
    created_at: at,
    updated_at: at,
  });
}

/** `POST /signup` (when open) from `address`: the user to answer, or the GoTrue error to answer. */
export async function signUp(
  db: Database,
  limits: SignUpLimits,
  body: unknown,
  address: string,
): Promise<Record<string, unknown> | Response> {
  const parsed = signupBody.safeParse(body);
  if (!parsed.success || containsNul(parsed.data))
    return authError(400, 'validation_failed', 'A valid email address and password are required');
  const problem = newPasswordProblem(parsed.data.password);
  if (problem) return problem;
  const email = parsed.data.email.toLowerCase();
  const userMetadata = parsed.data.data ?? {};
  // The window's length: the longest the address or e-mail can have to wait.
  if (!(await limits.admit(email, address))) return rateLimited(SIGN_UP_WINDOW_MS / 1000);
  // Hashed whether or not the address is taken, so that both take as long.
  const passwordHash = await hashPassword(parsed.data.password);
  let id: string = randomUUID();
  if (!(await findUserByEmail(db, email))) {
    try {
      // app_metadata is the server's alone: a signed-up user is never an admin.
      const user = await createUser(db, {
        email,
        passwordHash,
        appMetadata: EMAIL_APP_METADATA,
        userMetadata,
      });
      id = user.id;
    } catch (error) {
      // Signed up at the same moment by another request: answered as a taken address.
      if (sqlState(error) !== '23505') throw error;
    }
  }
  return signUpAnswer(id, email, userMetadata, new Date());
}
