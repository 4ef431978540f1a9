import { describe, expect, it } from 'vitest';
import {
  isoOfLocalInput,
  localInputOf,
  publicationChange,
  publicationOf,
  scheduleInputOf,
} from './publication';

const now = new Date('2026-11-27T03:00:00.000Z');

describe('publicationOf', () => {
  it('tells draft, scheduled and published apart by status and moment', () => {
    expect(publicationOf({ status: 'draft', published_at: null }, now)).toBe('draft');
    expect(publicationOf({ status: 'draft', published_at: '2020-01-01T00:00:00Z' }, now)).toBe('draft');
    expect(publicationOf({ status: 'published', published_at: '2026-11-27T03:00:01Z' }, now)).toBe(
      'scheduled',
    );
    expect(publicationOf({ status: 'published', published_at: '2026-11-27T03:00:00Z' }, now)).toBe(
      'published',
    );
    expect(publicationOf({ status: 'published', published_at: null }, now)).toBe('published');
  });
});

describe('local datetime values', () => {
  it('round-trips an instant through the datetime-local form', () => {
    const local = localInputOf('2026-12-01T09:30:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(isoOfLocalInput(local)).toBe('2026-12-01T09:30:00.000Z');
  });

  it('gives nothing for empty or malformed values', () => {
    expect(localInputOf(null)).toBe('');
    expect(localInputOf('yesterday')).toBe('');
    expect(isoOfLocalInput('')).toBeNull();
    expect(isoOfLocalInput('2026-13-45T99:99')).toBeNull();
    expect(isoOfLocalInput('2026-12-01 09:30')).toBeNull();
  });
});

describe('publicationChange', () => {
  const published = { status: 'published', published_at: '2026-01-01T00:00:00.000Z' } as const;

  it('makes a draft without a moment', () => {
    expect(publicationChange('draft', published, '', now)).toEqual({
      ok: true,
      values: { status: 'draft', published_at: null },
    });
  });

  it('publishes a draft now, and keeps the moment of an item already public', () => {
    expect(publicationChange('publish', { status: 'draft', published_at: null }, '', now)).toEqual({
      ok: true,
      values: { status: 'published', published_at: now.toISOString() },
    });
    expect(publicationChange('publish', published, '', now)).toEqual({ ok: true, values: published });
    const scheduled = { status: 'published', published_at: '2027-01-01T00:00:00.000Z' } as const;
    expect(publicationChange('publish', scheduled, '', now)).toEqual({
      ok: true,
      values: { status: 'published', published_at: now.toISOString() },
    });
  });

  it('schedules only for a moment ahead', () => {
    const ahead = localInputOf('2026-11-28T00:00:00.000Z');
    expect(publicationChange('schedule', undefined, ahead, now)).toEqual({
      ok: true,
      values: { status: 'published', published_at: '2026-11-28T00:00:00.000Z' },
    });
    expect(publicationChange('schedule', undefined, '', now)).toEqual({
      ok: false,
      error: 'schedule_missing',
    });
    const past = localInputOf('2026-11-26T00:00:00.000Z');
    expect(publicationChange('schedule', undefined, past, now)).toEqual({
      ok: false,
      error: 'schedule_past',
    });
  });
});

describe('scheduleInputOf', () => {
  it('starts the picker at a scheduled moment only', () => {
    const ahead = '2026-12-01T00:00:00.000Z';
    expect(scheduleInputOf({ status: 'published', published_at: ahead }, now)).toBe(localInputOf(ahead));
    expect(scheduleInputOf({ status: 'published', published_at: '2026-01-01T00:00:00Z' }, now)).toBe('');
    expect(scheduleInputOf({ status: 'draft', published_at: ahead }, now)).toBe('');
    expect(scheduleInputOf(undefined, now)).toBe('');
  });
});

describe('the schedule input is Korean time', () => {
  it('shows and reads moments in KST, whatever the browser zone', () => {
    expect(localInputOf('2026-11-26T11:44:00.000Z')).toBe('2026-11-26T20:44');
    expect(isoOfLocalInput('2026-11-26T20:44')).toBe('2026-11-26T11:44:00.000Z');
  });
});
