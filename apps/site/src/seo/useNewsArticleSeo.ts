import { useLocation } from 'react-router';
import type { SeoProps } from '../components/Seo';
import { hasEnglish, shownLanguage, shownTitle } from '../data/contentLanguage';
import type { NewsArticle } from '../data/displayReads';
import { postMoment } from '../data/postDate';
import { useLanguage } from '../i18n/useLanguage';
import { shareImage } from '../images/storageImages';
import { newsArticleJsonLd } from './jsonLd';
import { useSiteOrigin } from './origin';
import { absoluteUrl, itemCanonicalPath } from './urls';
import { isoDate } from './xml';

/**
 * The SEO of a news post's page: its excerpt as description, og:type article and NewsArticle JSON-LD, in the
 * language the page shows the post in (Korean on an English page of a post without an English version).
 */
export function useNewsArticleSeo(
  news: NewsArticle | null | undefined,
): Pick<SeoProps, 'description' | 'article' | 'jsonLd' | 'translated'> {
  const origin = useSiteOrigin();
  const language = useLanguage();
  const { pathname } = useLocation();
  if (!news) return {};
  const published = isoDate(postMoment(news)) ?? postMoment(news);
  const modified = isoDate(news.updated_at) ?? published;
  const share = news.thumbnail ? shareImage(news.thumbnail) : undefined;
  const image = share ? absoluteUrl(origin, share.url) : undefined;
  const imageSize = share?.width && share.height ? { width: share.width, height: share.height } : undefined;
  const shown = shownLanguage(news, language);
  const description = shown === 'en' ? news.description_en : news.description;
  const imageAlt = (shown === 'en' ? news.thumbnail_alt_en : news.thumbnail_alt)?.trim() || undefined;
  return {
    translated: hasEnglish(news),
    description: description || undefined,
    article: { publishedTime: published, modifiedTime: modified, image, imageSize, imageAlt },
    jsonLd: newsArticleJsonLd(origin, {
      url: absoluteUrl(origin, itemCanonicalPath(pathname, hasEnglish(news))),
      headline: shownTitle(news, language).text,
      datePublished: published,
      dateModified: modified,
      images: image ? [image] : [],
      language: shown,
    }),
  };
}
