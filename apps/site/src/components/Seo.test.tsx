import type { Language } from '@company/content';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteOriginProvider } from '../seo/origin';
import { testI18n } from '../test/renderWithProviders';
import { Seo } from './Seo';

const origin = 'https://www.example.com';

/** The server render of `element` at `path`, parsed, so tags can be read the way a crawler reads them. */
async function renderHead(element: ReactElement, path: string, language: Language): Promise<Document> {
  const i18n = await testI18n(language);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteOriginProvider origin={`${origin}/`}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </SiteOriginProvider>
    </I18nextProvider>,
  );
  return new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  );
}

function attribute(document: Document, selector: string, name = 'content'): string | null {
  const found = document.querySelectorAll(selector);
  expect(found, selector).toHaveLength(1);
  return found[0]?.getAttribute(name) ?? null;
}

const meta = (document: Document, property: string) => attribute(document, `meta[property="${property}"]`);
const named = (document: Document, name: string) => attribute(document, `meta[name="${name}"]`);

function alternates(document: Document): Record<string, string | null> {
  return Object.fromEntries(
    Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
}

describe('Seo', () => {
  it('renders the Korean home page: canonical, alternates, Open Graph, Twitter card and feed link', async () => {
    const document = await renderHead(<Seo pageKey="home" />, '/', 'ko');
    expect(document.querySelector('title')?.textContent).toMatch(/^클린에어텍/);
    expect(named(document, 'description')).toContain('클린에어텍');
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(`${origin}/`);
    expect(alternates(document)).toEqual({ ko: `${origin}/`, en: `${origin}/en`, 'x-default': `${origin}/` });
    expect(meta(document, 'og:type')).toBe('website');
    expect(meta(document, 'og:site_name')).toBe('클린에어텍');
    expect(meta(document, 'og:url')).toBe(`${origin}/`);
    expect(meta(document, 'og:image')).toBe(`${origin}/media/share/default.jpg`);
    expect(meta(document, 'og:image:width')).toBe('1200');
    expect(meta(document, 'og:image:height')).toBe('630');
    expect(meta(document, 'og:locale')).toBe('ko_KR');
    expect(meta(document, 'og:locale:alternate')).toBe('en_US');
    expect(named(document, 'twitter:card')).toBe('summary_large_image');
    expect(named(document, 'twitter:image')).toBe(`${origin}/media/share/default.jpg`);
    expect(attribute(document, 'link[type="application/rss+xml"]', 'href')).toBe(`${origin}/rss.xml`);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('renders an English page with its /en canonical URL, English locale and the section image', async () => {
    const document = await renderHead(<Seo pageKey="careers_jobs" />, '/en/careers/Jobs', 'en');
    expect(document.querySelector('title')?.textContent).toMatch(/\| CleanAir Tech$/);
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(`${origin}/en/careers/Jobs`);
    expect(alternates(document)).toEqual({
      ko: `${origin}/careers/Jobs`,
      en: `${origin}/en/careers/Jobs`,
      'x-default': `${origin}/careers/Jobs`,
    });
    expect(meta(document, 'og:url')).toBe(`${origin}/en/careers/Jobs`);
    expect(meta(document, 'og:locale')).toBe('en_US');
    expect(meta(document, 'og:locale:alternate')).toBe('ko_KR');
    expect(meta(document, 'og:image')).toBe(`${origin}/media/share/careers.jpg`);
    expect(meta(document, 'og:image:alt')).toBe('Careers — CleanAir Tech');
    expect(named(document, 'twitter:title')).toBe(meta(document, 'og:title'));
    expect(attribute(document, 'link[type="application/rss+xml"]', 'href')).toBe(`${origin}/en/rss.xml`);
  });

  it('points the /ko alias at the unprefixed Korean URL', async () => {
    const document = await renderHead(<Seo pageKey="company_location" />, '/ko/company/Location', 'ko');
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(`${origin}/company/Location`);
    expect(meta(document, 'og:url')).toBe(`${origin}/company/Location`);
    expect(alternates(document).ko).toBe(`${origin}/company/Location`);
    expect(meta(document, 'og:image')).toBe(`${origin}/media/share/company.jpg`);
  });

  it('marks a news post as an article with its image, times and escaped JSON-LD', async () => {
    const jsonLd = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: '</script><b>x' };
    const document = await renderHead(
      <Seo
        pageKey="news_detail"
        title="새 공장"
        description="울산 공장 증설"
        article={{
          publishedTime: '2025-03-05T09:00:00.000Z',
          modifiedTime: '2025-03-06T09:00:00.000Z',
          image: '/storage/v1/object/public/news-images/a.webp',
        }}
        jsonLd={jsonLd}
      />,
      '/newsroom/News/4',
      'ko',
    );
    expect(document.querySelector('title')?.textContent).toBe('새 공장 | 클린에어텍');
    expect(meta(document, 'og:type')).toBe('article');
    expect(meta(document, 'og:title')).toBe('새 공장');
    expect(meta(document, 'og:description')).toBe('울산 공장 증설');
    expect(meta(document, 'og:image')).toBe(`${origin}/storage/v1/object/public/news-images/a.webp`);
    expect(meta(document, 'article:published_time')).toBe('2025-03-05T09:00:00.000Z');
    expect(meta(document, 'article:modified_time')).toBe('2025-03-06T09:00:00.000Z');
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(jsonLd);
  });

  it('keeps login and editor pages out of search indexes', async () => {
    const login = await renderHead(<Seo pageKey="login" />, '/login', 'ko');
    expect(named(login, 'robots')).toBe('noindex');
    const editor = await renderHead(<Seo pageKey="newsroom_news_editor" />, '/en/newsroom/NewsEditor', 'en');
    expect(named(editor, 'robots')).toBe('noindex');
  });
});
