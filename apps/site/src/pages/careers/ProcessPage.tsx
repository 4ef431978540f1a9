import { hiringNotesKey, hiringSteps } from '@company/content';
import { Stepper } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, BulletList, LinkRow, Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['careers'];

/** The five hiring steps as an ordered stepper, then what applicants should check first. */
export default function ProcessPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('careers:process.eyebrow')} title={t('careers:process.lead')} />
      <Stepper
        label={t('careers:process.title')}
        stepLabel={t('careers:process.step_label')}
        steps={hiringSteps.map((step) => ({
          id: step.id,
          title: translateKey(i18n, step.titleKey),
          description: translateKey(i18n, step.descriptionKey),
        }))}
      />
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
