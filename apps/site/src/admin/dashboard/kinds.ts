import type { ContentKind } from '@company/content';

/** The dashboard's paths of a kind of content: list tab, editor, history and preview. */
export const dashboardPaths = {
  list: (kind: ContentKind) => (kind === 'news' ? '/admin' : `/admin?kind=${kind}`),
  create: (kind: ContentKind) => `/admin/${kind}/new`,
  edit: (kind: ContentKind, id: number) => `/admin/${kind}/${id}`,
  history: (kind: ContentKind, id: number) => `/admin/${kind}/${id}/history`,
  preview: (kind: ContentKind, id: number, pendingId?: number) =>
    `/admin/preview/${kind}/${id}${pendingId === undefined ? '' : `?pending=${pendingId}`}`,
};

/** The locale key naming each kind (its tab and headings). */
export const kindLabelKey = {
  news: 'admin:dashboard.kinds.news',
  youtube: 'admin:dashboard.kinds.youtube',
  announcement: 'admin:dashboard.kinds.announcement',
  shareholders: 'admin:dashboard.kinds.shareholders',
} as const satisfies Record<ContentKind, string>;
