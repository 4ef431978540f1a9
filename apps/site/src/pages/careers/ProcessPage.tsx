import { hiringNotesKey, hiringSteps } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, BulletList, LinkRow, Section, Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './careers.css';

/** The five hiring steps as an ordered stepper, then what applicants should check first. */
export default function ProcessPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('careers:process.eyebrow')} title={t('careers:process.lead')} />
      <ol className={styles.steps} aria-label={t('careers:process.title')}>
        {hiringSteps.map((step) => (
          <li key={step.id} className={styles.step}>
            <span className={styles.stepNumber}>
              <span className={styles.stepLabel}>{t('careers:process.step_label')}</span>
              {String(step.step).padStart(2, '0')}
            </span>
            <h2 className={styles.stepTitle}>{translateKey(i18n, step.titleKey)}</h2>
            <p className={styles.stepText}>{translateKey(i18n, step.descriptionKey)}</p>
          </li>
        ))}
      </ol>
      <Section title={t('careers:process.notes_title')}>
        <BulletList textKey={hiringNotesKey} />
        <LinkRow>
          <ArrowLink to="/careers/info/FAQ">{t('header:careers_info_faq')}</ArrowLink>
          <ArrowLink to="/careers/Jobs">{t('header:careers_jobs')}</ArrowLink>
        </LinkRow>
      </Section>
    </PageScaffold>
  );
}
