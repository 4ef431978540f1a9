import { hreflangAlternates, type PageKey, seoKeys } from '@company/content';
import { useBarePath } from '../i18n/useLanguage';
import { translateKey, useT } from '../i18n/useT';

interface SeoProps {
  pageKey: PageKey;
  /** A title of the item shown (a news title) in place of the page's own. */
  title?: string;
  description?: string;
}

/** The page's <title>, meta description and hreflang alternates (React hoists them into <head>). */
export function Seo({ pageKey, title, description }: SeoProps) {
  const { t, i18n } = useT();
  const path = useBarePath();
  const keys = seoKeys(pageKey);
  const pageTitle = title ?? translateKey(i18n, keys.titleKey);
  const fullTitle = pageKey === 'home' ? pageTitle : t('seo:title_template', { title: pageTitle });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? translateKey(i18n, keys.descriptionKey)} />
      {hreflangAlternates(path).map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}
