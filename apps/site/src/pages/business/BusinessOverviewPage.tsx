import { businessAreas, sustainabilityImpact, useCases } from '@company/content';
import { AreaCards } from '@company/ui/sections';
import { renderAppLink } from '../../components/AppLink';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { RuledList, Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';
import { listedPagesOf, menuLabelKey } from './menuLinks';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['business'];

/** The menu group each business area leads on to: E&C to the projects, materials, consumer to the brands. */
const areaGroups = ['business_project', 'business_materials', 'business_brands'] as const;

/** Business overview: the three areas with links onward, where Durafiltex works and its impact. */
export default function BusinessOverviewPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('business:overview.eyebrow')}
        title={t('business:overview.title')}
        lead={t('business:overview.lead')}
      />
      <AreaCards
        renderLink={renderAppLink}
        areas={businessAreas.map((area, index) => {
          const group = areaGroups[index] ?? 'business_brands';
          return {
            id: area.titleKey,
            title: translateKey(i18n, area.titleKey),
            description: translateKey(i18n, area.descriptionKey),
            linksLabel: translateKey(i18n, menuLabelKey(group)),
            links: listedPagesOf(group).map((page) => ({
              href: page.href,
              label: translateKey(i18n, menuLabelKey(page.name)),
            })),
          };
        })}
      />
      <Section title={t('business:overview.use_cases_title')}>
        <RuledList items={useCases} columns={3} numbered getKey={(item) => item.id} />
      </Section>
      <Section title={t('business:overview.impact_title')}>
        <RuledList items={sustainabilityImpact} columns={3} getKey={(item) => item.id} />
      </Section>
    </PageScaffold>
  );
}
