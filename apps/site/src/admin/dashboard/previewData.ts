import type { ContentKind } from '@company/content';
import { useQuery } from '@tanstack/react-query';
import { type Displayed, type NewsArticle, newsArticleOf } from '../../data/displayReads';
import { useAppQueryClient } from '../../data/queryClient';
import type { Announcement, Shareholder, Video } from '../../data/types';
import { fetchPendingVersions } from '../data/pendingVersions';
import { fetchStaffItem } from './staffQueries';
import type { StaffColumns } from './types';

/** An item read through the staff session and prepared as its public page prepares it (bodies sanitised). */
export type PreviewItem =
  | { kind: 'news'; item: NewsArticle & StaffColumns }
  | { kind: 'youtube'; item: Video & StaffColumns }
  | { kind: 'announcement'; item: Displayed<Announcement> & StaffColumns }
  | { kind: 'shareholders'; item: Displayed<Shareholder> & StaffColumns };

/**
 * The item with a pending version's proposed fields over it: what visitors would see once it is published
 * (status and moment stay the live item's). Null when the pending version is gone (applied or discarded).
 */
export function withPendingFields<Row extends object>(
  item: Row,
  versions: readonly { id: number; fields: object }[],
  pendingId: number,
): Row | null {
  const version = versions.find((entry) => entry.id === pendingId);
  return version ? { ...item, ...version.fields } : null;
}

async function fetchRow<K extends ContentKind>(kind: K, id: number, pendingId?: number) {
  const item = await fetchStaffItem(kind, id);
  if (!item || pendingId === undefined) return item;
  return withPendingFields(item, await fetchPendingVersions(kind, id), pendingId);
}

async function fetchPreview(kind: ContentKind, id: number, pendingId?: number): Promise<PreviewItem | null> {
  const tools = await import('../../data/htmlTools');
  const sanitised = <T extends { content: string; content_en: string | null }>(row: T) => ({
    ...row,
    content: tools.sanitizeHtml(row.content),
    content_en: row.content_en == null ? null : tools.sanitizeHtml(row.content_en),
  });
  switch (kind) {
    case 'news': {
      const item = await fetchRow('news', id, pendingId);
      return item && { kind, item: { ...item, ...newsArticleOf(item, tools) } };
    }
    case 'youtube': {
      const item = await fetchRow('youtube', id, pendingId);
      return item && { kind, item };
    }
    case 'announcement': {
      const item = await fetchRow('announcement', id, pendingId);
      return item && { kind, item: sanitised(item) };
    }
    case 'shareholders': {
      const item = await fetchRow('shareholders', id, pendingId);
      return item && { kind, item: sanitised(item) };
    }
  }
}

/** The preview's item, drafts and scheduled items included; with `pendingId`, that pending version of it. */
export function usePreviewItem(kind: ContentKind, id: number, pendingId?: number) {
  return useQuery(
    { queryKey: [kind, 'preview', id, pendingId ?? null], queryFn: () => fetchPreview(kind, id, pendingId) },
    useAppQueryClient(),
  );
}
