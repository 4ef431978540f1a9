import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalCopy, localCopyKey, readLocalCopy, writeLocalCopy } from './localCopy';

afterEach(() => localStorage.clear());

describe('the copy kept on this device', () => {
  it('is kept per kind and item, with the version it started from, until cleared', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    writeLocalCopy('news', 7, { title: '입력 중' }, 3, at);
    writeLocalCopy('youtube', 7, { title: '다른 것' }, 1, at);
    expect(readLocalCopy('news', 7)).toEqual({
      values: { title: '입력 중' },
      baseVersion: 3,
      savedAt: at.toISOString(),
    });
    expect(readLocalCopy<{ title: string }>('youtube', 7)?.values.title).toBe('다른 것');
    expect(readLocalCopy('news', 8)).toBeNull();
    clearLocalCopy('news', 7);
    expect(readLocalCopy('news', 7)).toBeNull();
    expect(readLocalCopy('youtube', 7)).not.toBeNull();
  });

  it('keeps a new item under its own key and ignores what is not a copy', () => {
    writeLocalCopy('announcement', undefined, { title: 'x' }, null);
    expect(readLocalCopy('announcement', undefined)?.baseVersion).toBeNull();
    localStorage.setItem(localCopyKey('news', 1), 'not json');
    expect(readLocalCopy('news', 1)).toBeNull();
  });
});
