import { executives } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { Prose, RuledList, Section, Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './company.css';

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
        <div className={styles.letter}>
          <p className={styles.greeting}>{t('company:leadership.ceo_greeting')}</p>
          <div>
            <Prose textKey="company:leadership.ceo_message" />
            <p className={styles.signature}>{t('company:leadership.ceo_signature')}</p>
          </div>
        </div>
      </Section>
      <Section title={t('company:leadership.executives_title')}>
        <RuledList
          items={people}
          columns={4}
          getKey={(person) => person.id}
          renderExtra={(person) => (
            <>
              <span className={styles.role}>{translateKey(i18n, person.roleKey)}</span>
              <span className={styles.monogram} aria-hidden="true">
                {translateKey(i18n, person.nameKey).slice(0, 1)}
              </span>
            </>
          )}
        />
      </Section>
    </PageScaffold>
  );
}
