import { jobTabs } from '@company/content';
import { JobPanel, Tabs } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, LinkRow, RuledList, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['careers'];

/** Jobs: the six organisations as tabs (arrow keys move between them), each with its roles. */
export default function JobsPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('careers:jobs.eyebrow')} title={t('careers:jobs.lead')} />
      <Tabs
        label={t('careers:jobs.tabs_label')}
        items={jobTabs.map((tab) => {
          const title = translateKey(i18n, tab.titleKey);
          const englishTitle = translateKey(i18n, tab.englishTitleKey);
          return {
            value: tab.id,
            label: title,
            content: (
              <JobPanel
                title={title}
                eyebrow={englishTitle !== title ? englishTitle : undefined}
                eyebrowLang="en"
                description={translateKey(i18n, tab.descriptionKey)}
                itemsTitle={t('careers:jobs.items_title')}
              >
                <RuledList items={tab.items} columns={2} numbered headingLevel={4} />
              </JobPanel>
            ),
          };
        })}
      />
      <LinkRow>
        <ArrowLink to="/careers/info/Process" primary>
          {t('header:careers_info_process')}
        </ArrowLink>
        <ArrowLink to="/careers/Benefits">{t('header:careers_benefits')}</ArrowLink>
      </LinkRow>
    </PageScaffold>
  );
}
