import { describe, expect, it } from 'vitest';
import {
  decideSignIn,
  FAILURE_WINDOW_MS,
  pairBackoffMs,
  type SignInHistory,
  type SignInLimitSettings,
} from './sign-in-limits';

const settings: SignInLimitSettings = {
  perPair: 5,
  backoffSeconds: 1,
  backoffMaxSeconds: 60,
  perAddress: 300,
  delayFrom: 10,
};

const quiet: SignInHistory = {
  now: 1_000_000,
  pairFailures: 0,
  lastPairFailure: null,
  addressFailures: 0,
  oldestAddressFailure: null,
  knownPair: false,
};

describe('pairBackoffMs', () => {
  it('waits nothing for the first failures, then doubles from the first wait up to the cap', () => {
    const waits = [0, 4, 5, 6, 7, 10, 11, 12, 40].map((failures) => pairBackoffMs(failures, settings));
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 32_000, 60_000, 60_000, 60_000]);
  });
});

describe('decideSignIn', () => {
  it('lets a pair try at once below its failures, and after its wait past them', () => {
    expect(decideSignIn({ ...quiet, pairFailures: 4, lastPairFailure: quiet.now }, settings)).toEqual({
      allowed: true,
    });
    const sixth = { ...quiet, pairFailures: 6, lastPairFailure: quiet.now - 500 };
    expect(decideSignIn(sixth, settings)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(decideSignIn({ ...sixth, now: sixth.lastPairFailure + 2000 }, settings)).toEqual({
      allowed: true,
    });
  });

  it('holds the owner at most the cap, however many failures their pair has', () => {
    const decision = decideSignIn({ ...quiet, pairFailures: 500, lastPairFailure: quiet.now }, settings);
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('never refuses for failures of other accounts below the address bound', () => {
    expect(decideSignIn({ ...quiet, addressFailures: 299, oldestAddressFailure: 0 }, settings)).toEqual({
      allowed: true,
    });
  });

  it('refuses an address past its bound for new accounts until its oldest failure leaves the window', () => {
    const attacked = { ...quiet, addressFailures: 300, oldestAddressFailure: quiet.now - 60_000 };
    expect(decideSignIn(attacked, settings)).toEqual({
      allowed: false,
      retryAfterSeconds: (FAILURE_WINDOW_MS - 60_000) / 1000,
    });
    expect(decideSignIn({ ...attacked, knownPair: true }, settings)).toEqual({ allowed: true });
  });
});
