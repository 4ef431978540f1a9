import type { Language } from '@company/content';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminClient } from '../admin/client';
import {
  ConflictError,
  NothingChangedError,
  useDeleteRow,
  useSaveRow,
  useUploadImage,
} from '../admin/mutations';
import { signInAdmin, signOutAdmin } from '../admin/signIn';
import { excerpt, plainTextOfHtml } from '../seo/plainText';
import { type RunningBackend, startBackend, TEST_ADMIN } from '../test/backend';
import { useNodeFileApis } from '../test/nodeFileApis';
import { newestFirst, type SeedRow, seedRows } from '../test/seed';
import { setBackendConfig } from './config';
import { sanitizeHtml } from './htmlTools';
import { siteQueries } from './queries';
import { useSiteQuery } from './queryClient';
import * as reads from './reads';

// Every read of data/queries.ts (as the pages read them, with useSiteQuery) and the admin mutations, against a
// freshly seeded apps/backend.

/** The reads under the names of what they give; the raw rows are read as the pages' articles are made of. */
const hooks = {
  useLatestNews: (limit = 3, language: Language = 'ko') =>
    useSiteQuery(siteQueries.latestNews(limit, language)),
  useLatestShareholder: (language: Language = 'ko') => useSiteQuery(siteQueries.latestShareholder(language)),
  useNews: (id: number) =>
    useSiteQuery({ queryKey: ['news', 'row', id], queryFn: () => reads.fetchById('news', id) }),
  useAnnouncement: (id: number) =>
    useSiteQuery({
      queryKey: ['announcement', 'row', id],
      queryFn: () => reads.fetchById('announcement', id),
    }),
  useNewsArticle: (id: number) => useSiteQuery(siteQueries.newsArticle(id)),
  useAnnouncementArticle: (id: number) => useSiteQuery(siteQueries.announcementArticle(id)),
  useVideo: (id: number) => useSiteQuery(siteQueries.video(id)),
  usePreviousNews: (id: number, language: Language = 'ko') =>
    useSiteQuery(siteQueries.neighbour('news', 'previous', id, language)),
  useNextNews: (id: number, language: Language = 'ko') =>
    useSiteQuery(siteQueries.neighbour('news', 'next', id, language)),
  usePreviousVideo: (id: number, language: Language = 'ko') =>
    useSiteQuery(siteQueries.neighbour('youtube', 'previous', id, language)),
  useNextVideo: (id: number, language: Language = 'ko') =>
    useSiteQuery(siteQueries.neighbour('youtube', 'next', id, language)),
  useNewsPage: (page: number, pageSize: number, language: Language = 'ko') =>
    useSiteQuery(siteQueries.newsPage(page, pageSize, language)),
  useVideoPage: (page: number, pageSize: number, language: Language = 'ko') =>
    useSiteQuery(siteQueries.videoPage(page, pageSize, language)),
  useAnnouncementPage: (page: number, pageSize: number, search: string, language: Language = 'ko') =>
    useSiteQuery(siteQueries.announcementPage(page, pageSize, search, language)),
  useShareholderNotices: (page: number, pageSize: number, language: Language = 'ko') =>
    useSiteQuery(siteQueries.shareholderNotices(page, pageSize, language)),
  useShareholderPage: (page: number, pageSize: number) =>
    useSiteQuery({
      queryKey: ['shareholders', 'rows', page, pageSize],
      queryFn: () => reads.fetchShareholderPage(page, pageSize),
    }),
};

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend();
  setBackendConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
}, 120_000);

afterAll(async () => {
  if (!backend) return;
  (await adminClient()).auth.stopAutoRefresh();
  await backend.stop();
}, 30_000);

/** Answers come from a real server on a shared machine: wait for them generously, never sleep. */
const answered = { timeout: 30_000 } as const;

function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function providerOf(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

/** Renders a query hook and resolves with its data once it has answered (rejects with its error). */
async function dataOf<T>(useHook: () => UseQueryResult<T>, queryClient = newQueryClient()): Promise<T> {
  const { result } = renderHook(useHook, { wrapper: providerOf(queryClient) });
  await waitFor(() => expect(result.current.isPending).toBe(false), answered);
  if (result.current.isError) throw result.current.error;
  return result.current.data as T;
}

/** A row with its date as an instant: the seed writes dates in +09:00, the server answers in UTC. */
function instantOf<T extends { created_at: string }>(row: T) {
  return { ...row, created_at: Date.parse(row.created_at) };
}
/** The same for an answer that may be null (a missing id). */
function instantOrNull<T extends { created_at: string }>(row: T | null | undefined) {
  return row ? instantOf(row) : row;
}

const news = seedRows('news');
const videos = seedRows('youtube');
const announcements = seedRows('announcement');
const neighbourOfNews = ({ id, title, title_en, thumbnail }: SeedRow<'news'>) => ({
  id,
  title,
  title_en,
  thumbnail,
});
const neighbourOfVideo = ({ id, title, title_en, video_id }: SeedRow<'youtube'>) => ({
  id,
  title,
  title_en,
  video_id,
});
const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
/** The row at `index` (negative: from the end), which the seed must have. */
function rowAt<T>(rows: readonly T[], index: number): T {
  const row = rows.at(index);
  if (row === undefined) throw new Error(`The seed content has no row at ${index}`);
  return row;
}
const MISSING_ID = 987_654;

/** The columns each list reads: what it shows and both dates, never a body it does not show. */
const LIST_COLUMNS = {
  news: ['created_at', 'id', 'published_at', 'thumbnail', 'title', 'title_en'],
  youtube: ['created_at', 'id', 'published_at', 'title', 'title_en', 'video_id'],
  announcement: ['created_at', 'id', 'published_at', 'title', 'title_en'],
  shareholderBanner: ['created_at', 'id', 'published_at', 'title', 'title_en'],
} as const;
const columnsOf = (rows: readonly object[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();
/** A seed row as a list reads it: its listed columns, its date as an instant. */
function listed<T extends { created_at: string }>(row: T, columns: readonly string[]) {
  const { created_at, ...rest } = instantOf(row);
  return {
    created_at,
    ...Object.fromEntries(Object.entries(rest).filter(([column]) => columns.includes(column))),
  };
}

describe('public read hooks, on the seed content', { timeout: 60_000 }, () => {
  it('useLatestNews gives the three newest news by created_at, with what their cards show', async () => {
    const latest = await dataOf(() => hooks.useLatestNews());
    expect(columnsOf(latest)).toEqual(LIST_COLUMNS.news);
    expect(latest.map(instantOf)).toMatchObject(
      newestFirst('news')
        .slice(0, 3)
        .map((row) => listed(row, LIST_COLUMNS.news)),
    );
    expect(idsOf(await dataOf(() => hooks.useLatestNews(5)))).toEqual(idsOf(newestFirst('news').slice(0, 5)));
  });

  it('useNews gives the row with that id, and null (not an error) for a missing id', async () => {
    const middle = rowAt(news, 6);
    expect(instantOrNull(await dataOf(() => hooks.useNews(middle.id)))).toMatchObject(instantOf(middle));
    expect(await dataOf(() => hooks.useNews(MISSING_ID))).toBeNull();
  });

  it('useNewsArticle gives the post its page shows: sanitised body, description, null for a missing id', async () => {
    const middle = rowAt(news, 6);
    const article = await dataOf(() => hooks.useNewsArticle(middle.id));
    expect(article).toMatchObject({ id: middle.id, title: middle.title, thumbnail: middle.thumbnail });
    expect(article?.content).toBe(sanitizeHtml(middle.content));
    expect(article?.description).toBe(excerpt(plainTextOfHtml(middle.content), 160));
    expect(article?.description.length).toBeGreaterThan(0);
    expect(await dataOf(() => hooks.useNewsArticle(MISSING_ID))).toBeNull();
  });

  it('usePreviousNews and useNextNews give the neighbours by id (id, title, thumbnail), null at the ends', async () => {
    const [first, second, third, last] = [rowAt(news, 0), rowAt(news, 1), rowAt(news, 2), rowAt(news, -1)];
    expect(await dataOf(() => hooks.usePreviousNews(third.id))).toEqual(neighbourOfNews(second));
    expect(await dataOf(() => hooks.useNextNews(first.id))).toEqual(neighbourOfNews(second));
    expect(await dataOf(() => hooks.usePreviousNews(first.id))).toBeNull();
    expect(await dataOf(() => hooks.useNextNews(last.id))).toBeNull();
    // From an id that is not there (deleted), the nearest one on each side.
    expect(await dataOf(() => hooks.usePreviousNews(MISSING_ID))).toEqual(neighbourOfNews(last));
  });

  it('useNewsPage gives a page of N, newest first, with the total count', async () => {
    const expected = newestFirst('news');
    const second = await dataOf(() => hooks.useNewsPage(2, 4));
    expect(second.total).toBe(news.length);
    expect(columnsOf(second.rows)).toEqual(LIST_COLUMNS.news);
    expect(second.rows.map(instantOf)).toMatchObject(
      expected.slice(4, 8).map((row) => listed(row, LIST_COLUMNS.news)),
    );
    const lastPage = Math.ceil(news.length / 4);
    const last = await dataOf(() => hooks.useNewsPage(lastPage, 4));
    expect(idsOf(last.rows)).toEqual(idsOf(expected.slice((lastPage - 1) * 4)));
    expect(last.total).toBe(news.length);
  });

  it('a page past the last one is empty and still tells the total, so the list can offer its pages', async () => {
    const beyond = await dataOf(() => hooks.useNewsPage(99, 4));
    expect(beyond).toEqual({ rows: [], total: news.length });
  });

  it('a page hook keeps showing the previous page while the next one loads', async () => {
    const queryClient = newQueryClient();
    const { result, rerender } = renderHook(({ page }) => hooks.useNewsPage(page, 3), {
      wrapper: providerOf(queryClient),
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), answered);
    const firstPage = idsOf(result.current.data?.rows ?? []);
    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(idsOf(result.current.data?.rows ?? [])).toEqual(firstPage);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false), answered);
    expect(idsOf(result.current.data?.rows ?? [])).toEqual(idsOf(newestFirst('news').slice(3, 6)));
  });

  it('useLatestShareholder names the newest shareholders notice; useShareholderPage pages them', async () => {
    const shareholders = newestFirst('shareholders');
    const newest = rowAt(shareholders, 0);
    const latest = await dataOf(() => hooks.useLatestShareholder());
    expect(columnsOf(latest ? [latest] : [])).toEqual(LIST_COLUMNS.shareholderBanner);
    expect(instantOrNull(latest)).toMatchObject(listed(newest, LIST_COLUMNS.shareholderBanner));
    const page = await dataOf(() => hooks.useShareholderPage(2, 1));
    expect({ ids: idsOf(page.rows), total: page.total }).toEqual({
      ids: [rowAt(shareholders, 1).id],
      total: shareholders.length,
    });
  });

  it('useVideo, usePreviousVideo and useNextVideo follow the videos by id', async () => {
    const [first, second, third, last] = [
      rowAt(videos, 0),
      rowAt(videos, 1),
      rowAt(videos, 2),
      rowAt(videos, -1),
    ];
    expect(instantOrNull(await dataOf(() => hooks.useVideo(second.id)))).toMatchObject(instantOf(second));
    expect(await dataOf(() => hooks.useVideo(MISSING_ID))).toBeNull();
    expect(await dataOf(() => hooks.usePreviousVideo(third.id))).toEqual(neighbourOfVideo(second));
    expect(await dataOf(() => hooks.useNextVideo(first.id))).toEqual(neighbourOfVideo(second));
    expect(await dataOf(() => hooks.usePreviousVideo(first.id))).toBeNull();
    expect(await dataOf(() => hooks.useNextVideo(last.id))).toBeNull();
  });

  it('useVideoPage gives a page of videos, newest first, with the total count', async () => {
    const page = await dataOf(() => hooks.useVideoPage(1, 4));
    expect(columnsOf(page.rows)).toEqual(LIST_COLUMNS.youtube);
    expect(page.rows.map(instantOf)).toMatchObject(newestFirst('youtube').slice(0, 4).map(instantOf));
    expect(page.total).toBe(videos.length);
  });

  it('useAnnouncement gives the row with that id, and null for a missing id', async () => {
    const last = rowAt(announcements, -1);
    expect(instantOrNull(await dataOf(() => hooks.useAnnouncement(last.id)))).toMatchObject(instantOf(last));
    expect(await dataOf(() => hooks.useAnnouncement(MISSING_ID))).toBeNull();
  });

  it('useAnnouncementArticle and useShareholderNotices give the rows with their HTML sanitised', async () => {
    const last = rowAt(announcements, -1);
    const notice = await dataOf(() => hooks.useAnnouncementArticle(last.id));
    expect(notice).toMatchObject({ id: last.id, title: last.title, content: sanitizeHtml(last.content) });
    expect(await dataOf(() => hooks.useAnnouncementArticle(MISSING_ID))).toBeNull();
    const shareholders = newestFirst('shareholders');
    const page = await dataOf(() => hooks.useShareholderNotices(1, 2));
    expect(page.total).toBe(shareholders.length);
    expect(page.rows.map((row) => [row.id, row.content])).toEqual(
      shareholders.slice(0, 2).map((row) => [row.id, sanitizeHtml(row.content)]),
    );
  });

  it('useAnnouncementPage pages all announcements, and searches titles', async () => {
    const all = await dataOf(() => hooks.useAnnouncementPage(1, 5, ''));
    expect(columnsOf(all.rows)).toEqual(LIST_COLUMNS.announcement);
    expect({ ids: idsOf(all.rows), total: all.total }).toEqual({
      ids: idsOf(newestFirst('announcement').slice(0, 5)),
      total: announcements.length,
    });
    const term = '결산공고';
    const matching = newestFirst('announcement').filter((row) => row.title.includes(term));
    expect(matching.length).toBeGreaterThan(1);
    const found = await dataOf(() => hooks.useAnnouncementPage(1, 10, `  ${term} `));
    expect({ ids: idsOf(found.rows), total: found.total }).toEqual({
      ids: idsOf(matching),
      total: matching.length,
    });
    // Past the last page of a search, the total is still the search's.
    expect(await dataOf(() => hooks.useAnnouncementPage(9, 10, term))).toEqual({
      rows: [],
      total: matching.length,
    });
  });

  it('on English pages the lists hold only items with an English version, and the search their English titles', async () => {
    const rows = newestFirst('announcement');
    const englishTerm = 'financial statements';
    const english = rows.filter((row) => row.title_en?.toLowerCase().includes(englishTerm));
    expect(english.length).toBeGreaterThan(1);
    const found = await dataOf(() => hooks.useAnnouncementPage(1, 10, englishTerm, 'en'));
    expect({ ids: idsOf(found.rows), total: found.total }).toEqual({
      ids: idsOf(english),
      total: english.length,
    });
    // The Korean pages know nothing of the English titles.
    expect((await dataOf(() => hooks.useAnnouncementPage(1, 10, englishTerm, 'ko'))).total).toBe(0);
    // A Korean title is not found on English pages: a notice without English is not on their list.
    const koreanTerm = '공고';
    expect(rows.some((row) => row.title_en == null && row.title.includes(koreanTerm))).toBe(true);
    expect(await dataOf(() => hooks.useAnnouncementPage(1, 10, koreanTerm, 'en'))).toEqual({
      rows: [],
      total: 0,
    });
    // Without a term the English list pages and counts the translated notices only.
    const translated = rows.filter((row) => row.title_en != null);
    expect(translated.length).toBeLessThan(rows.length);
    const englishPage = await dataOf(() => hooks.useAnnouncementPage(1, 50, '', 'en'));
    expect({ ids: idsOf(englishPage.rows), total: englishPage.total }).toEqual({
      ids: idsOf(translated),
      total: translated.length,
    });
    // Quotes, commas and parentheses in the term are text, not filter syntax.
    for (const term of ['"', 'a,b', '(x)', 'ilike.%']) {
      expect(await dataOf(() => hooks.useAnnouncementPage(1, 10, term, 'en')), term).toEqual({
        rows: [],
        total: 0,
      });
    }
  });

  it('English lists, latest items and neighbours skip the items without an English version', async () => {
    const englishNews = newestFirst('news').filter((row) => row.title_en != null);
    expect(englishNews.length).toBeLessThan(news.length);
    const page = await dataOf(() => hooks.useNewsPage(1, 50, 'en'));
    expect({ ids: idsOf(page.rows), total: page.total }).toEqual({
      ids: idsOf(englishNews),
      total: englishNews.length,
    });
    expect(idsOf(await dataOf(() => hooks.useLatestNews(3, 'en')))).toEqual(idsOf(englishNews.slice(0, 3)));
    const videos = newestFirst('youtube').filter((row) => row.title_en != null);
    expect((await dataOf(() => hooks.useVideoPage(1, 50, 'en'))).total).toBe(videos.length);
    const meetings = newestFirst('shareholders').filter((row) => row.title_en != null);
    expect((await dataOf(() => hooks.useShareholderNotices(1, 50, 'en'))).total).toBe(meetings.length);
    expect((await dataOf(() => hooks.useLatestShareholder('en')))?.id).toBe(meetings[0]?.id);
    // Neighbours by id, among the translated posts only.
    const byId = [...news].sort((a, b) => a.id - b.id);
    const englishIds = byId.filter((row) => row.title_en != null).map((row) => row.id);
    const koreanOnly = byId.find(
      (row, index) => index > 0 && row.title_en == null && index < byId.length - 1,
    );
    expect(koreanOnly).toBeDefined();
    const id = koreanOnly?.id ?? 0;
    expect((await dataOf(() => hooks.usePreviousNews(id, 'en')))?.id).toBe(
      englishIds.filter((other) => other < id).at(-1),
    );
    expect((await dataOf(() => hooks.useNextNews(id, 'en')))?.id).toBe(
      englishIds.find((other) => other > id),
    );
    for (const neighbour of [
      await dataOf(() => hooks.usePreviousNews(englishIds[1] ?? 0, 'en')),
      await dataOf(() => hooks.useNextNews(englishIds[0] ?? 0, 'en')),
    ]) {
      expect(neighbour?.title_en).not.toBeNull();
    }
  });

  it('reads an item with both languages in its one answer', async () => {
    const english = rowAt(
      news.filter((row) => row.title_en != null),
      0,
    );
    const article = await dataOf(() => hooks.useNewsArticle(english.id));
    expect(article).toMatchObject({ title: english.title, title_en: english.title_en });
    expect(article?.content).toBe(sanitizeHtml(english.content));
    expect(article?.content_en).toBe(sanitizeHtml(english.content_en ?? ''));
    expect(article?.description_en).toBe(excerpt(plainTextOfHtml(english.content_en ?? ''), 160));
  });

  it('the announcement search takes % and _ literally, not as wildcards', async () => {
    for (const term of ['%', '_', '결산%', '\\']) {
      const found = await dataOf(() => hooks.useAnnouncementPage(1, 10, term));
      expect(found, `search ${term}`).toEqual({ rows: [], total: 0 });
    }
  });
});

/** Runs a mutation inside act and tells how it ended, without throwing. */
async function outcomeOf<T>(run: () => Promise<T>): Promise<{ value?: T; error?: unknown }> {
  let outcome: { value?: T; error?: unknown } = {};
  await act(async () => {
    outcome = await run().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  });
  return outcome;
}

const draft = {
  title: 'Hook test: a news item written by the admin',
  content: '<p>Written through <strong>useSaveRow</strong>.</p>',
  thumbnail: '/storage/v1/object/public/news-images/seed/hook-test.jpg',
};
/** A 1x1 PNG: the storage checks the bytes' signature, not the name. */
const PNG_DOT = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

describe('admin writes through the mutations', { timeout: 90_000 }, () => {
  it('signInAdmin refuses a wrong password and signs the admin in with the right one', async () => {
    expect(await signInAdmin(TEST_ADMIN.email, 'not-the-password')).toEqual({ outcome: 'invalid' });
    expect(await signInAdmin(TEST_ADMIN.email, TEST_ADMIN.password)).toEqual({ outcome: 'staff' });
    await signOutAdmin();
    expect((await (await adminClient()).auth.getSession()).data.session).toBeNull();
  });

  it('an admin creates, updates and deletes a news item; the public read hooks see each change', async () => {
    expect(await signInAdmin(TEST_ADMIN.email, TEST_ADMIN.password)).toEqual({ outcome: 'staff' });
    const wrapper = providerOf(newQueryClient());
    const { result } = renderHook(
      () => ({
        save: useSaveRow('news'),
        remove: useDeleteRow('news'),
        latest: hooks.useLatestNews(),
        page: hooks.useNewsPage(1, 5),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.page.data?.total).toBe(news.length), answered);

    const created = await outcomeOf(() => result.current.save.mutateAsync({ values: draft }));
    const id = created.value ?? Number.NaN;
    expect(id).toBeGreaterThan(rowAt(news, -1).id);
    await waitFor(
      () =>
        expect(result.current.latest.data?.[0]).toMatchObject({
          id,
          title: draft.title,
          thumbnail: draft.thumbnail,
        }),
      answered,
    );
    await waitFor(() => expect(result.current.page.data?.total).toBe(news.length + 1), answered);
    const detail = renderHook(() => hooks.useNews(id), { wrapper });
    await waitFor(() => expect(detail.result.current.data).toMatchObject(draft), answered);

    const edited = { ...draft, title: 'Hook test: the same item, edited' };
    expect(
      await outcomeOf(() => result.current.save.mutateAsync({ id, version: 1, values: edited })),
    ).toEqual({
      value: id,
    });
    await waitFor(() => expect(detail.result.current.data?.title).toBe(edited.title), answered);
    // A second save based on the version both started from is stale: refused, and the first one stays.
    const stale = await outcomeOf(() =>
      result.current.save.mutateAsync({ id, version: 1, values: { ...draft, title: 'Hook test: stale' } }),
    );
    expect(stale.error).toBeInstanceOf(ConflictError);
    expect(stale.error).toMatchObject({ currentVersion: 2, updatedBy: expect.any(String) });
    expect((await dataOf(() => hooks.useNews(id)))?.title).toBe(edited.title);
    await waitFor(() => expect(result.current.latest.data?.[0]?.title).toBe(edited.title), answered);

    expect(await outcomeOf(() => result.current.remove.mutateAsync(id))).toEqual({ value: undefined });
    const seedLatest = idsOf(newestFirst('news').slice(0, 3));
    await waitFor(() => expect(idsOf(result.current.latest.data ?? [])).toEqual(seedLatest), answered);
    await waitFor(() => expect(result.current.page.data?.total).toBe(news.length), answered);
    expect(await dataOf(() => hooks.useNews(id))).toBeNull();
    await signOutAdmin();
  });

  it('an admin adds and removes a video, an announcement and a shareholders notice; their hooks follow', async () => {
    expect(await signInAdmin(TEST_ADMIN.email, TEST_ADMIN.password)).toEqual({ outcome: 'staff' });
    const { result } = renderHook(
      () => ({
        saveVideo: useSaveRow('youtube'),
        removeVideo: useDeleteRow('youtube'),
        videos: hooks.useVideoPage(1, 1),
        saveNotice: useSaveRow('announcement'),
        removeNotice: useDeleteRow('announcement'),
        notices: hooks.useAnnouncementPage(1, 1, ''),
        saveMeeting: useSaveRow('shareholders'),
        removeMeeting: useDeleteRow('shareholders'),
        meeting: hooks.useLatestShareholder(),
      }),
      { wrapper: providerOf(newQueryClient()) },
    );
    const video = { title: 'Hook test: a video', video_id: 'Hook_test-1' };
    const notice = { title: 'Hook test: an announcement', content: '<p>Announced by a test.</p>' };
    const meeting = { title: 'Hook test: a meeting', content: '', meeting_date: '2030-01-02' };
    const videoId = (await outcomeOf(() => result.current.saveVideo.mutateAsync({ values: video }))).value;
    const noticeId = (await outcomeOf(() => result.current.saveNotice.mutateAsync({ values: notice }))).value;
    const meetingId = (await outcomeOf(() => result.current.saveMeeting.mutateAsync({ values: meeting })))
      .value;
    await waitFor(() => {
      expect(result.current.videos.data).toMatchObject({
        rows: [{ id: videoId, ...video }],
        total: videos.length + 1,
      });
      expect(result.current.notices.data?.rows[0]).toMatchObject({ id: noticeId, title: notice.title });
      expect(result.current.meeting.data).toMatchObject({ id: meetingId, title: meeting.title });
    }, answered);

    expect(await outcomeOf(() => result.current.removeVideo.mutateAsync(videoId ?? Number.NaN))).toEqual({
      value: undefined,
    });
    expect(await outcomeOf(() => result.current.removeNotice.mutateAsync(noticeId ?? Number.NaN))).toEqual({
      value: undefined,
    });
    expect(await outcomeOf(() => result.current.removeMeeting.mutateAsync(meetingId ?? Number.NaN))).toEqual({
      value: undefined,
    });
    await waitFor(() => {
      expect(result.current.videos.data?.total).toBe(videos.length);
      expect(result.current.notices.data?.total).toBe(announcements.length);
      expect(result.current.meeting.data?.id).toBe(rowAt(newestFirst('shareholders'), 0).id);
    }, answered);
    await signOutAdmin();
  });

  it('without a session every write is refused and changes nothing', async () => {
    expect((await (await adminClient()).auth.getSession()).data.session).toBeNull();
    const { result } = renderHook(() => ({ save: useSaveRow('news'), remove: useDeleteRow('news') }), {
      wrapper: providerOf(newQueryClient()),
    });
    const target = rowAt(news, 0);
    const insert = await outcomeOf(() => result.current.save.mutateAsync({ values: draft }));
    expect(insert.error).toBeInstanceOf(Error);
    const update = await outcomeOf(() =>
      result.current.save.mutateAsync({ id: target.id, version: 1, values: draft }),
    );
    expect(update.error).toBeInstanceOf(NothingChangedError);
    const removal = await outcomeOf(() => result.current.remove.mutateAsync(target.id));
    expect(removal.error).toBeInstanceOf(NothingChangedError);

    expect(instantOrNull(await dataOf(() => hooks.useNews(target.id)))).toMatchObject(instantOf(target));
    const page = await dataOf(() => hooks.useNewsPage(1, 20));
    expect(idsOf(page.rows)).toEqual(idsOf(newestFirst('news')));
  });

  it('useUploadImage stores an image the public URL serves; without a session the upload is refused', async () => {
    await useNodeFileApis();
    const file = () => new File([PNG_DOT], 'dot.png', { type: 'image/png' });
    const wrapper = providerOf(newQueryClient());
    const { result } = renderHook(() => useUploadImage(), { wrapper });
    const refused = await outcomeOf(() => result.current.mutateAsync(file()));
    expect(refused.error).toBeInstanceOf(Error);

    expect(await signInAdmin(TEST_ADMIN.email, TEST_ADMIN.password)).toEqual({ outcome: 'staff' });
    const uploaded = await outcomeOf(() => result.current.mutateAsync(file()));
    expect(uploaded.error).toBeUndefined();
    const url = uploaded.value ?? '';
    expect(url).toMatch(
      new RegExp(`^${backend.url}/storage/v1/object/public/news-images/news/[0-9a-f-]{36}\\.png$`),
    );
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_DOT);
    await signOutAdmin();
    vi.unstubAllGlobals();
  });
});
