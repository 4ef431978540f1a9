import { describe, expect, it } from 'vitest';
import { nextVersion } from '../mutations';
import { ConflictError, conflictDetailOf, isConflictError, writeErrorOf } from './conflict';

// What supabase-js answers for a stale save (the database's PT409, HTTP 409).
const stale = {
  code: 'PT409',
  message: 'This item was changed by someone else: version 5 is current, this save was based on version 3.',
  details:
    '{"updated_at": "2026-11-28T09:15:00.123+00:00", "updated_by": "6f1c2a9e-8a51-4d3c-9a3f-0d7d2f3c1b2a", "current_version": 5}',
  hint: 'Load the item again, then save with version = the version loaded + 1.',
};

describe('writeErrorOf', () => {
  it('makes a stale save a ConflictError with the current version and who changed the item when', () => {
    const error = writeErrorOf(stale);
    expect(error).toBeInstanceOf(ConflictError);
    expect(isConflictError(error)).toBe(true);
    if (!isConflictError(error)) return;
    expect(error.message).toBe(stale.message);
    expect(error.code).toBe('PT409');
    expect(error.name).toBe('ConflictError');
    expect(error.currentVersion).toBe(5);
    expect(error.updatedAt).toBe('2026-11-28T09:15:00.123+00:00');
    expect(error.updatedBy).toBe('6f1c2a9e-8a51-4d3c-9a3f-0d7d2f3c1b2a');
  });

  it('keeps every other error a plain Error with its message', () => {
    for (const other of [
      { code: '42501', message: 'new row violates row-level security policy', details: null, hint: null },
      { code: '23505', message: 'duplicate key value violates unique constraint', details: 'Key (id)=(1)' },
      { message: 'Failed to fetch' },
    ]) {
      const error = writeErrorOf(other);
      expect(isConflictError(error)).toBe(false);
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toBe(other.message);
    }
  });

  it('still reports a conflict whose detail is missing or not JSON, without the details', () => {
    for (const details of [null, undefined, '', 'not json', '[5]', '{"current_version": "5"}']) {
      const error = writeErrorOf({ ...stale, details });
      expect(isConflictError(error)).toBe(true);
      if (!isConflictError(error)) return;
      expect(error.currentVersion).toBeNull();
      expect(error.updatedAt).toBeNull();
      expect(error.updatedBy).toBeNull();
    }
  });
});

describe('conflictDetailOf', () => {
  it('reads an item never changed through the API (no updated_by)', () => {
    expect(
      conflictDetailOf(
        '{"current_version": 1, "updated_at": "2026-11-01T00:00:00+00:00", "updated_by": null}',
      ),
    ).toEqual({ currentVersion: 1, updatedAt: '2026-11-01T00:00:00+00:00', updatedBy: null });
  });

  it('reads the current revision of a pending version saved over elsewhere, or its absence', () => {
    expect(
      conflictDetailOf(
        '{"current_revision": 3, "updated_at": "2026-12-02T00:00:00+00:00", "updated_by": "u1"}',
      ),
    ).toEqual({
      currentVersion: null,
      updatedAt: '2026-12-02T00:00:00+00:00',
      updatedBy: 'u1',
      currentRevision: 3,
    });
    expect(conflictDetailOf('{"current_revision": null}').currentRevision).toBeNull();
    expect(conflictDetailOf('{"current_version": 2}')).not.toHaveProperty('currentRevision');
  });
});

describe('nextVersion', () => {
  it('is the version a save was based on plus one, as the database requires', () => {
    expect(nextVersion(1)).toBe(2);
    expect(nextVersion(41)).toBe(42);
  });
});
