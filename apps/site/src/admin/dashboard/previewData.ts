import type { ContentKind } from '@company/content';
import { useQuery } from '@tanstack/react-query';
import { type Displayed, type NewsArticle, newsArticleOf } from '../../data/displayReads';
import { useAppQueryClient } from '../../data/queryClient';
import type { Announcement, Shareholder, Video } from '../../data/types';
import { fetchStaffItem } from './staffQueries';
import type { StaffColumns } from './types';

/** An item read through the staff session and prepared as its public page prepares it (bodies sanitised). */
export type PreviewItem =
  | { kind: 'news'; item: NewsArticle & StaffColumns }
  | { kind: 'youtube'; item: Video & StaffColumns }
  | { kind: 'announcement'; item: Displayed<Announcement> & StaffColumns }
  | { kind: 'shareholders'; item: Displayed<Shareholder> & StaffColumns };

async function fetchPreview(kind: ContentKind, id: number): Promise<PreviewItem | null> {
  const tools = await import('../../data/htmlTools');
  const sanitised = <T extends { content: string; content_en: string | null }>(row: T) => ({
    ...row,
    content: tools.sanitizeHtml(row.content),
    content_en: row.content_en == null ? null : tools.sanitizeHtml(row.content_en),
  });
  switch (kind) {
    case 'news': {
      const item = await fetchStaffItem('news', id);
      return item && { kind, item: { ...item, ...newsArticleOf(item, tools) } };
    }
    case 'youtube': {
      const item = await fetchStaffItem('youtube', id);
      return item && { kind, item };
    }
    case 'announcement': {
      const item = await fetchStaffItem('announcement', id);
      return item && { kind, item: sanitised(item) };
    }
    case 'shareholders': {
      const item = await fetchStaffItem('shareholders', id);
      return item && { kind, item: sanitised(item) };
    }
  }
}

/** The preview's item, drafts and scheduled items included. */
export function usePreviewItem(kind: ContentKind, id: number) {
  return useQuery(
    { queryKey: [kind, 'preview', id], queryFn: () => fetchPreview(kind, id) },
    useAppQueryClient(),
  );
}
