import type { Language } from '@company/content';
import { keepPreviousData } from '@tanstack/react-query';
import * as displayReads from './displayReads';
import { useSiteQuery } from './queryClient';
import * as reads from './reads';

/**
 * One hook per read. Components use these, never a client. Query keys start with the table name, so a write
 * invalidates everything of its table with `invalidateQueries({ queryKey: [table] })`.
 *
 * Each read is one request that brings the Korean and the English columns together, so an item's page in
 * either language (and a switch between them) needs no second round trip. Lists, the latest items and an
 * item's neighbours depend on the page's language: English pages list only items with an English version.
 */

const detail = { retry: 1, staleTime: 30_000 } as const;

export function useNews(id: number) {
  return useSiteQuery({
    queryKey: ['news', 'detail', id],
    queryFn: () => reads.fetchNewsById(id),
    ...detail,
  });
}
/** The public page's news post: sanitised body and description (the admin's editor reads `useNews`). */
export function useNewsArticle(id: number) {
  return useSiteQuery({
    queryKey: ['news', 'article', id],
    queryFn: () => displayReads.fetchNewsArticle(id),
    ...detail,
  });
}
export function usePreviousNews(id: number, language: Language = 'ko') {
  return useSiteQuery({
    queryKey: ['news', 'previous', id, language],
    queryFn: () => reads.fetchPreviousNews(id, language),
    ...detail,
  });
}
export function useNextNews(id: number, language: Language = 'ko') {
  return useSiteQuery({
    queryKey: ['news', 'next', id, language],
    queryFn: () => reads.fetchNextNews(id, language),
    ...detail,
  });
}
export function useLatestNews(limit = 3, language: Language = 'ko') {
  return useSiteQuery({
    queryKey: ['news', 'latest', limit, language],
    queryFn: () => reads.fetchLatestNews(limit, language),
    ...detail,
  });
}
export function useNewsPage(page: number, pageSize: number, language: Language = 'ko') {
  return useSiteQuery({
    queryKey: ['news', 'page', page, pageSize, language],
    queryFn: () => reads.fetchNewsPage(page, pageSize, language),
    placeholderData: keepPreviousData,
    ...detail,
  });
}

/** The public page's shareholder notices, their HTML sanitised (the admin's list is `useShareholderPage`). */
export function useShareholderNotices(page: number, pageSize: number, language: Language = 'ko') {
  return useSiteQuery({
    queryKey: ['shareholders', 'notices', page, pageSize, language],
    queryFn: () => displayReads.fetchShareholderNotices(page, pageSize, language),
    placeholderData: keepPreviousData,
    ...detail,
  });
}

export function useLatestShareholder(language: Language = 'ko') {
  return useSiteQuery({
    queryKey: ['shareholders', 'latest', language],
    queryFn: () => reads.fetchLatestShareholder(language),
    ...detail,
  });
}
export function useShareholderPage(page: number, pageSize: number) {
  return useSiteQuery({
    queryKey: ['shareholders', 'page', page, pageSize],
    queryFn: () => reads.fetchShareholderPage(page, pageSize),
    placeholderData: keepPreviousData,
    ...detail,
  });
}

export function useVideo(id: number) {
  return useSiteQuery({
    queryKey: ['youtube', 'detail', id],
    queryFn: () => reads.fetchVideoById(id),
    ...detail,
  });
}
export function usePreviousVideo(id: number, language: Language = 'ko') {
  return useSiteQuery({
    queryKey: ['youtube', 'previous', id, language],
    queryFn: () => reads.fetchPreviousVideo(id, language),
    ...detail,
  });
}
export function useNextVideo(id: number, language: Language = 'ko') {
  return useSiteQuery({
    queryKey: ['youtube', 'next', id, language],
    queryFn: () => reads.fetchNextVideo(id, language),
    ...detail,
  });
}
export function useVideoPage(page: number, pageSize: number, language: Language = 'ko') {
  return useSiteQuery({
    queryKey: ['youtube', 'page', page, pageSize, language],
    queryFn: () => reads.fetchVideoPage(page, pageSize, language),
    placeholderData: keepPreviousData,
    ...detail,
  });
}

export function useAnnouncement(id: number) {
  return useSiteQuery({
    queryKey: ['announcement', 'detail', id],
    queryFn: () => reads.fetchAnnouncementById(id),
    ...detail,
  });
}
/** The public page's e-notice with its HTML sanitised. */
export function useAnnouncementArticle(id: number) {
  return useSiteQuery({
    queryKey: ['announcement', 'article', id],
    queryFn: () => displayReads.fetchAnnouncementArticle(id),
    ...detail,
  });
}
/** A page of the e-notices a page of `language` lists; `search` matches their titles in that language. */
export function useAnnouncementPage(
  page: number,
  pageSize: number,
  search: string,
  language: Language = 'ko',
) {
  return useSiteQuery({
    queryKey: ['announcement', 'page', page, pageSize, search, language],
    queryFn: () => reads.fetchAnnouncementPage(page, pageSize, search, language),
    placeholderData: keepPreviousData,
    ...detail,
  });
}

/**
 * The site's own video poster (the hero film's still, 16:9): shown for a video whose YouTube still or player
 * cannot load.
 */
export const videoPoster = {
  src: '/media/hero-poster-960.webp',
  srcSet: '/media/hero-poster-640.webp 640w, /media/hero-poster-960.webp 960w',
  width: 960,
  height: 540,
} as const;

/** Thumbnail of a YouTube video: the hqdefault image from YouTube's image host. */
export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}
