import {
  fixedRoutes,
  hreflangAlternates,
  type PageKey,
  protectedPages,
  seoKeys,
  type TranslationKey,
} from '@company/content';
import { useLocation } from 'react-router';
import { useLanguage } from '../i18n/useLanguage';
import { translateKey, useT } from '../i18n/useT';
import { JsonLdScript } from '../seo/JsonLdScript';
import type { JsonLd } from '../seo/jsonLd';
import { useSiteOrigin } from '../seo/origin';
import { SHARE_IMAGE_SIZE, shareImagePath, shareImageSection } from '../seo/shareImages';
import { absoluteUrl, feedPath, itemCanonicalPath } from '../seo/urls';

/** A news post's Open Graph facts: it makes the page og:type article. */
export interface SeoArticle {
  publishedTime: string;
  modifiedTime?: string;
  /** The post's own image (absolute or site path); the section's share image otherwise. */
  image?: string;
  /** The post's image's size, when it is known (an upload is served at 1200 × 630). */
  imageSize?: { width: number; height: number };
  /** What the post's image shows (its thumbnail's alternative text); the page's title when it has none. */
  imageAlt?: string;
}

export interface SeoProps {
  pageKey: PageKey;
  /** A title of the item shown (a news title) in place of the page's own. */
  title?: string;
  description?: string;
  article?: SeoArticle;
  /** Structured data rendered as `<script type="application/ld+json">`. */
  jsonLd?: JsonLd | JsonLd[];
  /**
   * For a content item's page: false when the item has no English version. Its English page is then no page
   * of its own: the canonical URL is the Korean one and neither page names language alternates.
   */
  translated?: boolean;
}

const ogLocales = { ko: 'ko_KR', en: 'en_US' } as const;

/** Pages search engines should not index: not-found, login, search results and every admin page. */
const unindexedPages = new Set<string>([
  'not_found',
  'search',
  ...fixedRoutes.filter((route) => route.protected || route.pageKey === 'login').map((r) => r.pageKey),
  ...protectedPages().map((page) => page.pageKey),
]);

/**
 * The page's <title>, description, canonical URL, hreflang alternates, feed link, Open Graph and Twitter
 * card tags (React hoists them into <head>), and optional JSON-LD.
 */
export function Seo({ pageKey, title, description, article, jsonLd, translated = true }: SeoProps) {
  const { t, i18n } = useT();
  const language = useLanguage();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const keys = seoKeys(pageKey);
  const pageTitle = title ?? translateKey(i18n, keys.titleKey);
  const fullTitle = pageKey === 'home' ? pageTitle : t('seo:title_template', { title: pageTitle });
  const pageDescription = description ?? translateKey(i18n, keys.descriptionKey);
  const canonical = absoluteUrl(origin, itemCanonicalPath(pathname, translated));
  const section = shareImageSection(pathname);
  const sectionName =
    section === 'default'
      ? t('seo:site_name')
      : translateKey(i18n, `header:${section === 'contact' ? 'qna' : section}` as TranslationKey);
  const image = absoluteUrl(origin, article?.image ?? shareImagePath(section));
  const imageAlt = article?.image
    ? article.imageAlt || pageTitle
    : t('seo:share_image_alt', { section: sectionName });
  const imageSize = article?.image ? article.imageSize : SHARE_IMAGE_SIZE;
  const otherLanguage = language === 'en' ? 'ko' : 'en';
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={pageDescription} />
      {unindexedPages.has(pageKey) && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {(translated ? hreflangAlternates(pathname, origin) : []).map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t('seo:feed.link_title')}
        href={absoluteUrl(origin, feedPath(language))}
      />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:site_name" content={t('seo:site_name')} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      {imageSize && <meta property="og:image:width" content={String(imageSize.width)} />}
      {imageSize && <meta property="og:image:height" content={String(imageSize.height)} />}
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content={ogLocales[language]} />
      {translated && <meta property="og:locale:alternate" content={ogLocales[otherLanguage]} />}
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article?.modifiedTime && <meta property="article:modified_time" content={article.modifiedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={pageDescription} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {jsonLd && <JsonLdScript data={jsonLd} />}
    </>
  );
}
