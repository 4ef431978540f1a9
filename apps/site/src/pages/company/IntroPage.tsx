import { introFacts, introSections } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, FactBand, Figure, Prose, Section, Statement, sectionStyles } from '../sections';
import type { PageProps } from '../types';
import * as styles from './company.css';

/** Company overview: who we are, what we do, where we work, and the company in figures. */
export default function IntroPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('company:intro.eyebrow')}
        title={t('company:intro.title')}
        lead={t('company:intro.lead')}
      />
      <Figure
        src="/media/airflow.svg"
        alt={t('company:intro.figure_alt')}
        width={800}
        height={500}
        className={styles.wideFigure}
        eager
      />
      {introSections.map((section, index) => (
        <section key={section.id} aria-labelledby={`intro-${section.id}`} className={styles.proseRow}>
          <div className={sectionStyles.headingGroup}>
            <span className={sectionStyles.itemIndex} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h2 id={`intro-${section.id}`} className={sectionStyles.sectionTitle}>
              {translateKey(i18n, section.titleKey)}
            </h2>
          </div>
          <Prose textKey={section.bodyKey} />
        </section>
      ))}
      <FactBand
        title={t('company:intro.facts_title')}
        facts={introFacts.map((fact) => ({
          id: fact.labelKey,
          label: translateKey(i18n, fact.labelKey),
          value: translateKey(i18n, fact.valueKey),
        }))}
        note={t('common:data_as_of')}
      />
      <Section title={t('company:intro.more_title')} bare>
        <ul className={sectionStyles.linkRow}>
          <li>
            <ArrowLink to="/company/intro/Vision">{t('header:company_intro_vision')}</ArrowLink>
          </li>
          <li>
            <ArrowLink to="/company/intro/History">{t('header:company_intro_history')}</ArrowLink>
          </li>
          <li>
            <ArrowLink to="/business/Business">{t('header:business_business')}</ArrowLink>
          </li>
          <li>
            <ArrowLink to="/company/Location">{t('header:company_location')}</ArrowLink>
          </li>
        </ul>
      </Section>
    </PageScaffold>
  );
}
