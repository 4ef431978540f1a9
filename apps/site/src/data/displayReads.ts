import type { SanitizedHtml } from '../components/sanitizeHtml';
import * as reads from './reads';
import type { Announcement, News, PagedRows, Shareholder } from './types';

/** A row whose stored HTML has been sanitised for display. */
export type Displayed<T extends { content: string }> = Omit<T, 'content'> & { content: SanitizedHtml };

/** A news post as its page shows it: sanitised body and the reading text's opening as description. */
export interface NewsArticle extends Displayed<News> {
  description: string;
}

type HtmlTools = typeof import('./htmlTools');
const htmlTools = (): Promise<HtmlTools> => import('./htmlTools');

function displayed<T extends { content: string }>(row: T, { sanitizeHtml }: HtmlTools): Displayed<T> {
  return { ...row, content: sanitizeHtml(row.content) };
}

/** A news row as its page shows it. */
export function newsArticleOf(news: News, tools: HtmlTools): NewsArticle {
  return { ...displayed(news, tools), description: tools.excerpt(tools.plainTextOfHtml(news.content), 160) };
}

/** The reads of stored HTML that pages display; the sanitiser loads alongside the request. */
export async function fetchNewsArticle(id: number): Promise<NewsArticle | null> {
  const [news, tools] = await Promise.all([reads.fetchNewsById(id), htmlTools()]);
  return news && newsArticleOf(news, tools);
}

export async function fetchAnnouncementArticle(id: number): Promise<Displayed<Announcement> | null> {
  const [notice, tools] = await Promise.all([reads.fetchAnnouncementById(id), htmlTools()]);
  return notice && displayed(notice, tools);
}

export async function fetchShareholderNotices(
  page: number,
  pageSize: number,
): Promise<PagedRows<Displayed<Shareholder>>> {
  const [{ rows, total }, tools] = await Promise.all([
    reads.fetchShareholderPage(page, pageSize),
    htmlTools(),
  ]);
  return { rows: rows.map((row) => displayed(row, tools)), total };
}
