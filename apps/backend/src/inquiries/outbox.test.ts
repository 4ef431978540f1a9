import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './outbox';

describe('retryDelaySeconds', () => {
  it('doubles from the base with each failure and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((failures) => retryDelaySeconds(failures, 60, 3600))).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });
});
