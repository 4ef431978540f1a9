import { describe, expect, it } from 'vitest';
import { changeAction, historyEntries } from './historyEntries';
import type { Revision } from './types';

const row = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  status: 'draft',
  published_at: null,
  author_id: 'author-1',
  created_at: '2026-11-26T01:00:00Z',
  ...extra,
});

const revision = (
  id: number,
  action: Revision['action'],
  fields: Record<string, unknown>,
  actor: string,
  at: string,
): Revision => ({ id, kind: 'news', item_id: 1, fields, action, actor_email: actor, created_at: at });

describe('historyEntries', () => {
  // Created by the author as "v1"; the editor saved "v2"; the admin saved "v3" (the item now).
  const revisions = [
    revision(2, 'update', row('v2'), 'admin@example.com', '2026-11-26T03:00:00Z'),
    revision(1, 'update', row('v1'), 'editor@example.com', '2026-11-26T02:00:00Z'),
  ];
  const current = row('v3');

  it('pairs each person with the version they saved, not the one before it', () => {
    const entries = historyEntries(revisions, current, true);
    expect(entries.map((entry) => [entry.actorEmail ?? entry.actorId, entry.version.title])).toEqual([
      ['admin@example.com', 'v3'],
      ['editor@example.com', 'v2'],
      ['author-1', 'v1'],
    ]);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'insert']);
  });

  it('restores the revision that holds the version shown; the newest is the item now', () => {
    const entries = historyEntries(revisions, current, true);
    expect(entries.map((entry) => [entry.restoreId, entry.isCurrent])).toEqual([
      [null, true],
      [2, false],
      [1, false],
    ]);
  });

  it('leaves out the created version while older revisions may be missing', () => {
    expect(historyEntries(revisions, current, false)).toHaveLength(2);
  });

  it('lists an item never changed as its created version, which is the item now', () => {
    expect(historyEntries([], current, true)).toEqual([
      expect.objectContaining({ action: 'insert', version: current, isCurrent: true, restoreId: null }),
    ]);
  });

  it('shows a deleted item as deleted, and an item brought back as restored', () => {
    const deleted = [
      revision(3, 'restore', row('v2'), 'admin@example.com', '2026-11-26T05:00:00Z'),
      revision(2, 'delete', row('v2'), 'admin@example.com', '2026-11-26T04:00:00Z'),
      revision(1, 'update', row('v1'), 'editor@example.com', '2026-11-26T02:00:00Z'),
    ];
    const entries = historyEntries(deleted, row('v2'), true);
    expect(entries.map((entry) => [entry.action, entry.version.title, entry.restoreId])).toEqual([
      ['restore', 'v2', 3],
      ['delete', 'v2', 2],
      ['update', 'v2', 2],
      ['insert', 'v1', 1],
    ]);
    const gone = historyEntries(deleted.slice(1), null, true);
    expect(gone[0]).toMatchObject({ action: 'delete', version: row('v2'), isCurrent: false });
  });

  it('names publishing, scheduling and unpublishing as the audit log does', () => {
    const at = '2026-11-26T03:00:00Z';
    const draft = row('a');
    expect(changeAction(draft, row('a', { status: 'published', published_at: at }), at)).toBe('publish');
    const ahead = row('a', { status: 'published', published_at: '2026-12-01T00:00:00Z' });
    expect(changeAction(draft, ahead, at)).toBe('schedule');
    expect(changeAction(row('a', { status: 'published', published_at: at }), ahead, at)).toBe('schedule');
    expect(changeAction(ahead, draft, at)).toBe('unpublish');
    expect(changeAction(draft, row('b'), at)).toBe('update');
    expect(changeAction(ahead, { ...ahead, title: 'b' }, at)).toBe('update');
  });
});
