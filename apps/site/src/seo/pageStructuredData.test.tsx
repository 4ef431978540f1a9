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
import PostDetailPage from '../pages/newsroom/PostDetailPage';
import { testI18n } from '../test/renderWithProviders';
import { SiteOriginProvider } from './origin';

const origin = 'https://www.example.com';

async function serverRender(element: ReactElement, path: string, queryClient = new QueryClient()) {
  const i18n = await testI18n(path.startsWith('/en/') ? 'en' : 'ko');
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteOriginProvider origin={origin}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/newsroom/News/:id" element={element} />
              <Route path="/en/newsroom/News/:id" element={element} />
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
      title_en: null,
      content_en: null,
    };
    const queryClient = new QueryClient();
    queryClient.setQueryData(['news', 'article', 4], newsArticleOf(news, htmlTools));
    queryClient.setQueryData(['news', 'previous', 4], null);
    queryClient.setQueryData(['news', 'next', 4], null);
    const document = await serverRender(
      <PostDetailPage pageKey="news_detail" />,
      '/newsroom/News/4',
      queryClient,
    );
    const [article] = structuredData(document);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: news.title,
      datePublished: '2025-03-05T09:00:00.000Z',
      dateModified: '2025-03-07T09:00:00.000Z',
      image: [
        `${origin}/storage/v1/render/image/public/news-images/seed/plant.webp?width=1200&height=630&resize=cover&format=origin`,
      ],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/newsroom/News/4` },
      publisher: { '@type': 'Organization', name: company.name.ko },
    });
    const og = (property: string) =>
      document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:type')).toBe('article');
    // An upload is shared at 1200 × 630 through the image transformation, in its own format.
    expect(og('og:image')).toBe(
      `${origin}/storage/v1/render/image/public/news-images/seed/plant.webp?width=1200&height=630&resize=cover&format=origin`,
    );
    expect(og('og:image:width')).toBe('1200');
    expect(og('og:image:height')).toBe('630');
    expect(og('og:description')).toBe('울산에 두 번째 공장을 짓습니다.');
    expect(document.querySelector('title')?.textContent).toBe('울산 2공장 착공 | 클린에어텍');
  });

  describe('a news post in English', () => {
    const post: News = {
      id: 6,
      title: '울산 R&D 센터 개소',
      content: '<p>연구소를 열었습니다.</p>',
      thumbnail: '/storage/v1/object/public/news-images/seed/rnd.webp',
      created_at: '2024-09-10T01:00:00+00:00',
      title_en: 'Ulsan R&D Center opens',
      content_en: '<p>Our new research center is open.</p>',
    };
    const koreanOnly: News = { ...post, id: 7, title_en: null, content_en: null };

    async function page(news: News, path: string) {
      const queryClient = new QueryClient();
      queryClient.setQueryData(['news', 'article', news.id], newsArticleOf(news, htmlTools));
      queryClient.setQueryData(['news', 'previous', news.id], null);
      queryClient.setQueryData(['news', 'next', news.id], null);
      return serverRender(<PostDetailPage pageKey="news_detail" />, path, queryClient);
    }
    const alternates = (document: Document) =>
      Object.fromEntries(
        Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      );
    const canonical = (document: Document) =>
      document.querySelector('link[rel="canonical"]')?.getAttribute('href');

    it('shows the English version with English head tags, inLanguage en and ko/en/x-default alternates', async () => {
      const document = await page(post, '/en/newsroom/News/6');
      expect(document.querySelector('h2')?.textContent).toBe('Ulsan R&D Center opens');
      expect(document.body.textContent).toContain('Our new research center is open.');
      expect(document.body.textContent).not.toContain('연구소를 열었습니다');
      expect(document.querySelector('title')?.textContent).toBe('Ulsan R&D Center opens | CleanAir Tech');
      expect(structuredData(document)[0]).toMatchObject({ headline: post.title_en, inLanguage: 'en' });
      expect(canonical(document)).toBe(`${origin}/en/newsroom/News/6`);
      expect(alternates(document)).toEqual({
        ko: `${origin}/newsroom/News/6`,
        en: `${origin}/en/newsroom/News/6`,
        'x-default': `${origin}/newsroom/News/6`,
      });
    });

    it('keeps the Korean page Korean', async () => {
      const document = await page(post, '/newsroom/News/6');
      expect(document.querySelector('h2')?.textContent).toBe('울산 R&D 센터 개소');
      expect(document.body.textContent).not.toContain('Our new research center');
      expect(structuredData(document)[0]).toMatchObject({ inLanguage: 'ko' });
    });

    it('without an English version shows the Korean text marked lang="ko", says so, and points to the Korean page', async () => {
      const document = await page(koreanOnly, '/en/newsroom/News/7');
      const heading = document.querySelector('h2');
      expect(heading?.querySelector('[lang="ko"]')?.textContent).toBe('울산 R&D 센터 개소');
      expect(heading?.textContent).toContain('Korean only');
      expect(document.querySelector('div[lang="ko"]')?.textContent).toBe('연구소를 열었습니다.');
      expect(structuredData(document)[0]).toMatchObject({
        headline: koreanOnly.title,
        inLanguage: 'ko',
        mainEntityOfPage: { '@id': `${origin}/newsroom/News/7` },
      });
      expect(canonical(document)).toBe(`${origin}/newsroom/News/7`);
      expect(alternates(document)).toEqual({});
      const korean = await page(koreanOnly, '/newsroom/News/7');
      expect(canonical(korean)).toBe(`${origin}/newsroom/News/7`);
      expect(alternates(korean)).toEqual({});
      expect(korean.body.textContent).not.toContain('Korean only');
    });
  });
});
