import { executives } from '@company/content';
import { Letter, PersonMeta } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { RuledList, Section, Statement, textList } from '../sections';
import type { PageProps } from '../types';

/** Leadership: the CEO's message, then the executives with their roles. */
export default function LeadershipPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const people = executives.map((person) => ({
    ...person,
    titleKey: person.nameKey,
    descriptionKey: person.bioKey,
  }));
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('company:leadership.eyebrow')} title={t('company:leadership.lead')} />
      <Section title={t('company:leadership.ceo_title')}>
        <Letter
          greeting={t('company:leadership.ceo_greeting')}
          paragraphs={textList(i18n, 'company:leadership.ceo_message')}
          signature={t('company:leadership.ceo_signature')}
        />
      </Section>
      <Section title={t('company:leadership.executives_title')}>
        <RuledList
          items={people}
          columns={4}
          getKey={(person) => person.id}
          renderExtra={(person) => (
            <PersonMeta
              name={translateKey(i18n, person.nameKey)}
              jobTitle={translateKey(i18n, person.roleKey)}
            />
          )}
        />
      </Section>
    </PageScaffold>
  );
}
