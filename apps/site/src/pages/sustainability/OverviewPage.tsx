import { sustainabilityImpact, sustainabilityPillars } from '@company/content';
import { Link } from 'react-router';
import { PageScaffold } from '../../components/PageScaffold';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { Prose, RuledList, Section, Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './sustainability.css';

/** Each pillar's page, in the order of `sustainabilityPillars` (environment, social, governance). */
const pillarPages = [
  { letter: 'E', path: '/sustainability/Environment', labelKey: 'header:sustainability_environment' },
  { letter: 'S', path: '/sustainability/Social', labelKey: 'header:sustainability_social' },
  { letter: 'G', path: '/sustainability/Governance', labelKey: 'header:sustainability_governance' },
] as const;

/** Sustainability overview: the approach, the three pillars, the impact at customers' sites, the report. */
export default function OverviewPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const localize = useLocalizedPath();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('sustainability:overview.eyebrow')} title={t('sustainability:overview.lead')}>
        <Prose textKey="sustainability:overview.body" />
      </Statement>
      <Section title={t('sustainability:overview.strategy_title')}>
        <ul className={styles.pillars}>
          {sustainabilityPillars.map((pillar, index) => {
            const page = pillarPages[index];
            return (
              <li key={pillar.titleKey} className={styles.pillar}>
                <span className={styles.pillarLetter} aria-hidden="true">
                  {page?.letter}
                </span>
                <h3 className={styles.pillarTitle}>{translateKey(i18n, pillar.titleKey)}</h3>
                <p className={styles.pillarText}>{translateKey(i18n, pillar.descriptionKey)}</p>
                {page ? (
                  <Link className={styles.pillarLink} to={localize(page.path)}>
                    {t(page.labelKey)} →
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title={t('sustainability:overview.impact_title')}>
        <RuledList items={sustainabilityImpact} columns={3} numbered getKey={(item) => item.id} />
      </Section>
      <section className={styles.report} aria-labelledby="sustainability-report">
        <h2 id="sustainability-report" className={styles.reportTitle}>
          {t('sustainability:overview.report_title')}
        </h2>
        <p>{t('sustainability:overview.report_body')}</p>
      </section>
    </PageScaffold>
  );
}
