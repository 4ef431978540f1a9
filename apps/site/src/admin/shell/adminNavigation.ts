import { type ContentKind, contentKinds } from '@company/content';
import type { StaffRole } from '../claims';
import { kindLabelKey } from '../dashboard/kinds';

/** The locale keys the side navigation's labels come from. */
export type AdminNavLabelKey =
  | 'admin:shell.dashboard'
  | (typeof kindLabelKey)[ContentKind]
  | 'admin:shell.review'
  | 'admin:dashboard.inbox'
  | 'admin:dashboard.trash'
  | 'admin:shell.audit'
  | 'admin:dashboard.staff';

export interface AdminNavEntry {
  href: string;
  labelKey: AdminNavLabelKey;
  current: boolean;
}

interface Where {
  /** The path without its language prefix, e.g. /admin/trash. */
  barePath: string;
  /** The address's query, e.g. ?kind=youtube. */
  search: string;
}

function isUnder(barePath: string, path: string): boolean {
  return barePath === path || barePath.startsWith(`${path}/`);
}

/**
 * The admin's side navigation, in its order: the dashboard, each kind of content (its dashboard tab, also current
 * in that kind's editor), review requests, the inquiry inbox (admins), trash, the audit log (admins) and staff
 * (admins). An editor is not shown what only admins may open.
 */
export function adminNavigation(role: StaffRole, { barePath, search }: Where): AdminNavEntry[] {
  const kindParam = new URLSearchParams(search).get('kind');
  const onDashboard = barePath === '/admin';
  const isAdmin = role === 'admin';
  const section = (href: string, labelKey: AdminNavLabelKey): AdminNavEntry => ({
    href,
    labelKey,
    current: isUnder(barePath, href),
  });
  return [
    { href: '/admin', labelKey: 'admin:shell.dashboard', current: onDashboard && !kindParam },
    ...contentKinds.map(
      (kind): AdminNavEntry => ({
        href: `/admin?kind=${kind}`,
        labelKey: kindLabelKey[kind],
        current: (onDashboard && kindParam === kind) || isUnder(barePath, `/admin/${kind}`),
      }),
    ),
    section('/admin/review', 'admin:shell.review'),
    ...(isAdmin ? [section('/admin/inquiries', 'admin:dashboard.inbox')] : []),
    section('/admin/trash', 'admin:dashboard.trash'),
    ...(isAdmin ? [section('/admin/audit', 'admin:shell.audit')] : []),
    ...(isAdmin ? [section('/admin/staff', 'admin:dashboard.staff')] : []),
  ];
}
