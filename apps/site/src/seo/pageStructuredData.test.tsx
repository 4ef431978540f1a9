import { company } from '@company/content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { newsArticleOf } from '../data/displayReads';
import * as htmlTools from '../data/htmlTools';
import type { News } from '../data/types';
import HomePage from '../pages/home/HomePage';
import NewsDetailPage from '../pages/newsroom/NewsDetailPage';
import { testI18n } from '../test/renderWithProviders';
import { SiteOriginProvider } from './origin';

const origin = 'https://www.example.com';

async function serverRender(element: ReactElement, path: string, queryClient = new QueryClient()) {
  const i18n = await testI18n('ko');
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteOriginProvider origin={origin}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/newsroom/News/:id" element={element} />
              <Route path="*" element={element} />
            </Routes>
          </MemoryRouter>
        </SiteOriginProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

function structuredData(document: Document): Record<string, unknown>[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe('structured data of pages', () => {
  it('home describes the company as an Organization', async () => {
    const document = await serverRender(<HomePage pageKey="home" />, '/');
    const [organization] = structuredData(document);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: company.name.ko,
      url: `${origin}/`,
      email: company.email,
    });
  });

  it('a news post is a NewsArticle and an og:type article with its thumbnail', async () => {
    const news: News = {
      id: 4,
      title: '울산 2공장 착공',
      content: '<p>울산에 <strong>두 번째</strong> 공장을 짓습니다.</p>',
      thumbnail: '/storage/v1/object/public/news-images/seed/plant.webp',
      created_at: '2025-03-05T09:00:00+00:00',
      updated_at: '2025-03-07T09:00:00+00:00',
    };
    const queryClient = new QueryClient();
    queryClient.setQueryData(['news', 'article', 4], newsArticleOf(news, htmlTools));
    queryClient.setQueryData(['news', 'previous', 4], null);
    queryClient.setQueryData(['news', 'next', 4], null);
    const document = await serverRender(
      <NewsDetailPage pageKey="news_detail" />,
      '/newsroom/News/4',
      queryClient,
    );
    const [article] = structuredData(document);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: news.title,
      datePublished: '2025-03-05T09:00:00.000Z',
      dateModified: '2025-03-07T09:00:00.000Z',
      image: [`${origin}${news.thumbnail}`],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/newsroom/News/4` },
      publisher: { '@type': 'Organization', name: company.name.ko },
    });
    const og = (property: string) =>
      document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:type')).toBe('article');
    expect(og('og:image')).toBe(`${origin}${news.thumbnail}`);
    expect(og('og:description')).toBe('울산에 두 번째 공장을 짓습니다.');
    expect(document.querySelector('title')?.textContent).toBe('울산 2공장 착공 | 클린에어텍');
  });
});
