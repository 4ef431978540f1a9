import { type NavItem, sitemapTree, type TranslationKey } from '@company/content';
import { type SitemapNode, SitemapTree } from '@company/ui';
import type { i18n as I18n } from 'i18next';
import { renderAppLink } from '../../components/AppLink';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, LinkRow, Section } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = [];

const labelKey = (item: NavItem) => `header:${item.name}` as TranslationKey;

/** A menu item and its listed children, in the language on screen. */
function sitemapNode(i18n: I18n, item: NavItem): SitemapNode {
  return {
    id: item.path,
    label: translateKey(i18n, labelKey(item)),
    href: item.href,
    children: item.children.map((child) => sitemapNode(i18n, child)),
  };
}

/** The sitemap: every listed section with its pages, then the site's other public pages. */
export default function SitemapPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const tree = sitemapTree();
  return (
    <PageScaffold pageKey={pageKey}>
      <SitemapTree
        sections={tree.sections.map((section) => sitemapNode(i18n, section))}
        renderLink={renderAppLink}
      />
      <Section title={t('common:sitemap.others')}>
        <LinkRow>
          {tree.others.map((item) => (
            <ArrowLink key={item.path} to={item.href}>
              {translateKey(i18n, labelKey(item))}
            </ArrowLink>
          ))}
        </LinkRow>
      </Section>
    </PageScaffold>
  );
}
