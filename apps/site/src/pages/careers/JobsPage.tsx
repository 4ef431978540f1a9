import { jobTabs } from '@company/content';
import { Tabs } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, RuledList, Statement, sectionStyles } from '../sections';
import type { PageProps } from '../types';
import * as styles from './careers.css';

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
              <div className={styles.jobPanel}>
                <div className={styles.jobIntro}>
                  {englishTitle !== title ? (
                    <p className={sectionStyles.eyebrow} lang="en">
                      {englishTitle}
                    </p>
                  ) : null}
                  <h2 className={styles.jobTitle}>{title}</h2>
                  <p className={sectionStyles.sectionLead}>{translateKey(i18n, tab.descriptionKey)}</p>
                </div>
                <div className={styles.jobItems}>
                  <h3 className={styles.jobItemsTitle}>{t('careers:jobs.items_title')}</h3>
                  <RuledList items={tab.items} columns={2} numbered headingLevel={4} />
                </div>
              </div>
            ),
          };
        })}
      />
      <ul className={sectionStyles.linkRow}>
        <li>
          <ArrowLink to="/careers/info/Process" primary>
            {t('header:careers_info_process')}
          </ArrowLink>
        </li>
        <li>
          <ArrowLink to="/careers/Benefits">{t('header:careers_benefits')}</ArrowLink>
        </li>
      </ul>
    </PageScaffold>
  );
}
