import { type NavItem, sitemapTree, type TranslationKey } from '@company/content';
import { Link } from 'react-router';
import { PageScaffold } from '../../components/PageScaffold';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, Section } from '../sections';
import type { PageProps } from '../types';
import * as styles from './other.css';

const labelKey = (item: NavItem) => `header:${item.name}` as TranslationKey;

/** A menu item and its listed children, as nested links. */
function SitemapItems({ items }: { items: readonly NavItem[] }) {
  const { i18n } = useT();
  const localize = useLocalizedPath();
  return (
    <>
      {items.map((item) => (
        <li key={item.path}>
          <Link
            className={item.children.length ? styles.sitemapGroupLink : styles.sitemapLink}
            to={localize(item.href)}
          >
            {translateKey(i18n, labelKey(item))}
          </Link>
          {item.children.length ? (
            <ul className={styles.sitemapNested}>
              <SitemapItems items={item.children} />
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
}

/** The sitemap: every listed section with its pages, then the site's other public pages. */
export default function SitemapPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const localize = useLocalizedPath();
  const tree = sitemapTree();
  return (
    <PageScaffold pageKey={pageKey}>
      <ul className={styles.sitemapGrid}>
        {tree.sections.map((section) => (
          <li key={section.path} className={styles.sitemapSection}>
            <h2 className={styles.sitemapHeading}>
              <Link className={styles.sitemapHeadingLink} to={localize(section.href)}>
                {translateKey(i18n, labelKey(section))}
              </Link>
            </h2>
            <ul className={styles.sitemapList}>
              <SitemapItems items={section.children} />
            </ul>
          </li>
        ))}
      </ul>
      <Section title={t('common:sitemap.others')}>
        <ul className={styles.othersList}>
          {tree.others.map((item) => (
            <li key={item.path}>
              <ArrowLink to={item.href}>{translateKey(i18n, labelKey(item))}</ArrowLink>
            </li>
          ))}
        </ul>
      </Section>
    </PageScaffold>
  );
}
