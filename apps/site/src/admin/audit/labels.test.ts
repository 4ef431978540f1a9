import { describe, expect, it } from 'vitest';
import { auditActionKey, auditItemHref, auditKindKey } from './labels';
import { kstDayStart } from './queries';

describe('audit log labels and links', () => {
  it('names known actions and kinds, and leaves unknown ones as stored', () => {
    expect(auditActionKey('set_role')).toBe('admin:actions.set_role');
    expect(auditActionKey('drop_table')).toBeUndefined();
    expect(auditKindKey('staff')).toBe('admin:audit.kinds.staff');
    expect(auditKindKey('users')).toBeUndefined();
  });

  it("links a content entry to its item's history, a staff entry to the staff page, an image to nothing", () => {
    expect(auditItemHref({ kind: 'news', item_id: '42' })).toBe('/admin/news/42/history');
    expect(auditItemHref({ kind: 'shareholders', item_id: '7' })).toBe('/admin/shareholders/7/history');
    expect(auditItemHref({ kind: 'staff', item_id: '9f1c' })).toBe('/admin/staff');
    expect(auditItemHref({ kind: 'storage', item_id: 'news-images/a.png' })).toBeUndefined();
    expect(auditItemHref({ kind: 'news', item_id: 'x' })).toBeUndefined();
  });
});

describe('audit day filters', () => {
  it('starts a day at midnight in Korean time, and the next day after it', () => {
    expect(kstDayStart('2026-11-26')).toBe('2026-11-25T15:00:00.000Z');
    expect(kstDayStart('2026-11-26', true)).toBe('2026-11-26T15:00:00.000Z');
    expect(kstDayStart('2026-12-31', true)).toBe('2026-12-31T15:00:00.000Z');
  });

  it('ignores what is not a day', () => {
    expect(kstDayStart('')).toBeUndefined();
    expect(kstDayStart('2026-13-45')).toBeUndefined();
    expect(kstDayStart('yesterday')).toBeUndefined();
  });
});
