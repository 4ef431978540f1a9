import { executives } from '@company/content';
import { PeopleList } from '@company/ui';
import { Letter } from '@company/ui/sections';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { Section, Statement, textList } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['company'];

/** Leadership: the CEO's message with portrait and signature, then the executives with portraits and roles. */
export default function LeadershipPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const ceo = executives.find((person) => person.id === 'ceo');
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('company:leadership.eyebrow')} title={t('company:leadership.lead')} />
      <Section title={t('company:leadership.ceo_title')}>
        <Letter
          greeting={t('company:leadership.ceo_greeting')}
          paragraphs={textList(i18n, 'company:leadership.ceo_message')}
          signature={t('company:leadership.ceo_signature')}
          portrait={ceo ? { image: ceo.portrait, alt: t('company:leadership.ceo_portrait_alt') } : undefined}
          authorName={ceo ? translateKey(i18n, ceo.nameKey) : undefined}
        />
      </Section>
      <Section title={t('company:leadership.executives_title')}>
        <PeopleList
          aria-label={t('company:leadership.executives_title')}
          people={executives.map((person) => ({
            id: person.id,
            name: translateKey(i18n, person.nameKey),
            role: translateKey(i18n, person.roleKey),
            bio: translateKey(i18n, person.bioKey),
            portrait: person.portrait,
          }))}
        />
      </Section>
    </PageScaffold>
  );
}
