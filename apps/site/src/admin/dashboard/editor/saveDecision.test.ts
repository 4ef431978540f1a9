import { describe, expect, it } from 'vitest';
import { autosaveDecision, saveDecision } from './saveDecision';

const now = new Date('2026-11-26T12:00:00Z');
const draft = { status: 'draft', published_at: null } as const;
const live = { status: 'published', published_at: '2026-01-01T00:00:00.000Z' } as const;
const scheduled = { status: 'published', published_at: '2026-12-01T00:00:00.000Z' } as const;
const base = { scheduleAt: '', now };

describe('saveDecision', () => {
  it('inserts a new item: an editor’s as a draft, an admin’s as asked', () => {
    expect(saveDecision({ ...base, isAdmin: false, intent: 'publish' })).toEqual({
      action: 'insert',
      publication: { status: 'draft', published_at: null },
    });
    expect(saveDecision({ ...base, isAdmin: true, intent: 'publish' })).toEqual({
      action: 'insert',
      publication: { status: 'published', published_at: now.toISOString() },
    });
  });

  it('keeps a draft a draft unless an admin publishes it', () => {
    expect(saveDecision({ ...base, isAdmin: false, item: draft, intent: 'draft' })).toEqual({
      action: 'update',
    });
    expect(saveDecision({ ...base, isAdmin: true, item: draft, intent: 'publish' })).toMatchObject({
      action: 'update',
      publication: { status: 'published' },
    });
  });

  it('never takes a live item offline: the admin’s publish keeps its moment, every other save is pending', () => {
    expect(saveDecision({ ...base, isAdmin: true, item: live, intent: 'publish' })).toEqual({
      action: 'update',
      publication: { status: 'published', published_at: live.published_at },
    });
    expect(saveDecision({ ...base, isAdmin: true, item: live, intent: 'draft' })).toEqual({
      action: 'pending',
    });
    expect(saveDecision({ ...base, isAdmin: true, item: live, intent: 'schedule' })).toEqual({
      action: 'pending',
    });
    expect(saveDecision({ ...base, isAdmin: false, item: live, intent: 'publish' })).toEqual({
      action: 'pending',
    });
  });

  it('keeps a scheduled item’s moment on an admin’s save; an editor’s is pending', () => {
    expect(saveDecision({ ...base, isAdmin: true, item: scheduled, intent: 'draft' })).toEqual({
      action: 'update',
    });
    expect(saveDecision({ ...base, isAdmin: false, item: scheduled, intent: 'draft' })).toEqual({
      action: 'pending',
    });
    expect(saveDecision({ ...base, isAdmin: true, item: draft, intent: 'schedule' })).toEqual({
      action: 'refuse',
      error: 'schedule_missing',
    });
  });

  it('autosaves a draft as itself and anything live as a pending version, a new item never', () => {
    expect(autosaveDecision(undefined, now)).toBeNull();
    expect(autosaveDecision(draft, now)).toBe('update');
    expect(autosaveDecision(live, now)).toBe('pending');
    expect(autosaveDecision(scheduled, now)).toBe('pending');
  });
});
