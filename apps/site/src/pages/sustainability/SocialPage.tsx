import { aliveValues, socialSections } from '@company/content';
import { LetterValues } from '@company/ui/sections';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { RuledList, Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['sustainability'];

/** Social: the five values spelling ALIVE (a large letter each, read left to right), then the programmes. */
export default function SocialPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('sustainability:social.eyebrow')} title={t('sustainability:social.lead')} />
      <Section title={t('sustainability:social.alive_title')} bare>
        <LetterValues
          values={aliveValues.map((value) => ({
            letter: value.letter,
            word: translateKey(i18n, value.wordKey),
            title: translateKey(i18n, value.titleKey),
            description: translateKey(i18n, value.descriptionKey),
          }))}
        />
      </Section>
      <Section title={t('sustainability:social.programmes_title')}>
        <RuledList items={socialSections} columns={4} numbered />
      </Section>
    </PageScaffold>
  );
}
