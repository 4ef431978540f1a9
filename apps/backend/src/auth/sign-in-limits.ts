import type { Queryable } from '../db/database';

export interface SignInLimitSettings {
  /** Failures per (email, client address) pair in the window before each further try must wait. */
  perPair: number;
  /** The first wait after `perPair` failures, doubling with each further failure, in seconds. */
  backoffSeconds: number;
  /** The longest wait, in seconds: the owner typing at the same address is never held longer. */
  backoffMaxSeconds: number;
  /** Failures per client address (any email) in the window from which the address is refused for new accounts. */
  perAddress: number;
  /** Failures for one email (any address) from which failed answers are delayed. */
  delayFrom: number;
}

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** An account that signed in from an address within this time is served there even when the address is refused. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
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

/** What the database knows of an attempt's pair and address (times in milliseconds of the database's clock). */
export interface SignInHistory {
  now: number;
  /** Failures of the (email, address) pair in the window before this attempt (parallel ones included). */
  pairFailures: number;
  /** The latest of them, or null. */
  lastPairFailure: number | null;
  /** Failures from the address in the window before this attempt, any email. */
  addressFailures: number;
  /** The oldest of them, or null. */
  oldestAddressFailure: number | null;
  /** The email signed in from this address with its right password within KNOWN_ADDRESS_MS. */
  knownPair: boolean;
}

export type SignInDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How long a pair waits after `failures` failures: none for the first `perPair`, then doubling up to the cap. */
export function pairBackoffMs(failures: number, settings: SignInLimitSettings): number {
  if (failures < settings.perPair) return 0;
  const doublings = Math.min(failures - settings.perPair, 30);
  return Math.min(settings.backoffSeconds * 2 ** doublings, settings.backoffMaxSeconds) * 1000;
}

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/**
 * Whether to check the password of an attempt. A pair that keeps failing waits (exponentially, capped short);
 * an address that fails for many emails is refused, but not for an account that signed in from it before.
 */
export function decideSignIn(history: SignInHistory, settings: SignInLimitSettings): SignInDecision {
  const wait = pairBackoffMs(history.pairFailures, settings);
  if (wait > 0 && history.lastPairFailure !== null) {
    const readyAt = history.lastPairFailure + wait;
    if (history.now < readyAt) return { allowed: false, retryAfterSeconds: seconds(readyAt - history.now) };
  }
  if (history.addressFailures >= settings.perAddress && !history.knownPair) {
    const oldest = history.oldestAddressFailure ?? history.now;
    return { allowed: false, retryAfterSeconds: seconds(oldest + FAILURE_WINDOW_MS - history.now) };
  }
  return { allowed: true };
}

/** How long to hold back a failed answer when one email keeps failing from many addresses. */
export function failureDelayMs(failuresForEmail: number, delayFrom: number): number {
  if (failuresForEmail < delayFrom) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failuresForEmail - delayFrom, 16), MAX_DELAY_MS);
}

type HistoryRow = {
  now: number;
  pair: number;
  last_pair: number | null;
  address: number;
  oldest_address: number | null;
  email: number;
  known: boolean;
};

/**
 * Failed password sign-ins, in `auth.sign_in_failures` so that they survive a restart. Keyed by email
 * and client address so that an attacker's failures slow down the attacker, not the account's owner.
 */
export class SignInLimits {
  private lastPrune = 0;

  constructor(
    private readonly db: Queryable,
    private readonly settings: SignInLimitSettings,
  ) {}

  /** Records the attempt before the password is checked; a refusal when it must wait. */
  async begin(
    email: string,
    address: string,
  ): Promise<{ attempt: SignInAttempt } | { retryAfterSeconds: number }> {
    const { rows } = await this.db.query<{ id: string }>(
      'insert into auth.sign_in_failures (email, address) values ($1, $2) returning id::text as id',
      [email, address],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('recording the sign-in attempt returned no row');
    const history = await this.history(id, email, address);
    const decision = decideSignIn(
      {
        now: history.now,
        pairFailures: history.pair,
        lastPairFailure: history.last_pair,
        addressFailures: history.address,
        oldestAddressFailure: history.oldest_address,
        knownPair: history.known,
      },
      this.settings,
    );
    if (!decision.allowed) {
      // A refused attempt checked no password: it does not count.
      await this.db.query('delete from auth.sign_in_failures where id = $1::bigint', [id]);
      return { retryAfterSeconds: decision.retryAfterSeconds };
    }
    return { attempt: { id, email, address, failuresForEmail: history.email } };
  }

  /** The password was right: the pair's failures are forgotten and the address is known for the account. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.db.query('delete from auth.sign_in_failures where email = $1 and address = $2', [
      attempt.email,
      attempt.address,
    ]);
    await this.db.query(
      `insert into auth.sign_in_addresses (email, address) values ($1, $2)
       on conflict (email, address) do update set signed_in_at = now()`,
      [attempt.email, attempt.address],
    );
  }

  /** The password was wrong: the attempt's row stays; returns how long to hold back the answer. */
  async failed(attempt: SignInAttempt): Promise<number> {
    await this.pruneNowAndThen();
    return failureDelayMs(attempt.failuresForEmail, this.settings.delayFrom);
  }

  /** The attempt's pair, address and email in the window, other rows only (parallel attempts count). */
  private async history(id: string, email: string, address: string): Promise<HistoryRow> {
    const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
    const { rows } = await this.db.query<HistoryRow>(
      `select ${epochMs('now()')} as now,
              count(*) filter (where email = $1 and address = $2 and id <> $4::bigint)::int as pair,
              ${epochMs('max(failed_at) filter (where email = $1 and address = $2 and id <> $4::bigint)')} as last_pair,
              count(*) filter (where address = $2 and id <> $4::bigint)::int as address,
              ${epochMs('min(failed_at) filter (where address = $2 and id <> $4::bigint)')} as oldest_address,
              count(*) filter (where email = $1)::int as email,
              exists (select 1 from auth.sign_in_addresses k
                       where k.email = $1 and k.address = $2
                         and k.signed_in_at > now() - $5::bigint * interval '1 millisecond') as known
         from auth.sign_in_failures
        where (email = $1 or address = $2) and failed_at > now() - $3::int * interval '1 millisecond'`,
      [email, address, FAILURE_WINDOW_MS, id, KNOWN_ADDRESS_MS],
    );
    const row = rows[0];
    if (!row) throw new Error('reading the sign-in history returned no row');
    return row;
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.query(
      `delete from auth.sign_in_failures where failed_at <= now() - $1::int * interval '1 millisecond'`,
      [FAILURE_WINDOW_MS],
    );
    await this.db.query(
      `delete from auth.sign_in_addresses where signed_in_at <= now() - $1::bigint * interval '1 millisecond'`,
      [KNOWN_ADDRESS_MS],
    );
  }
}
