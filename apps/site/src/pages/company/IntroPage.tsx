import { introFacts, introSections } from '@company/content';
import { ProseRow } from '@company/ui/sections';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, FactBand, Figure, LinkRow, Section, Statement, textList } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['company'];

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
        size="wide"
        eager
      />
      {introSections.map((section, index) => (
        <ProseRow
          key={section.id}
          index={index + 1}
          title={translateKey(i18n, section.titleKey)}
          paragraphs={textList(i18n, section.bodyKey)}
        />
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
        <LinkRow>
          <ArrowLink to="/company/intro/Vision">{t('header:company_intro_vision')}</ArrowLink>
          <ArrowLink to="/company/intro/History">{t('header:company_intro_history')}</ArrowLink>
          <ArrowLink to="/business/Business">{t('header:business_business')}</ArrowLink>
          <ArrowLink to="/company/Location">{t('header:company_location')}</ArrowLink>
        </LinkRow>
      </Section>
    </PageScaffold>
  );
}
