import { sustainabilityImpact, sustainabilityPillars } from '@company/content';
import { PillarCards, ReportBand } from '@company/ui/sections';
import { renderAppLink } from '../../components/AppLink';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { Prose, RuledList, Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['business', 'sustainability'];

/** Each pillar's page, in the order of `sustainabilityPillars` (environment, social, governance). */
const pillarPages = [
  { letter: 'E', path: '/sustainability/Environment', labelKey: 'header:sustainability_environment' },
  { letter: 'S', path: '/sustainability/Social', labelKey: 'header:sustainability_social' },
  { letter: 'G', path: '/sustainability/Governance', labelKey: 'header:sustainability_governance' },
] as const;

/** Sustainability overview: the approach, the three pillars, the impact at customers' sites, the report. */
export default function OverviewPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('sustainability:overview.eyebrow')} title={t('sustainability:overview.lead')}>
        <Prose textKey="sustainability:overview.body" />
      </Statement>
      <Section title={t('sustainability:overview.strategy_title')}>
        <PillarCards
          renderLink={renderAppLink}
          pillars={sustainabilityPillars.map((pillar, index) => {
            const page = pillarPages[index];
            return {
              id: pillar.titleKey,
              letter: page?.letter ?? '',
              title: translateKey(i18n, pillar.titleKey),
              description: translateKey(i18n, pillar.descriptionKey),
              link: page ? { href: page.path, label: t(page.labelKey) } : undefined,
            };
          })}
        />
      </Section>
      <Section title={t('sustainability:overview.impact_title')}>
        <RuledList items={sustainabilityImpact} columns={3} numbered getKey={(item) => item.id} />
      </Section>
      <ReportBand title={t('sustainability:overview.report_title')}>
        {t('sustainability:overview.report_body')}
      </ReportBand>
    </PageScaffold>
  );
}
