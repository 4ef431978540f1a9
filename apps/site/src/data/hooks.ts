import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from './queryClient';
import * as reads from './reads';

/**
 * One hook per read. Components use these, never a client. Query keys start with the table name, so a write
 * invalidates everything of its table with `invalidateQueries({ queryKey: [table] })`.
 */

const detail = { retry: 1, staleTime: 30_000 } as const;

export function useNews(id: number) {
  return useQuery(
    { queryKey: ['news', 'detail', id], queryFn: () => reads.fetchNewsById(id), ...detail },
    useAppQueryClient(),
  );
}
export function usePreviousNews(id: number) {
  return useQuery(
    {
      queryKey: ['news', 'previous', id],
      queryFn: () => reads.fetchPreviousNews(id),
      ...detail,
    },
    useAppQueryClient(),
  );
}
export function useNextNews(id: number) {
  return useQuery(
    { queryKey: ['news', 'next', id], queryFn: () => reads.fetchNextNews(id), ...detail },
    useAppQueryClient(),
  );
}
export function useLatestNews(limit = 3) {
  return useQuery(
    {
      queryKey: ['news', 'latest', limit],
      queryFn: () => reads.fetchLatestNews(limit),
      ...detail,
    },
    useAppQueryClient(),
  );
}
export function useNewsPage(page: number, pageSize: number) {
  return useQuery(
    {
      queryKey: ['news', 'page', page, pageSize],
      queryFn: () => reads.fetchNewsPage(page, pageSize),
      placeholderData: keepPreviousData,
      ...detail,
    },
    useAppQueryClient(),
  );
}

export function useLatestShareholder() {
  return useQuery(
    { queryKey: ['shareholders', 'latest'], queryFn: reads.fetchLatestShareholder, ...detail },
    useAppQueryClient(),
  );
}
export function useShareholderPage(page: number, pageSize: number) {
  return useQuery(
    {
      queryKey: ['shareholders', 'page', page, pageSize],
      queryFn: () => reads.fetchShareholderPage(page, pageSize),
      placeholderData: keepPreviousData,
      ...detail,
    },
    useAppQueryClient(),
  );
}

export function useVideo(id: number) {
  return useQuery(
    {
      queryKey: ['youtube', 'detail', id],
      queryFn: () => reads.fetchVideoById(id),
      ...detail,
    },
    useAppQueryClient(),
  );
}
export function usePreviousVideo(id: number) {
  return useQuery(
    {
      queryKey: ['youtube', 'previous', id],
      queryFn: () => reads.fetchPreviousVideo(id),
      ...detail,
    },
    useAppQueryClient(),
  );
}
export function useNextVideo(id: number) {
  return useQuery(
    { queryKey: ['youtube', 'next', id], queryFn: () => reads.fetchNextVideo(id), ...detail },
    useAppQueryClient(),
  );
}
export function useVideoPage(page: number, pageSize: number) {
  return useQuery(
    {
      queryKey: ['youtube', 'page', page, pageSize],
      queryFn: () => reads.fetchVideoPage(page, pageSize),
      placeholderData: keepPreviousData,
      ...detail,
    },
    useAppQueryClient(),
  );
}

export function useAnnouncement(id: number) {
  return useQuery(
    {
      queryKey: ['announcement', 'detail', id],
      queryFn: () => reads.fetchAnnouncementById(id),
      ...detail,
    },
    useAppQueryClient(),
  );
}
export function useAnnouncementPage(page: number, pageSize: number, search: string) {
  return useQuery(
    {
      queryKey: ['announcement', 'page', page, pageSize, search],
      queryFn: () => reads.fetchAnnouncementPage(page, pageSize, search),
      placeholderData: keepPreviousData,
      ...detail,
    },
    useAppQueryClient(),
  );
}

/** Thumbnail of a YouTube video: the hqdefault image from YouTube's image host. */
export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}
