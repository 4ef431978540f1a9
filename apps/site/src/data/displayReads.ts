import type { Language } from '@company/content';
import type { SanitizedHtml } from '../components/sanitizeHtml';
import * as reads from './reads';
import type { Announcement, News, PagedRows, Shareholder } from './types';

/** A row whose stored HTML (Korean and English) has been sanitised for display. */
export type Displayed<T extends { content: string; content_en: string | null }> = Omit<
  T,
  'content' | 'content_en'
> & { content: SanitizedHtml; content_en: SanitizedHtml | null };

/**
 * A news post as its page shows it: sanitised bodies and the reading text's opening as description, in
 * Korean and (when the post has an English version) in English: one read serves both languages' pages.
 */
export interface NewsArticle extends Displayed<News> {
  description: string;
  description_en: string | null;
}

type HtmlTools = typeof import('./htmlTools');
const htmlTools = (): Promise<HtmlTools> => import('./htmlTools');

function displayed<T extends { content: string; content_en: string | null }>(
  row: T,
  { sanitizeHtml }: HtmlTools,
): Displayed<T> {
  return {
    ...row,
    content: sanitizeHtml(row.content),
    content_en: row.content_en == null ? null : sanitizeHtml(row.content_en),
  };
}

/** A news row as its page shows it. */
export function newsArticleOf(news: News, tools: HtmlTools): NewsArticle {
  const description = (html: string) => tools.excerptOfHtml(html, 160);
  return {
    ...displayed(news, tools),
    description: description(news.content),
    description_en: news.content_en == null ? null : description(news.content_en),
  };
}

/** The reads of stored HTML that pages display; the sanitiser loads alongside the request. */
export async function fetchNewsArticle(id: number): Promise<NewsArticle | null> {
  const [news, tools] = await Promise.all([reads.fetchById('news', id), htmlTools()]);
  return news && newsArticleOf(news, tools);
}

export async function fetchAnnouncementArticle(id: number): Promise<Displayed<Announcement> | null> {
  const [notice, tools] = await Promise.all([reads.fetchById('announcement', id), htmlTools()]);
  return notice && displayed(notice, tools);
}

export async function fetchShareholderNotices(
  page: number,
  pageSize: number,
  language: Language = 'ko',
): Promise<PagedRows<Displayed<Shareholder>>> {
  const [{ rows, total }, tools] = await Promise.all([
    reads.fetchShareholderPage(page, pageSize, language),
    htmlTools(),
  ]);
  return { rows: rows.map((row) => displayed(row, tools)), total };
}
