import { describe, expect, it } from 'vitest';
import { adminNavigation } from './adminNavigation';

const hrefs = (entries: ReturnType<typeof adminNavigation>) => entries.map((entry) => entry.href);
const currentOf = (entries: ReturnType<typeof adminNavigation>) =>
  entries.filter((entry) => entry.current).map((entry) => entry.href);

describe('adminNavigation', () => {
  it('lists, for an admin, the dashboard, the four kinds, review, inbox, trash, audit log and staff in order', () => {
    expect(hrefs(adminNavigation('admin', { barePath: '/admin', search: '' }))).toEqual([
      '/admin',
      '/admin?kind=news',
      '/admin?kind=youtube',
      '/admin?kind=announcement',
      '/admin?kind=shareholders',
      '/admin/review',
      '/admin/inquiries',
      '/admin/trash',
      '/admin/audit',
      '/admin/staff',
    ]);
  });

  it('leaves the admin-only inbox, audit log and staff out for an editor', () => {
    const entries = hrefs(adminNavigation('editor', { barePath: '/admin', search: '' }));
    expect(entries).not.toContain('/admin/inquiries');
    expect(entries).not.toContain('/admin/audit');
    expect(entries).not.toContain('/admin/staff');
    expect(entries).toContain('/admin/trash');
    expect(entries).toContain('/admin/review');
  });

  it('marks the dashboard on the plain dashboard, and a kind on its tab or in its editor', () => {
    expect(currentOf(adminNavigation('admin', { barePath: '/admin', search: '' }))).toEqual(['/admin']);
    expect(
      currentOf(adminNavigation('admin', { barePath: '/admin', search: '?kind=youtube&page=2' })),
    ).toEqual(['/admin?kind=youtube']);
    expect(currentOf(adminNavigation('editor', { barePath: '/admin/announcement/12', search: '' }))).toEqual([
      '/admin?kind=announcement',
    ]);
  });

  it('marks a section on its page and the pages under it', () => {
    expect(currentOf(adminNavigation('admin', { barePath: '/admin/trash', search: '' }))).toEqual([
      '/admin/trash',
    ]);
    expect(currentOf(adminNavigation('admin', { barePath: '/admin/review/3', search: '' }))).toEqual([
      '/admin/review',
    ]);
  });

  it('uses the labels of the dashboard where the words are the same', () => {
    const labels = adminNavigation('admin', { barePath: '/admin', search: '' }).map(
      (entry) => entry.labelKey,
    );
    expect(labels).toContain('admin:dashboard.kinds.news');
    expect(labels).toContain('admin:dashboard.trash');
    expect(labels).toContain('admin:dashboard.inbox');
  });
});
