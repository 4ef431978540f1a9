import { breadcrumbs, type PageKey, seoKeys, type TranslationKey } from '@company/content';
import { AdminPageHeader } from '@company/ui';
import { PageHero } from '@company/ui/sections';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { isAdminScreen } from '../app/adminArea';
import { useBarePath } from '../i18n/useLanguage';
import { translateKey, useT } from '../i18n/useT';
import { renderAppLink } from './AppLink';
import * as styles from './PageScaffold.css';
import { Seo, type SeoProps } from './Seo';

const sectionHeroes: Record<string, string> = {
  company: '/media/hero-company.svg',
  business: '/media/hero-business.svg',
  sustainability: '/media/hero-sustainability.svg',
  ir: '/media/hero-ir.svg',
  careers: '/media/hero-careers.svg',
  newsroom: '/media/hero-newsroom.svg',
};

interface PageScaffoldProps {
  pageKey: PageKey;
  /** Replaces the page's own title (from its SEO title) as the h1. */
  title?: ReactNode;
  description?: ReactNode;
  /** The document title when it differs from the page's own (a news title). */
  documentTitle?: string;
  children?: ReactNode;
  /** More for the head: a description, article facts and structured data (a news post). */
  seo?: Pick<SeoProps, 'description' | 'article' | 'jsonLd' | 'translated'>;
  /** Narrow reading column (articles, legal texts) instead of the full content width. */
  narrow?: boolean;
  /**
   * The public address whose hero and breadcrumbs the page wears, when it is not its own (a staff preview shows
   * an item as its public page will).
   */
  publicPath?: string;
  /** A hero only as tall as its text (search results, which must start on the first screen). */
  compactHero?: boolean;
}

/**
 * The frame of every sub-page: SEO tags, the page hero with breadcrumbs, and the content column. On an admin
 * screen (inside the admin shell) a compact heading stands in for the hero.
 */
export function PageScaffold({
  pageKey,
  title,
  description,
  documentTitle,
  children,
  seo,
  narrow,
  publicPath,
  compactHero,
}: PageScaffoldProps) {
  const { t, i18n } = useT();
  const barePath = useBarePath();
  const path = publicPath ?? barePath;
  const keys = seoKeys(pageKey);
  if (publicPath === undefined && isAdminScreen(barePath)) {
    return (
      <>
        <Seo pageKey={pageKey} title={documentTitle} {...seo} />
        <AdminPageHeader
          title={title ?? translateKey(i18n, keys.titleKey)}
          lead={description ?? translateKey(i18n, keys.descriptionKey)}
        />
        {children}
      </>
    );
  }
  const trail = breadcrumbs(path);
  const section = path.split('/')[1] ?? '';
  const heroImage = sectionHeroes[section];
  // The hero is the page's largest paint: fetch its image with the document, not after the first layout.
  if (heroImage) preload(heroImage, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <Seo pageKey={pageKey} title={documentTitle} {...seo} />
      <PageHero
        title={title ?? translateKey(i18n, keys.titleKey)}
        description={description ?? translateKey(i18n, keys.descriptionKey)}
        backgroundImage={heroImage}
        breadcrumbLabel={t('common:breadcrumb.label')}
        breadcrumbs={[
          { label: t('common:breadcrumb.home'), href: '/' },
          ...trail.map((crumb) => ({
            label: translateKey(i18n, `header:${crumb.name}` as TranslationKey),
            href: crumb.href,
          })),
        ]}
        renderLink={renderAppLink}
        compact={compactHero}
      />
      <div className={narrow ? styles.narrow : styles.content}>{children}</div>
    </>
  );
}
