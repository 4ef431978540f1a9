import { useLocation } from 'react-router';
import type { SeoProps } from '../components/Seo';
import type { NewsArticle } from '../data/displayReads';
import { useLanguage } from '../i18n/useLanguage';
import { newsArticleJsonLd } from './jsonLd';
import { useSiteOrigin } from './origin';
import { absoluteUrl, canonicalPath } from './urls';
import { isoDate } from './xml';

/** The SEO of a news post's page: its excerpt as description, og:type article and NewsArticle JSON-LD. */
export function useNewsArticleSeo(
  news: NewsArticle | null | undefined,
): Pick<SeoProps, 'description' | 'article' | 'jsonLd'> {
  const origin = useSiteOrigin();
  const language = useLanguage();
  const { pathname } = useLocation();
  if (!news) return {};
  const published = isoDate(news.created_at) ?? news.created_at;
  const modified = isoDate(news.updated_at) ?? published;
  const image = news.thumbnail ? absoluteUrl(origin, news.thumbnail) : undefined;
  return {
    description: news.description || undefined,
    article: { publishedTime: published, modifiedTime: modified, image },
    jsonLd: newsArticleJsonLd(origin, {
      url: absoluteUrl(origin, canonicalPath(pathname)),
      headline: news.title,
      datePublished: published,
      dateModified: modified,
      images: image ? [image] : [],
      language,
    }),
  };
}
