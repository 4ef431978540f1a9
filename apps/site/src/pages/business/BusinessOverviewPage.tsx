import { businessAreas, sustainabilityImpact, useCases } from '@company/content';
import { Link } from 'react-router';
import { PageScaffold } from '../../components/PageScaffold';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { RuledList, Section, Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './business.css';
import { listedPagesOf, menuLabelKey } from './menuLinks';

/** The menu group each business area leads on to: E&C to the projects, materials, consumer to the brands. */
const areaGroups = ['business_project', 'business_materials', 'business_brands'] as const;

/** Business overview: the three areas with links onward, where Durafiltex works and its impact. */
export default function BusinessOverviewPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const localize = useLocalizedPath();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('business:overview.eyebrow')}
        title={t('business:overview.title')}
        lead={t('business:overview.lead')}
      />
      <ul className={styles.areas}>
        {businessAreas.map((area, index) => {
          const group = areaGroups[index] ?? 'business_brands';
          return (
            <li key={area.titleKey} className={styles.area}>
              <span className={styles.areaIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className={styles.areaTitle}>{translateKey(i18n, area.titleKey)}</h2>
              <p className={styles.areaText}>{translateKey(i18n, area.descriptionKey)}</p>
              <ul className={styles.areaLinks} aria-label={translateKey(i18n, menuLabelKey(group))}>
                {listedPagesOf(group).map((page) => (
                  <li key={page.name}>
                    <Link className={styles.areaLink} to={localize(page.href)}>
                      <span>{translateKey(i18n, menuLabelKey(page.name))}</span>
                      <span aria-hidden="true">→</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <Section title={t('business:overview.use_cases_title')}>
        <RuledList items={useCases} columns={3} numbered getKey={(item) => item.id} />
      </Section>
      <Section title={t('business:overview.impact_title')}>
        <RuledList items={sustainabilityImpact} columns={3} getKey={(item) => item.id} />
      </Section>
    </PageScaffold>
  );
}
