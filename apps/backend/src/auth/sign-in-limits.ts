import type { Queryable } from '../db/database';

export interface SignInLimitSettings {
  /** Failures allowed per (email, client address) pair in the window, then 429 for that pair. */
  perPair: number;
  /** Failures allowed per client address (any email) in the window, then 429 for that address. */
  perAddress: number;
  /** Failures for one email (any address) from which failed answers are delayed. */
  delayFrom: number;
}

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;
const PRUNE_EVERY_MS = 60 * 1000;

/** A password check under way: its row already counts as a failure until it proves right. */
export interface SignInAttempt {
  id: string;
  email: string;
  address: string;
  /** Failures for the email from all addresses, this attempt included. */
  failuresForEmail: number;
}

type Counts = { pair: number; address: number; email: number };

/** How long to hold back a failed answer when one email keeps failing from many addresses. */
export function failureDelayMs(failuresForEmail: number, delayFrom: number): number {
  if (failuresForEmail < delayFrom) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failuresForEmail - delayFrom, 16), MAX_DELAY_MS);
}

/**
 * Failed password sign-ins, in `auth.sign_in_failures` so that they survive a restart. Keyed by email
 * and client address so that an attacker's failures lock out the attacker, not the account's owner.
 */
export class SignInLimits {
  private lastPrune = 0;

  constructor(
    private readonly db: Queryable,
    private readonly settings: SignInLimitSettings,
  ) {}

  /** Records the attempt before the password is checked; undefined when the pair or address is locked. */
  async begin(email: string, address: string): Promise<SignInAttempt | undefined> {
    const { rows } = await this.db.query<{ id: string }>(
      'insert into auth.sign_in_failures (email, address) values ($1, $2) returning id::text as id',
      [email, address],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('recording the sign-in attempt returned no row');
    const counts = await this.counts(email, address);
    if (counts.pair > this.settings.perPair || counts.address > this.settings.perAddress) {
      // A refused attempt checked no password: it does not count.
      await this.db.query('delete from auth.sign_in_failures where id = $1::bigint', [id]);
      return undefined;
    }
    return { id, email, address, failuresForEmail: counts.email };
  }

  /** The password was right: the pair's failures are forgotten. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.db.query('delete from auth.sign_in_failures where email = $1 and address = $2', [
      attempt.email,
      attempt.address,
    ]);
  }

  /** The password was wrong: the attempt's row stays; returns how long to hold back the answer. */
  async failed(attempt: SignInAttempt): Promise<number> {
    await this.pruneNowAndThen();
    return failureDelayMs(attempt.failuresForEmail, this.settings.delayFrom);
  }

  private async counts(email: string, address: string): Promise<Counts> {
    const { rows } = await this.db.query<Counts>(
      `select count(*) filter (where email = $1 and address = $2)::int as pair,
              count(*) filter (where address = $2)::int as address,
              count(*) filter (where email = $1)::int as email
         from auth.sign_in_failures
        where (email = $1 or address = $2) and failed_at > now() - $3::int * interval '1 millisecond'`,
      [email, address, FAILURE_WINDOW_MS],
    );
    return rows[0] ?? { pair: 0, address: 0, email: 0 };
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.query(
      `delete from auth.sign_in_failures where failed_at <= now() - $1::int * interval '1 millisecond'`,
      [FAILURE_WINDOW_MS],
    );
  }
}
